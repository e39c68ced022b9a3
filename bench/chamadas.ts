/**
 * `npm run bench -- chamadas [-- --trabalhos N --avaliadores M]`: a distribuição automática da revisão
 * (issue 20: 600 trabalhos para 60 avaliadores em menos de 2 s), de ponta a ponta no servidor real.
 *
 * Carga gravada direto nas tabelas: uma chamada publicada com 3 linhas e conflito por unidade ligado,
 * M instrutoras (2 linhas cada, 16 unidades) e N trabalhos de N/2 autores; 30 % dos trabalhos têm um
 * coautor que é uma das avaliadoras (conflito pelo e-mail) e cada avaliadora marca 20 lances ao acaso.
 * Mede `POST /api/admin/chamadas/:id/atribuicao-automatica` na prévia (3 vezes) e gravando (1 vez), e
 * confere a proposta: 2 por trabalho, nenhum conflito (autor, coautor, unidade), só linhas declaradas,
 * carga com diferença ≤ 1. PGlite e, com DATABASE_URL, PostgreSQL (banco temporário).
 * Sai com código 1 se houver erro, resposta inesperada, conflito, desequilíbrio ou se gravar passar de 2 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { conflitoDeInteresse, type AutoriaDoTrabalho, type PessoaQueAvalia } from '../src/shared/rules/revisao.ts';
import type { Db } from '../src/server/db/client.ts';
import {
  avaliadorLinhas, chamadaCriterios, chamadaLinhas, chamadas, submissaoCoautores, submissaoLances, submissoes, unidades, usuarios,
} from '../src/server/db/schema/index.ts';
import { seedLookups } from '../src/server/db/seed.ts';
import { hashSenha } from '../src/server/lib/senha.ts';
import { camposPerfilCompleto, gerarCpf } from '../src/server/testing/factories.ts';
import type { Servidor } from '../scripts/servidor-local.ts';
import { comBancoTemporario, comServidor, semearBanco } from './ambiente.ts';
import { ms } from './formato.ts';
import { registrarLimpeza } from './limpeza.ts';

const SENHA = 'Bench@2026';
const META_MS = 2000;
const LANCES_POR_AVALIADORA = 20;

/** Gerador pseudoaleatório com semente: a mesma carga em toda execução. */
function aleatorio(semente: number) {
  let s = semente >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Carga {
  chamadaId: number;
  admin: { identificador: string; senha: string };
  pessoas: Map<number, PessoaQueAvalia & { linhas: Set<number> }>;
  trabalhos: Map<number, { linhaId: number; autoria: AutoriaDoTrabalho }>;
}

async function semear(db: Db, n: { trabalhos: number; avaliadores: number }): Promise<Carga> {
  await seedLookups(db);
  const r = aleatorio(2026);
  const idsDasUnidades = (await db.select({ id: unidades.id }).from(unidades).orderBy(asc(unidades.ordem))).map((u) => u.id);
  const hash = await hashSenha(SENHA, 10);
  const base = { senhaHash: hash, celular: '13991234567' };
  await db.insert(usuarios).values({ ...base, ...(await camposPerfilCompleto(db)), nome: 'Diretora Bench', email: 'diretora@escola.bench', cpf: gerarCpf(900_000), perfis: ['usuario', 'administrador'] });
  const avaliadoras = await db
    .insert(usuarios)
    .values(Array.from({ length: n.avaliadores }, (_, i) => ({
      ...base, nome: `Avaliadora Bench ${i + 1}`, email: `avaliadora${i + 1}@escola.bench`, cpf: gerarCpf(910_000 + i), perfis: ['usuario', 'instrutor'],
      unidadeId: idsDasUnidades[i % idsDasUnidades.length]!,
    })))
    .returning({ id: usuarios.id, email: usuarios.email, cpf: usuarios.cpf, unidadeId: usuarios.unidadeId });
  const nAutores = Math.max(1, Math.ceil(n.trabalhos / 2));
  const autores = await db
    .insert(usuarios)
    .values(Array.from({ length: nAutores }, (_, i) => ({
      ...base, nome: `Autor Bench ${i + 1}`, email: `autor${i + 1}@escola.bench`, cpf: gerarCpf(920_000 + i), perfis: ['usuario'],
      unidadeId: idsDasUnidades[(i * 7) % idsDasUnidades.length]!,
    })))
    .returning({ id: usuarios.id, unidadeId: usuarios.unidadeId });

  const agora = new Date();
  const ano = agora.getUTCFullYear();
  const { chamadaId, linhas } = await db.transaction(async (tx) => {
    const [c] = await tx
      .insert(chamadas)
      .values({
        titulo: 'Mostra do benchmark', periodoExperienciaInicio: `${ano - 2}-01`, periodoExperienciaFim: `${ano}-12`, prazoFinal: `${ano + 1}-12-31 23:59:00`,
        limiteTitulo: 100, limiteIntroducao: 2000, limiteObjetivos: 1000, limiteMetodo: 1500, limiteResultados: 1500, limiteConsideracoes: 1000, limiteBibliografia: 8000,
        avaliadoresPorTrabalho: 2, conflitoUnidade: true, publicado: true,
      })
      .returning({ id: chamadas.id });
    const ls = await tx
      .insert(chamadaLinhas)
      .values(['APS', 'VIG', 'SM'].map((codigo, i) => ({ chamadaId: c!.id, ordem: i + 1, codigo, nome: `Linha ${codigo}` })))
      .returning({ id: chamadaLinhas.id });
    await tx.insert(chamadaCriterios).values({ chamadaId: c!.id, tipo: 'escrita', ordem: 1, titulo: 'Relevância', escalaMin: 1, escalaMax: 5 });
    return { chamadaId: c!.id, linhas: ls.map((l) => l.id) };
  });

  const pessoas = new Map(avaliadoras.map((a, i) => [a.id, { id: a.id, email: a.email, cpf: a.cpf, unidadeId: a.unidadeId, linhas: new Set(linhas.filter((_, k) => k !== i % 3)) }]));
  await db.insert(avaliadorLinhas).values([...pessoas.values()].flatMap((p) => [...p.linhas].map((linhaId) => ({ linhaId, usuarioId: p.id }))));
  const trabalhos = await semearTrabalhos(db, { chamadaId, linhas, autores, avaliadoras, quantos: n.trabalhos, ano, agora, r });
  return { chamadaId, admin: { identificador: 'diretora@escola.bench', senha: SENHA }, pessoas, trabalhos };
}

/** Os trabalhos (30 % com uma avaliadora como coautora) e os lances de cada avaliadora. */
async function semearTrabalhos(
  db: Db,
  x: {
    chamadaId: number; linhas: number[]; autores: { id: number; unidadeId: number | null }[]; avaliadoras: { id: number; email: string }[];
    quantos: number; ano: number; agora: Date; r: () => number;
  },
): Promise<Carga['trabalhos']> {
  const { chamadaId, linhas, autores, avaliadoras, ano, agora, r } = x;
  const nAutores = autores.length;
  const n = { trabalhos: x.quantos };
  const textos = { introducao: 'Introdução do relato.', objetivos: 'Objetivos do relato.', metodo: 'Método do relato.', resultados: 'Resultados do relato.', consideracoes: 'Considerações.' };
  const trabalhos = new Map<number, { linhaId: number; autoria: AutoriaDoTrabalho }>();
  for (let i = 0; i < n.trabalhos; i += 500) {
    const bloco = Array.from({ length: Math.min(500, n.trabalhos - i) }, (_, k) => i + k);
    const inseridos = await db
      .insert(submissoes)
      .values(bloco.map((j) => ({
        chamadaId, autorId: autores[j % nAutores]!.id, titulo: `Trabalho ${j + 1}`, inicioExperiencia: `${ano - 1}-03`, linhaId: linhas[j % 3]!, ...textos,
        status: 'submetida' as const, submetidaEm: agora,
      })))
      .returning({ id: submissoes.id, autorId: submissoes.autorId, linhaId: submissoes.linhaId });
    const coautores = inseridos.flatMap((s) => (r() < 0.3 ? [{ submissaoId: s.id, ordem: 1, nome: 'Coautora', email: avaliadoras[Math.floor(r() * avaliadoras.length)]!.email }] : []));
    if (coautores.length) await db.insert(submissaoCoautores).values(coautores);
    for (const s of inseridos) {
      const autor = autores.find((a) => a.id === s.autorId)!;
      trabalhos.set(s.id, {
        linhaId: s.linhaId!,
        autoria: { autorId: s.autorId, autorUnidadeId: autor.unidadeId, coautores: coautores.filter((c) => c.submissaoId === s.id).map((c) => ({ usuarioId: null, email: c.email, cpf: null, unidadeId: null })) },
      });
    }
  }
  const ids = [...trabalhos.keys()];
  const lances = new Map<string, { submissaoId: number; avaliadorId: number; lance: 'quero' | 'posso' | 'prefiro_nao' }>();
  for (const a of avaliadoras) {
    for (let k = 0; k < LANCES_POR_AVALIADORA; k++) {
      const submissaoId = ids[Math.floor(r() * ids.length)]!;
      lances.set(`${submissaoId}:${a.id}`, { submissaoId, avaliadorId: a.id, lance: (['quero', 'posso', 'prefiro_nao'] as const)[Math.floor(r() * 3)]! });
    }
  }
  await db.insert(submissaoLances).values([...lances.values()]);
  return trabalhos;
}

interface Resposta {
  aplicada: boolean;
  previa: string;
  atribuicoes: { submissao_id: number; avaliador: { id: number } }[];
  sem_cobertura: unknown[];
  carga: { depois: number }[];
  resumo: { novas: number; carga_minima: number; carga_maxima: number; quero_atendidos: number; prefiro_nao_usados: number };
}

/** O que a proposta precisa cumprir; devolve os problemas achados. */
function conferir(carga: Carga, r: Resposta, n: { trabalhos: number }): string[] {
  const problemas: string[] = [];
  if (r.atribuicoes.length !== n.trabalhos * 2) problemas.push(`${r.atribuicoes.length} atribuições, esperadas ${n.trabalhos * 2}`);
  if (r.sem_cobertura.length) problemas.push(`${r.sem_cobertura.length} trabalhos sem cobertura`);
  if (r.resumo.carga_maxima - r.resumo.carga_minima > 1) problemas.push(`carga de ${r.resumo.carga_minima} a ${r.resumo.carga_maxima}`);
  const pares = new Set<string>();
  for (const a of r.atribuicoes) {
    const t = carga.trabalhos.get(a.submissao_id);
    const p = carga.pessoas.get(a.avaliador.id);
    if (!t || !p) {
      problemas.push(`atribuição desconhecida ${a.submissao_id}:${a.avaliador.id}`);
      continue;
    }
    const conflito = conflitoDeInteresse(p, t.autoria, true);
    if (conflito) problemas.push(`conflito (${conflito}) no trabalho ${a.submissao_id}`);
    if (!p.linhas.has(t.linhaId)) problemas.push(`linha não declarada no trabalho ${a.submissao_id}`);
    const par = `${a.submissao_id}:${a.avaliador.id}`;
    if (pares.has(par)) problemas.push(`atribuição repetida ${par}`);
    pares.add(par);
  }
  return problemas.slice(0, 10);
}

async function medir(s: Servidor, carga: Carga, n: { trabalhos: number }, rotulo: string): Promise<string | null> {
  const login = await fetch(`${s.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(carga.admin) });
  if (!login.ok) return `login da administração: ${login.status}`;
  const { token } = (await login.json()) as { token: string };
  const url = `${s.url}/api/admin/chamadas/${carga.chamadaId}/atribuicao-automatica`;
  const pedir = async (corpo: object): Promise<{ tempo: number; r: Resposta } | string> => {
    const t0 = performance.now();
    const resp = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(corpo) });
    const texto = await resp.text();
    const tempo = performance.now() - t0;
    if (resp.status !== 200) return `${JSON.stringify(corpo)} respondeu ${resp.status}: ${texto.slice(0, 300)}`;
    return { tempo, r: JSON.parse(texto) as Resposta };
  };
  const previas: number[] = [];
  let previa: Resposta | null = null;
  for (let i = 0; i < 3; i++) {
    const x = await pedir({ tipo: 'escrita' });
    if (typeof x === 'string') return x;
    previas.push(x.tempo);
    previa = x.r;
  }
  const problemas = conferir(carga, previa!, n);
  if (problemas.length) return `prévia: ${problemas.join('; ')}`;
  const gravar = await pedir({ tipo: 'escrita', aplicar: true, previa: previa!.previa });
  if (typeof gravar === 'string') return gravar;
  if (!gravar.r.aplicada || gravar.r.resumo.novas !== n.trabalhos * 2) return `gravação: ${gravar.r.resumo.novas} novas`;
  const denovo = await pedir({ tipo: 'escrita', aplicar: true });
  if (typeof denovo === 'string') return denovo;
  if (denovo.r.resumo.novas !== 0) return `a segunda gravação criou ${denovo.r.resumo.novas} atribuições`;
  previas.sort((a, b) => a - b);
  const rs = gravar.r.resumo;
  process.stdout.write(
    `   ${rotulo}: prévia ${ms(previas[1]!)} (mín. ${ms(previas[0]!)}, máx. ${ms(previas[2]!)}) · gravando ${ms(gravar.tempo)} · ` +
      `${rs.novas.toLocaleString('pt-BR')} atribuições, carga ${rs.carga_minima}–${rs.carga_maxima}, "quero" atendidos ${rs.quero_atendidos}, "prefiro não" usados ${rs.prefiro_nao_usados}` +
      ` · de novo (com os avisos de "em avaliação" saindo pela fila ao fundo): ${ms(denovo.tempo)}, 0 novas\n`,
  );
  if (gravar.tempo > META_MS) return `gravar levou ${ms(gravar.tempo)} (meta: ${ms(META_MS)})`;
  return null;
}

export async function cenarioChamadas(opts: { trabalhos: number; avaliadores: number }): Promise<number> {
  const falhas: string[] = [];
  process.stdout.write(`\nDistribuição automática: ${opts.trabalhos.toLocaleString('pt-BR')} trabalhos, ${opts.avaliadores} avaliadoras, 2 por trabalho (meta: gravar em menos de ${ms(META_MS)})\n`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-bench-chamadas-'));
  const apagar = async () => fs.promises.rm(dataDir, { recursive: true, force: true });
  const desregistrar = registrarLimpeza(apagar);
  try {
    const t0 = performance.now();
    const carga = await semearBanco({ dataDir }, (db) => semear(db, opts));
    process.stdout.write(`  carga gravada em ${ms(performance.now() - t0)}\n`);
    const erro = await comServidor({ DATABASE_URL: '', SEED_DEMO: 'false' }, 'escola-bench-chamadas', (s) => medir(s, carga, opts, 'PGlite'), { dataDir });
    if (erro) falhas.push(`PGlite: ${erro}`);
  } finally {
    await apagar();
    desregistrar();
  }
  const urlBase = process.env.DATABASE_URL;
  if (urlBase) {
    await comBancoTemporario(urlBase, async (url) => {
      const carga = await semearBanco({ url }, (db) => semear(db, opts));
      const erro = await comServidor({ DATABASE_URL: url, SEED_DEMO: 'false' }, 'escola-bench-chamadas-pg', (s) => medir(s, carga, opts, 'PostgreSQL'));
      if (erro) falhas.push(`PostgreSQL: ${erro}`);
    });
  } else {
    process.stdout.write('   (PostgreSQL: defina DATABASE_URL para medir também)\n');
  }
  process.stdout.write(falhas.length ? `\n✗ ${falhas.join('\n✗ ')}\n` : '\n✓ Distribuição sem conflitos, nas linhas declaradas, equilibrada e dentro da meta.\n');
  return falhas.length ? 1 : 0;
}
