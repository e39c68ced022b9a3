/**
 * `npm run bench -- presenca`: confirmações de presença por segundo e p50/p99 com 50 clientes simultâneos,
 * cada um uma pessoa inscrita diferente, no PGlite e — com DATABASE_URL — no PostgreSQL (banco temporário).
 *
 * A carga: 50 participantes inscritos em 400 turmas que têm encontro hoje (00:00–23:59, a janela está
 * aberta o dia todo). Cada confirmação medida é nova (par pessoa × turma que ainda não confirmou: grava);
 * depois, as repetidas (o mesmo QR escaneado de novo: a resposta idempotente). A referência é uma
 * escrita Drizzle da mesma app atrás da mesma sessão (`POST /api/bench/notas/minhas`: sessão + INSERT),
 * medida na mesma execução com as mesmas 50 pessoas.
 *
 * Metas: confirmação nova ≥ 1,0× a referência de escrita; p99 < 50 ms no PostgreSQL. Sai com código 1
 * se uma meta falhar, se houver erros ou respostas inesperadas.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { cargaHoraria, dataEmSaoPaulo, instanteEmSaoPaulo } from '../src/shared/rules/cronograma.ts';
import type { Db } from '../src/server/db/client.ts';
import { datasTurma, eventos, inscricoes, turmaInstrutores, turmas, unidades } from '../src/server/db/schema/index.ts';
import { seedLookups } from '../src/server/db/seed.ts';
import type { Servidor } from '../scripts/servidor-local.ts';
import { comBancoTemporario, comServidor, semearBanco } from './ambiente.ts';
import type { ContaBench } from './contas.ts';
import { entrarTodas } from './eventos.ts';
import { ms } from './formato.ts';
import { registrarLimpeza } from './limpeza.ts';
import { conferirAlvos, imprimir, medirRotas, type Medida, type OpcoesMedida, type Pedido, type Rota } from './medicao.ts';
import { criarPessoas } from './semente-eventos.ts';

const PESSOAS = 50;
const TURMAS = 400;
export const ALVO_CONFIRMACAO = 1.0;
export const P99_MAXIMO_PG_MS = 50;

interface Carga {
  contas: ContaBench[];
  turmaIds: number[];
}

/** Um evento com TURMAS turmas de um encontro hoje (o dia todo) e todas as pessoas inscritas em todas. */
async function semear(db: Db): Promise<Carga> {
  await seedLookups(db);
  const { instrutores, contas } = await criarPessoas(db, PESSOAS);
  const ids = (await db.execute(sql`select id from usuarios where email like 'participante%@escola.bench' order by id`)) as unknown as { rows: { id: number }[] };
  const [unidade] = await db.select({ id: unidades.id }).from(unidades).limit(1);
  const agora = new Date();
  const hoje = dataEmSaoPaulo(agora);
  const encontro = { data: hoje, horario_inicio: '00:00', horario_fim: '23:59' };
  const inicio = instanteEmSaoPaulo(hoje, '00:00');
  const fim = instanteEmSaoPaulo(hoje, '23:59');
  const [evento] = await db
    .insert(eventos)
    .values({ titulo: 'Congresso do benchmark de presença', local: 'Auditório', tipo: 'Congresso', unidadeId: unidade!.id, publicado: true, inicio, fim, dataInicio: hoje, dataFim: hoje })
    .returning({ id: eventos.id });
  const novas = await db
    .insert(turmas)
    .values(Array.from({ length: TURMAS }, (_, i) => ({ eventoId: evento!.id, nome: `Sala ${i + 1}`, vagas: PESSOAS, confirmadas: PESSOAS, inicio, fim, dataInicio: hoje, dataFim: hoje, cargaHoraria: cargaHoraria([encontro]) })))
    .returning({ id: turmas.id });
  const turmaIds = novas.map((t) => t.id);
  await db.insert(datasTurma).values(turmaIds.map((turmaId) => ({ turmaId, data: hoje, horarioInicio: encontro.horario_inicio, horarioFim: encontro.horario_fim })));
  await db.insert(turmaInstrutores).values(turmaIds.map((turmaId) => ({ turmaId, usuarioId: instrutores[0]!, ordem: 1 })));
  for (const turmaId of turmaIds) {
    await db.insert(inscricoes).values(ids.rows.map((u) => ({ turmaId, eventoId: evento!.id, usuarioId: u.id, status: 'confirmada' as const, exclusiva: false, criadaEm: agora, confirmadaEm: agora })));
  }
  await db.execute(sql`analyze usuarios, turmas, datas_turma, inscricoes`);
  return { contas, turmaIds };
}

async function prepararBanco(destino: { dataDir: string } | { url: string }): Promise<Carga> {
  const t0 = Date.now();
  const carga = await semearBanco(destino, semear);
  process.stdout.write(`  carga gravada em ${((Date.now() - t0) / 1000).toFixed(1)} s: ${PESSOAS} pessoas inscritas em ${TURMAS} turmas com encontro hoje\n`);
  return carga;
}

/** Pedido k: pessoa k mod P, turma ⌊k / P⌋ — pedidos simultâneos são de pessoas diferentes e cada par é novo. */
function rodizioNovas(tokens: readonly string[], turmaIds: readonly number[]): () => Pedido {
  let k = 0;
  return () => {
    const u = k % tokens.length;
    const j = Math.floor(k / tokens.length) % turmaIds.length;
    k++;
    return { caminho: '/api/presencas/confirmar', token: tokens[u]!, body: { turma: turmaIds[j] } };
  };
}

/** As repetidas: cada pessoa na primeira turma (já confirmada pela medida das novas). */
function rodizioRepetidas(tokens: readonly string[], turmaId: number): () => Pedido {
  let k = 0;
  return () => ({ caminho: '/api/presencas/confirmar', token: tokens[k++ % tokens.length]!, body: { turma: turmaId } });
}

function rodizioReferencia(tokens: readonly string[]): () => Pedido {
  let k = 0;
  return () => ({ caminho: '/api/bench/notas/minhas', token: tokens[k++ % tokens.length]!, body: { texto: 'nota de referência' } });
}

async function rodarConjunto(servidor: Servidor, carga: Carga, opts: OpcoesMedida): Promise<Medida[]> {
  const tokens = await entrarTodas(servidor.url, carga.contas);
  const rotas: Rota[] = [
    { nome: 'POST /api/bench/notas/minhas (sessão + INSERT)', method: 'POST', caminho: '/api/bench/notas/minhas', proximo: rodizioReferencia(tokens), referencia: 'escrita' },
    { nome: 'POST /api/presencas/confirmar (nova)', method: 'POST', caminho: '/api/presencas/confirmar', proximo: rodizioNovas(tokens, carga.turmaIds), comparar: 'escrita', alvo: ALVO_CONFIRMACAO },
    { nome: 'POST /api/presencas/confirmar (repetida)', method: 'POST', caminho: '/api/presencas/confirmar', proximo: rodizioRepetidas(tokens, carga.turmaIds[0]!), comparar: 'escrita', alvo: ALVO_CONFIRMACAO },
  ];
  return medirRotas(servidor.url, rotas, tokens[0]!, opts);
}

async function medirNoPglite(opts: OpcoesMedida): Promise<Medida[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-bench-presenca-'));
  const apagar = async () => fs.promises.rm(dataDir, { recursive: true, force: true });
  const desregistrar = registrarLimpeza(apagar);
  try {
    const carga = await prepararBanco({ dataDir });
    return await comServidor({ DATABASE_URL: '', SEED_DEMO: 'false' }, 'escola-bench-presenca', (s) => rodarConjunto(s, carga, opts), { dataDir });
  } finally {
    desregistrar();
    await apagar();
  }
}

async function medirNoPostgres(urlBase: string, opts: OpcoesMedida): Promise<Medida[]> {
  return comBancoTemporario(urlBase, async (url) => {
    const carga = await prepararBanco({ url });
    return comServidor({ DATABASE_URL: url, SEED_DEMO: 'false' }, 'escola-bench-presenca-pg', (s) => rodarConjunto(s, carga, opts));
  });
}

/** p99 das confirmações no PostgreSQL abaixo do teto. */
function conferirP99(medidas: readonly Medida[]): string[] {
  const falhas: string[] = [];
  for (const m of medidas.filter((x) => x.rota.nome.includes('confirmar'))) {
    const passou = m.r.latency.p99 < P99_MAXIMO_PG_MS;
    const texto = `${m.rota.nome}: p99 ${ms(m.r.latency.p99)} (meta < ${P99_MAXIMO_PG_MS} ms)`;
    process.stdout.write(`  ${passou ? 'PASSOU' : 'FALHOU'} [PostgreSQL] ${texto}\n`);
    if (!passou) falhas.push(`[PostgreSQL] ${texto}`);
  }
  return falhas;
}

export async function cenarioPresenca(opts: OpcoesMedida): Promise<number> {
  process.stdout.write(
    `Cenário presença: ${opts.conexoes} conexões (cada uma uma pessoa diferente), ${opts.duracao} s por rota após ${opts.aquecimento} s de aquecimento; ` +
      `metas: confirmação ≥ ${ALVO_CONFIRMACAO}× a escrita de referência, p99 < ${P99_MAXIMO_PG_MS} ms no PostgreSQL.\n\nPGlite (DATA_DIR temporário):\n`,
  );
  const pglite = await medirNoPglite(opts);
  const falhas = imprimir('Resultados — PGlite', pglite);
  const metas = conferirAlvos('PGlite', pglite);
  const urlPg = process.env.DATABASE_URL;
  if (!urlPg) {
    process.stdout.write('\n(sem DATABASE_URL: PostgreSQL não medido — a meta de p99 é do PostgreSQL)\n');
  } else {
    process.stdout.write('\nPostgreSQL (DATABASE_URL):\n');
    const pg = await medirNoPostgres(urlPg, opts);
    falhas.push(...imprimir('Resultados — PostgreSQL', pg));
    metas.push(...conferirAlvos('PostgreSQL', pg), ...conferirP99(pg));
  }
  if (falhas.length > 0) {
    process.stderr.write(`\nBENCHMARK REPROVADO: ${falhas.length} medida(s) com respostas inesperadas ou erros; os números acima não medem essas rotas.\n${falhas.map((f) => `  - ${f}\n`).join('')}`);
  }
  if (metas.length > 0) process.stderr.write(`\nMETA NÃO ATINGIDA:\n${metas.map((m) => `  - ${m}\n`).join('')}`);
  return falhas.length === 0 && metas.length === 0 ? 0 : 1;
}
