/**
 * `npm run bench -- certificados [-- --duration S --quantos N]`:
 * 1. Renderização: PDFs de certificado por segundo num núcleo (o renderizador do servidor, em laço, neste
 *    processo: uma thread), com uma assinatura desenhada, o tempo médio, p50 e p99 de um PDF e o tamanho
 *    do arquivo; antes, o primeiro PDF do processo (frio: fontes lidas e analisadas, arte e assinatura
 *    preparadas). Número e nome mudam a cada PDF, como num lote (o subconjunto da fonte do nome quase
 *    nunca se repete). O último PDF é aberto de novo (pdf-lib) para conferir que é um PDF de uma página.
 * 2. Emissão em lote de ponta a ponta: uma turma encerrada com N pessoas (1.000) que completaram a cadeia
 *    (presença, avaliação); o servidor real recebe `POST /api/certificados/gestao/turmas/:id/emissao` e o
 *    relógio para quando todos os e-mails (com o PDF anexo) estão na caixa de saída — emissão, PDF,
 *    hash, arquivo, notificação e e-mail de cada um. Mede o tempo e o pico de memória (VmHWM) do servidor.
 *    PGlite e, com DATABASE_URL, PostgreSQL (banco temporário).
 * 3. Com DATABASE_URL e o nginx: o mesmo lote com 1 e com 2 processos (`npm run cluster` atrás do nginx); a
 *    razão entre os tempos (meta da issue 22: ≥ 1,7×).
 * Sai com código 1 se houver erro, resposta inesperada ou se nem todos os certificados saírem.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { CRITERIOS } from '../src/shared/rules/avaliacao.ts';
import { dataEmSaoPaulo, instanteEmSaoPaulo } from '../src/shared/rules/cronograma.ts';
import { assinaturaDeDemonstracao } from '../src/server/db/assinatura-de-demonstracao.ts';
import type { Db } from '../src/server/db/client.ts';
import { assinaturas, avaliacoes, configuracoes, datasTurma, eventos, inscricoes, presencas, turmas, unidades, usuarios } from '../src/server/db/schema/index.ts';
import { seedLookups } from '../src/server/db/seed.ts';
import { criarStorageLocal } from '../src/server/lib/storage.ts';
import { hashSenha } from '../src/server/lib/senha.ts';
import { renderizarCertificado, type DadosDoPdf } from '../src/server/modules/certificados/pdf.ts';
import type { Servidor } from '../scripts/servidor-local.ts';
import { comBancoTemporario, comServidor, semearBanco } from './ambiente.ts';
import { comCluster, NGINX } from './cluster.ts';
import { ms } from './formato.ts';
import { registrarLimpeza } from './limpeza.ts';
import { criarPessoas } from './semente-eventos.ts';

const SENHA_ADMIN = 'Bench@2026';

// ───────────────────────────── 1. renderização ─────────────────────────────

async function medirRenderizacao(segundos: number): Promise<string | null> {
  const assinatura = assinaturaDeDemonstracao(1);
  const dados = (i: number): DadosDoPdf => ({
    instituicao: 'Escola da Saúde', numero: `EMSP-SMS-2026-${String(i).padStart(6, '0')}`, codigo: '7KQ2-M9XD-4RTA', urlValidacao: 'https://escola.exemplo/validar-certificado?codigo=7KQ2-M9XD-4RTA',
    origem: 'evento', tipo: 'participante', nome: `Maria da Conceição Araújo ${i}`, identificador: '***.456.789-**',
    curso: 'Atualização em Saúde da Família: Atenção Básica e Vigilância', turma: 'Turma 1', dataInicio: '2026-05-11', dataFim: '2026-05-14',
    cargaHoraria: 16, emitidoEm: new Date('2026-05-15T15:00:00Z'), assinantes: [{ nome: 'Ana Souza', funcao: 'Diretora da Escola da Saúde', imagem: assinatura }],
  });
  const frio = performance.now();
  await renderizarCertificado(dados(0)); // o primeiro do processo: fontes, arte e assinatura preparadas aqui
  const tempoFrio = performance.now() - frio;
  for (let i = 1; i < 5; i++) await renderizarCertificado(dados(i)); // aquecimento (JIT)
  const tempos: number[] = [];
  let pdf: Uint8Array = new Uint8Array(0);
  const fim = Date.now() + segundos * 1000;
  while (Date.now() < fim) {
    const t0 = performance.now();
    pdf = await renderizarCertificado(dados(tempos.length));
    tempos.push(performance.now() - t0);
    if (pdf[0] !== 0x25 || pdf[1] !== 0x50) return 'o renderizador devolveu algo que não é PDF';
  }
  const paginas = await PDFDocument.load(pdf, { updateMetadata: false }).then((d) => d.getPageCount(), (e: unknown) => `PDF ilegível: ${String(e)}`);
  if (paginas !== 1) return `o último PDF não abre como um certificado de uma página (${paginas})`;
  tempos.sort((a, b) => a - b);
  const total = tempos.reduce((a, b) => a + b, 0);
  process.stdout.write(
    `\n1. Renderização num núcleo (${tempos.length} PDFs em ${segundos} s)\n` +
      `   primeiro PDF do processo (frio): ${ms(tempoFrio)}\n` +
      `   ${(tempos.length / (total / 1000)).toFixed(1)} PDFs/s · média ${ms(total / tempos.length)} · p50 ${ms(tempos[Math.floor(tempos.length / 2)]!)} · p99 ${ms(tempos[Math.floor(tempos.length * 0.99)]!)} · ${(pdf.length / 1000).toFixed(1)} kB por PDF\n`,
  );
  return null;
}

// ───────────────────────────── 2. emissão em lote ─────────────────────────────

interface Carga {
  turmaId: number;
  admin: { identificador: string; senha: string };
  esperados: number;
}

/** Turma encerrada (ontem, um encontro) com N pessoas inscritas, presentes e que avaliaram; a diretora assina. */
async function semear(db: Db, quantos: number, arquivos: string): Promise<Carga> {
  await seedLookups(db);
  const { instrutores } = await criarPessoas(db, quantos);
  const pessoas = (await db.execute(sql`select id from usuarios where email like 'participante%@escola.bench' order by id`)) as unknown as { rows: { id: number }[] };
  const ids = pessoas.rows.map((r) => Number(r.id));
  const [admin] = await db
    .insert(usuarios)
    .values({ nome: 'Diretora Bench', email: 'diretora@escola.bench', cpf: '52998224725', celular: '13991234567', senhaHash: await hashSenha(SENHA_ADMIN, 10), perfis: ['usuario', 'administrador'] })
    .returning({ id: usuarios.id });
  // a assinatura vai para o DATA_DIR/files do servidor (PGlite) ou para o diretório que o servidor usará
  const chave = await criarStorageLocal(arquivos).salvar('assinaturas', assinaturaDeDemonstracao(1), '.png');
  await db.insert(assinaturas).values({ usuarioId: admin!.id, arquivo: chave, funcao: 'Diretora da Escola da Saúde' });
  await db.insert(configuracoes).values({ chave: 'certificados.assinantes_padrao', valor: [admin!.id] });
  const [unidade] = await db.select({ id: unidades.id }).from(unidades).limit(1);
  const ontem = dataEmSaoPaulo(new Date(Date.now() - 86_400_000));
  const inicio = instanteEmSaoPaulo(ontem, '08:00');
  const fim = instanteEmSaoPaulo(ontem, '12:00');
  const [evento] = await db
    .insert(eventos)
    .values({ titulo: 'Curso do benchmark de certificados', local: 'Auditório', tipo: 'Curso', unidadeId: unidade!.id, publicado: true, inicio, fim, dataInicio: ontem, dataFim: ontem })
    .returning({ id: eventos.id });
  const [turma] = await db
    .insert(turmas)
    .values({ eventoId: evento!.id, nome: 'Turma única', vagas: quantos, confirmadas: quantos, inicio, fim, dataInicio: ontem, dataFim: ontem, cargaHoraria: 4 })
    .returning({ id: turmas.id });
  await db.insert(datasTurma).values({ turmaId: turma!.id, data: ontem, horarioInicio: '08:00', horarioFim: '12:00' });
  await db.execute(sql`insert into turma_instrutores (turma_id, usuario_id) values (${turma!.id}, ${instrutores[0]!})`);
  const notas = Object.fromEntries(CRITERIOS.filter((c) => c.obrigatorio).map((c) => [c.chave.replace(/_([a-z])/g, (_, l: string) => l.toUpperCase()), 8]));
  for (let i = 0; i < ids.length; i += 500) {
    const bloco = ids.slice(i, i + 500);
    const insc = await db
      .insert(inscricoes)
      .values(bloco.map((usuarioId) => ({ turmaId: turma!.id, eventoId: evento!.id, usuarioId, status: 'confirmada' as const, exclusiva: true, confirmadaEm: inicio })))
      .returning({ id: inscricoes.id, usuarioId: inscricoes.usuarioId });
    await db.insert(presencas).values(insc.map((x) => ({ inscricaoId: x.id, turmaId: turma!.id, usuarioId: x.usuarioId, data: ontem, presente: true, metodo: 'qr', registradaEm: inicio })));
    await db.insert(avaliacoes).values(insc.map((x) => ({ inscricaoId: x.id, turmaId: turma!.id, usuarioId: x.usuarioId, ...notas, criadaEm: fim }) as typeof avaliacoes.$inferInsert));
  }
  return { turmaId: turma!.id, admin: { identificador: 'diretora@escola.bench', senha: SENHA_ADMIN }, esperados: ids.length + 1 };
}

/** Pico de memória residente do processo (VmHWM), em MB. */
function picoDeMemoria(pid: number): number | null {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Emite o lote pelo servidor em `s.url` e espera o último e-mail; devolve o erro ou os segundos até o último e-mail. */
async function emitirEmLote(s: Pick<Servidor, 'url'> & { pid: number | null }, carga: Carga, rotulo: string): Promise<{ erro: string } | { segundos: number }> {
  const r = await emitirEContar(s, carga, rotulo);
  return typeof r === 'string' ? { erro: r } : r;
}

async function emitirEContar(s: Pick<Servidor, 'url'> & { pid: number | null }, carga: Carga, rotulo: string): Promise<string | { segundos: number }> {
  const login = await fetch(`${s.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(carga.admin) });
  if (!login.ok) return `login da administração: ${login.status}`;
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const memoriaAntes = s.pid ? picoDeMemoria(s.pid) : null;
  const t0 = performance.now();
  const r = await fetch(`${s.url}/api/certificados/gestao/turmas/${carga.turmaId}/emissao`, { method: 'POST', headers: auth });
  if (r.status !== 200) return `emissão respondeu ${r.status}: ${await r.text()}`;
  const { emitidos } = (await r.json()) as { emitidos: number };
  const tEmissao = performance.now() - t0;
  if (emitidos !== carga.esperados) return `emitidos ${emitidos}, esperados ${carga.esperados}`;
  // fim: todos os e-mails (cada um com o PDF anexo) na caixa de saída
  let naCaixa = 0;
  const limite = Date.now() + 20 * 60_000;
  while (naCaixa < carga.esperados) {
    if (Date.now() > limite) return `depois de 20 min, ${naCaixa} de ${carga.esperados} e-mails na caixa de saída`;
    await new Promise((ok) => setTimeout(ok, 250));
    const c = await fetch(`${s.url}/api/admin/emails?por_pagina=1`, { headers: auth });
    if (!c.ok) return `caixa de saída respondeu ${c.status}`;
    naCaixa = ((await c.json()) as { total: number }).total;
  }
  const total = performance.now() - t0;
  const pico = s.pid ? picoDeMemoria(s.pid) : null;
  const falhas = await fetch(`${s.url}/api/admin/tarefas/falhas`, { headers: auth });
  const listaFalhas = falhas.ok ? ((await falhas.json()) as { itens?: unknown[] } | unknown[]) : null;
  const nFalhas = Array.isArray(listaFalhas) ? listaFalhas.length : (listaFalhas?.itens?.length ?? 0);
  if (nFalhas > 0) return `${nFalhas} tarefa(s) falharam`;
  process.stdout.write(
    `   ${rotulo}: ${carga.esperados.toLocaleString('pt-BR')} certificados — emissão (resposta) ${ms(tEmissao)}; ` +
      `até o último e-mail com PDF ${(total / 1000).toFixed(1)} s (${(carga.esperados / (total / 1000)).toFixed(1)}/s)` +
      (s.pid ? `; pico de memória do servidor ${pico?.toFixed(0) ?? '?'} MB (antes: ${memoriaAntes?.toFixed(0) ?? '?'} MB)` : '') + '\n',
  );
  return { segundos: total / 1000 };
}

/** Meta da issue 22: com 2 processos, o lote chega às caixas ao menos 1,7× mais rápido que com 1. */
const ALVO_DOIS_PROCESSOS = 1.7;

/** O mesmo lote com 1 e com 2 processos (`npm run cluster` atrás do nginx) no PostgreSQL: a emissão se espalha pelos processos? */
async function compararProcessos(urlBase: string, quantos: number): Promise<string[]> {
  const tempos: number[] = [];
  for (const processos of [1, 2]) {
    const erro = await comBancoTemporario(urlBase, (url) =>
      comCluster(
        url,
        processos,
        'escola-bench-certificados-cluster-',
        (arquivos) => semearBanco({ url }, (db) => semear(db, quantos, arquivos)),
        async (alvo, carga) => {
          const r = await emitirEmLote({ url: alvo, pid: null }, carga, `${processos} processo(s)`);
          if ('erro' in r) return `${processos} processo(s): ${r.erro}`;
          tempos.push(r.segundos);
          return null;
        },
      ),
    );
    if (erro) return [erro];
  }
  const razao = tempos[0]! / tempos[1]!;
  const linha = `2 processos ÷ 1: ${tempos[0]!.toFixed(1)} s → ${tempos[1]!.toFixed(1)} s = ${razao.toFixed(2)}× mais rápido (meta ≥ ${ALVO_DOIS_PROCESSOS}×; ${os.availableParallelism()} núcleos nesta máquina, que também rodam o PostgreSQL)`;
  process.stdout.write(`   ${linha}\n`);
  return razao >= ALVO_DOIS_PROCESSOS ? [] : [`meta não atingida — ${linha}`];
}

export async function cenarioCertificados(opts: { duracao: number; quantos: number }): Promise<number> {
  const falhas: string[] = [];
  const erroRender = await medirRenderizacao(opts.duracao);
  if (erroRender) falhas.push(erroRender);

  process.stdout.write(`\n2. Emissão em lote de ponta a ponta (${opts.quantos.toLocaleString('pt-BR')} participantes + 1 instrutor)\n`);
  // PGlite: o banco e os arquivos no DATA_DIR que o servidor vai usar
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-bench-certificados-'));
  const apagar = async () => fs.promises.rm(dataDir, { recursive: true, force: true });
  const desregistrar = registrarLimpeza(apagar);
  try {
    const carga = await semearBanco({ dataDir }, (db) => semear(db, opts.quantos, path.join(dataDir, 'files')));
    const r = await comServidor({ DATABASE_URL: '', SEED_DEMO: 'false' }, 'escola-bench-certificados', (s) => emitirEmLote(s, carga, 'PGlite'), { dataDir });
    if ('erro' in r) falhas.push(`PGlite: ${r.erro}`);
  } finally {
    await apagar();
    desregistrar();
  }
  const urlBase = process.env.DATABASE_URL;
  if (urlBase) {
    const arquivos = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-bench-certificados-pg-'));
    try {
      await comBancoTemporario(urlBase, async (url) => {
        const carga = await semearBanco({ url }, (db) => semear(db, opts.quantos, path.join(arquivos, 'files')));
        const r = await comServidor({ DATABASE_URL: url, SEED_DEMO: 'false' }, 'escola-bench-certificados-pg', (s) => emitirEmLote(s, carga, 'PostgreSQL'), { dataDir: arquivos });
        if ('erro' in r) falhas.push(`PostgreSQL: ${r.erro}`);
      });
    } finally {
      fs.rmSync(arquivos, { recursive: true, force: true });
    }
    if (NGINX) {
      process.stdout.write(`\n3. O mesmo lote com 1 e com 2 processos (npm run cluster atrás do nginx), no PostgreSQL\n`);
      falhas.push(...(await compararProcessos(urlBase, opts.quantos)));
    } else {
      process.stdout.write('\n3. (sem nginx: a comparação entre 1 e 2 processos não foi medida)\n');
    }
  } else {
    process.stdout.write('   (PostgreSQL: defina DATABASE_URL para medir também)\n');
  }
  process.stdout.write(falhas.length ? `\n✗ ${falhas.join('\n✗ ')}\n` : '\n✓ Todos os certificados emitidos, gerados e enviados, sem erros.\n');
  return falhas.length ? 1 : 0;
}
