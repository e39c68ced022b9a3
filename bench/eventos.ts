/**
 * `npm run bench -- eventos`: vazão e latência da lista de eventos e da inscrição numa base grande
 * (2.000 eventos, 10.000 turmas: veja semente-eventos.ts), contra as rotas de referência medidas na mesma
 * execução, no PGlite e — com DATABASE_URL — no PostgreSQL (banco temporário criado e apagado).
 *
 * Meta: `GET /api/eventos` (anônimo, a primeira página de 20 que as telas pedem; e a de um participante logado,
 * só programados e em andamento) a pelo menos 0,8× a leitura indexada de referência (`GET /api/bench/notas/:id`). Sai com
 * código 1 se alguma meta não for atingida, se alguma resposta for inesperada ou se houver erros.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Servidor } from '../scripts/servidor-local.ts';
import { comBancoTemporario, comServidor } from './ambiente.ts';
import type { ContaBench } from './contas.ts';
import { registrarLimpeza } from './limpeza.ts';
import { conferirAlvos, imprimir, json, medirAlternadas, medirRotas, type Medida, type OpcoesMedida, type Pedido, type Rota } from './medicao.ts';
import { prepararBanco, type CargaEventos } from './semente-eventos.ts';

export type OpcoesEventos = OpcoesMedida;

/**
 * Participantes que se revezam nas inscrições: cada um acaba com umas 20 por 10 s medidos no PGlite e até umas
 * 60 nas 3 rodadas do PostgreSQL (a leitura só traz as ativas do mesmo evento ou do mesmo dia da turma, então o
 * custo quase não cresce com elas).
 */
const PARTICIPANTES = 1000;
/** Meta da lista: req/s ≥ 0,8 × a leitura indexada de referência. */
export const ALVO_LISTA = 0.8;
/** Sem a demonstração: a base é só a carga do cenário. */
const ENV_EVENTOS = { SEED_DEMO: 'false' };

/** Entra com cada conta pela API (poucas de cada vez) e devolve os tokens de acesso, na ordem das contas. */
export async function entrarTodas(url: string, contas: readonly ContaBench[], emParalelo = 8): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < contas.length; i += emParalelo) {
    const lote = contas.slice(i, i + emParalelo).map(async (c) => {
      const r = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(c) });
      return (await json<{ token: string }>(r, `POST /api/auth/login (${c.identificador})`)).token;
    });
    tokens.push(...(await Promise.all(lote)));
  }
  return tokens;
}

/**
 * Inscrições sempre novas e válidas: o pedido k é da pessoa u = k mod U (pedidos simultâneos são de
 * pessoas diferentes) no evento (u + j) mod E, j = ⌊k / U⌋ (os eventos de uma pessoa nunca se repetem,
 * então a regra de uma turma por evento não recusa), numa das turmas abertas dele. Como nenhuma turma
 * divide horário com outra, não há conflito de horário. Só repetiria um par depois de U × E pedidos.
 */
export function rodizioDeInscricoes(tokens: readonly string[], abertas: CargaEventos['abertas']): () => Pedido {
  let k = 0;
  return () => {
    const u = k % tokens.length;
    const j = Math.floor(k / tokens.length);
    k++;
    const evento = abertas[(u + j) % abertas.length]!;
    const turmaId = evento.turmaIds[(u + 3 * j) % evento.turmaIds.length]!;
    return { caminho: `/api/turmas/${turmaId}/inscricoes`, token: tokens[u]! };
  };
}

function rodizioDeNotas(tokens: readonly string[]): () => Pedido {
  let k = 0;
  return () => ({ caminho: '/api/bench/notas/minhas', token: tokens[k++ % tokens.length]!, body: { texto: 'nota de referência' } });
}

/** Metas da inscrição no PostgreSQL (issue 22): ≥ 0,4× a escrita de referência da mesma execução, p99 < 250 ms. */
export const ALVO_INSCRICAO_PG = 0.4;
export const P99_INSCRICAO_PG_MS = 250;

function conferirInscricaoNoPostgres(medidas: readonly Medida[]): string[] {
  const escrita = medidas.find((m) => m.rota.referencia === 'escrita');
  const inscricao = medidas.find((m) => m.rota.nome.startsWith('POST /api/turmas/'));
  if (!escrita || !inscricao) return [];
  const razao = inscricao.r.requests.average / escrita.r.requests.average;
  const textos = [
    [razao >= ALVO_INSCRICAO_PG, `inscrição ${Math.round(inscricao.r.requests.average)} req/s = ${razao.toFixed(2)}× a escrita de referência (${Math.round(escrita.r.requests.average)} req/s); meta ≥ ${ALVO_INSCRICAO_PG}×`],
    [inscricao.r.latency.p99 < P99_INSCRICAO_PG_MS, `inscrição p99 ${inscricao.r.latency.p99} ms (meta < ${P99_INSCRICAO_PG_MS} ms)`],
  ] as const;
  for (const [passou, texto] of textos) process.stdout.write(`  ${passou ? 'PASSOU' : 'FALHOU'} [PostgreSQL] ${texto}\n`);
  return textos.filter(([passou]) => !passou).map(([, t]) => `[PostgreSQL] ${t}`);
}

/**
 * No PostgreSQL, onde a razão da inscrição é meta: a escrita de referência e a inscrição se alternam em
 * `RODADAS` rodadas (a vazão do host oscila de um minuto para o outro), e depois de cada medida de inscrição
 * a fila de tarefas esvazia (os e-mails das inscrições não pesam sobre a escrita da rodada seguinte).
 */
const RODADAS = 3;

interface Alternancia {
  esperarFila: () => Promise<void>;
}

async function rodarConjunto(servidor: Servidor, carga: CargaEventos, opts: OpcoesEventos, alternar?: Alternancia): Promise<Medida[]> {
  const nota = await json<{ id: number }>(
    await fetch(`${servidor.url}/api/bench/notas`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ texto: 'nota de referência' }) }),
    'POST /api/bench/notas',
  );
  const t0 = Date.now();
  const tokens = await entrarTodas(servidor.url, carga.participantes);
  process.stdout.write(`  ${tokens.length.toLocaleString('pt-BR')} participantes entraram em ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  const rotas: Rota[] = [
    { nome: 'GET /api/bench/hello', method: 'GET', caminho: '/api/bench/hello', referencia: 'sem banco' },
    { nome: 'GET /api/bench/notas/:id', method: 'GET', caminho: `/api/bench/notas/${nota.id}`, referencia: 'leitura' },
    // a página que as telas pedem (sem `pagina` nem `por_pagina` a lista viria inteira, até 1000)
    { nome: 'GET /api/eventos (anônimo)', method: 'GET', caminho: '/api/eventos?pagina=1&por_pagina=20', comparar: 'leitura', alvo: ALVO_LISTA },
    {
      nome: 'GET /api/eventos?status=programado,em_andamento (participante)',
      method: 'GET',
      caminho: '/api/eventos?status=programado,em_andamento&pagina=1&por_pagina=20',
      autenticada: true,
      comparar: 'leitura',
      alvo: ALVO_LISTA,
    },
    // a escrita de referência: sessão conferida + um INSERT, das mesmas pessoas
    {
      nome: 'POST /api/bench/notas/minhas (sessão + INSERT)', method: 'POST', caminho: '/api/bench/notas/minhas', referencia: 'escrita',
      proximo: rodizioDeNotas(tokens),
    },
    // por último: cada inscrição põe avisos na fila de tarefas, que o servidor processa em segundo plano
    {
      nome: 'POST /api/turmas/:turmaId/inscricoes',
      method: 'POST',
      caminho: '/api/turmas/:turmaId/inscricoes',
      proximo: rodizioDeInscricoes(tokens, carga.abertas),
      comparar: 'escrita',
    },
  ];
  const escolhidas = rotas.filter((r) => !opts.so || r.referencia || r.nome.includes(opts.so));
  const par = alternar ? escolhidas.filter((r) => r.referencia === 'escrita' || r.comparar === 'escrita') : [];
  if (par.length < 2) return medirRotas(servidor.url, escolhidas, tokens[0]!, opts);
  const antes = await medirRotas(servidor.url, escolhidas.filter((r) => !par.includes(r)), tokens[0]!, opts);
  process.stdout.write(`  ${par.map((r) => r.nome).join(' e ')}: ${RODADAS} rodadas alternadas (fila esvaziada depois de cada inscrição)\n`);
  const alternadas = await medirAlternadas(servidor.url, par, tokens[0]!, { ...opts, rodadas: RODADAS }, (r) =>
    r.comparar === 'escrita' ? alternar!.esperarFila() : Promise.resolve(),
  );
  return [...antes, ...alternadas];
}

/** PGlite: DATA_DIR temporário, semeado aqui antes de o servidor subir (um processo por diretório), apagado no fim. */
async function medirNoPglite(opts: OpcoesEventos): Promise<Medida[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-bench-eventos-'));
  const apagar = async () => fs.promises.rm(dataDir, { recursive: true, force: true });
  const desregistrar = registrarLimpeza(apagar);
  try {
    const carga = await prepararBanco({ dataDir }, PARTICIPANTES);
    return await comServidor({ DATABASE_URL: '', ...ENV_EVENTOS }, 'escola-bench-eventos', (s) => rodarConjunto(s, carga, opts), { dataDir });
  } finally {
    desregistrar();
    await apagar();
  }
}

async function medirNoPostgres(urlBase: string, opts: OpcoesEventos): Promise<Medida[]> {
  return comBancoTemporario(urlBase, async (url) => {
    const carga = await prepararBanco({ url }, PARTICIPANTES);
    const banco = new pg.Pool({ connectionString: url, max: 1 });
    banco.on('error', () => {}); // uma conexão parada derrubada pelo DROP DATABASE da limpeza não é erro do bench
    try {
      return await comServidor({ DATABASE_URL: url, ...ENV_EVENTOS }, 'escola-bench-eventos-pg', (s) => rodarConjunto(s, carga, opts, { esperarFila: () => esperarFilaVazia(banco) }));
    } finally {
      await banco.end();
    }
  });
}

/** Espera o servidor entregar o que as inscrições puseram na fila (entrada e tarefas do pg-boss), até 3 min. */
async function esperarFilaVazia(banco: pg.Pool): Promise<void> {
  const limite = Date.now() + 180_000;
  for (;;) {
    const { rows } = await banco.query<{ n: string }>(
      `select (select count(*) from tarefas_a_enfileirar) + (select count(*) from pgboss.job where state < 'completed') as n`,
    );
    if (Number(rows[0]!.n) === 0) return;
    if (Date.now() > limite) throw new Error(`a fila de tarefas não esvaziou em 3 min (${rows[0]!.n} pendentes)`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Roda o cenário; devolve o código de saída (1 com respostas inesperadas, erros ou meta não atingida). */
export async function cenarioEventos(opts: OpcoesEventos): Promise<number> {
  process.stdout.write(
    `Cenário eventos: ${opts.conexoes} conexões, ${opts.duracao} s por rota após ${opts.aquecimento} s de aquecimento; ` +
      `meta da lista ≥ ${ALVO_LISTA}× a leitura indexada de referência.\n\nPGlite (DATA_DIR temporário):\n`,
  );
  // BENCH_SO_POSTGRES=1 pula o PGlite (para medir de novo só o PostgreSQL enquanto se investiga)
  const pglite = process.env.BENCH_SO_POSTGRES === '1' ? [] : await medirNoPglite(opts);
  const falhas = pglite.length > 0 ? imprimir('Resultados — PGlite', pglite) : [];
  const metas = pglite.length > 0 ? conferirAlvos('PGlite', pglite) : [];

  const urlPg = process.env.DATABASE_URL;
  if (!urlPg) {
    process.stdout.write('\n(sem DATABASE_URL: PostgreSQL não medido)\n');
  } else {
    process.stdout.write('\nPostgreSQL (DATABASE_URL):\n');
    const pg = await medirNoPostgres(urlPg, opts);
    falhas.push(...imprimir('Resultados — PostgreSQL', pg));
    metas.push(...conferirAlvos('PostgreSQL', pg), ...conferirInscricaoNoPostgres(pg));
  }
  if (falhas.length === 0 && metas.length === 0) return 0;
  if (falhas.length > 0) {
    process.stderr.write(
      `\nBENCHMARK REPROVADO: ${falhas.length} medida(s) com respostas inesperadas ou erros; os números acima não medem essas rotas.\n` +
        falhas.map((f) => `  - ${f}\n`).join(''),
    );
  }
  if (metas.length > 0) {
    process.stderr.write(`\nMETA NÃO ATINGIDA: ${metas.length} medida(s) abaixo da razão pedida.\n${metas.map((m) => `  - ${m}\n`).join('')}`);
  }
  return 1;
}
