/**
 * `npm run bench -- base`: vazão e latência das rotas reais contra rotas de referência do mesmo app
 * (BENCH_ROUTES=1), no PGlite e — com DATABASE_URL — no PostgreSQL (banco temporário criado e apagado).
 */
import { randomBytes } from 'node:crypto';
import autocannon, { type ResultadoAutocannon } from 'autocannon';
import { iniciarServidor, type Servidor } from '../scripts/servidor-local.ts';
import { criarContasDeBench, type ContaBench } from './contas.ts';
import { ms, tabela } from './formato.ts';
import { registrarLimpeza } from './limpeza.ts';

export interface OpcoesBase {
  conexoes: number;
  duracao: number;
  aquecimento: number;
  /** Só as rotas cujo nome contém este texto (as referências sempre rodam, para a razão). */
  so?: string;
}

const USUARIO = { identificador: 'usuario@escola.demo', senha: 'Escola@2026' };

type Tipo = 'leitura' | 'escrita';
interface Rota {
  nome: string;
  method: 'GET' | 'POST';
  caminho: string;
  body?: unknown;
  /** Corpos usados em rodízio, um por requisição (o login reparte as chamadas entre contas). */
  corpos?: readonly unknown[];
  /** Status fora de 2xx que esta rota pode responder sem reprovar a medida (padrão: nenhum). */
  esperados?: readonly number[];
  autenticada?: boolean;
  /** Referência deste tipo (as rotas de referência não têm `comparar`). */
  referencia?: Tipo | 'sem banco';
  comparar?: Tipo;
  conexoes?: number;
  /** Duração mínima da medida (o login, preso ao scrypt, responde poucas vezes por segundo). */
  duracaoMinima?: number;
}

interface Medida {
  rota: Rota;
  conexoes: number;
  duracao: number;
  r: ResultadoAutocannon;
}

/**
 * Espera a fila do servidor esvaziar: o autocannon para no fim do tempo, mas o servidor ainda atende
 * o que já recebeu (no login, segundos de scrypt). Uma requisição da mesma rota só volta depois disso,
 * então a medida seguinte não herda a fila da anterior.
 */
async function drenar(url: string, rota: Rota, token: string): Promise<void> {
  const body = rota.corpos?.[0] ?? rota.body;
  await fetch(url + rota.caminho, {
    method: rota.method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(rota.autenticada ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  }).then((r) => r.arrayBuffer());
}

async function json<T>(r: Response, oque: string): Promise<T> {
  if (!r.ok) throw new Error(`${oque} respondeu ${r.status}: ${(await r.text()).slice(0, 300)}`);
  return (await r.json()) as T;
}

async function medir(url: string, rota: Rota, token: string, conexoes: number, duracao: number): Promise<ResultadoAutocannon> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (rota.body !== undefined || rota.corpos) headers['content-type'] = 'application/json';
  if (rota.autenticada) headers.authorization = `Bearer ${token}`;
  const corpos = rota.corpos?.map((c) => JSON.stringify(c));
  let proximo = 0;
  return autocannon({
    url: url + rota.caminho,
    method: rota.method,
    headers,
    body: rota.body === undefined ? undefined : JSON.stringify(rota.body),
    // rodízio global (não por conexão): requisições simultâneas caem em contas diferentes
    ...(corpos ? { requests: [{ setupRequest: (req) => ({ ...req, body: corpos[proximo++ % corpos.length] }) }] } : {}),
    connections: conexoes,
    duration: duracao,
    timeout: 30,
  });
}

async function rodarConjunto(servidor: Servidor, opts: OpcoesBase): Promise<Medida[]> {
  const sessao = await json<{ token: string }>(
    await fetch(`${servidor.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(USUARIO) }),
    'POST /api/auth/login',
  );
  const nota = await json<{ id: number }>(
    await fetch(`${servidor.url}/api/bench/notas`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ texto: 'nota de referência' }) }),
    'POST /api/bench/notas',
  );
  const rotas: Rota[] = [
    { nome: 'GET /api/bench/hello', method: 'GET', caminho: '/api/bench/hello', referencia: 'sem banco' },
    { nome: 'GET /api/bench/notas/:id', method: 'GET', caminho: `/api/bench/notas/${nota.id}`, referencia: 'leitura' },
    { nome: 'POST /api/bench/notas', method: 'POST', caminho: '/api/bench/notas', body: { texto: 'carga' }, referencia: 'escrita' },
    { nome: 'GET /api/perfil/me', method: 'GET', caminho: '/api/perfil/me', autenticada: true, comparar: 'leitura' },
    { nome: 'GET /api/notificacoes/nao-lidas/contagem', method: 'GET', caminho: '/api/notificacoes/nao-lidas/contagem', autenticada: true, comparar: 'leitura' },
    // scrypt (SCRYPT_LOG_N padrão 15) domina: é o custo real de um login
    // logins corretos repartidos entre contas (veja bench/contas.ts): mede o login, não a recusa
    { nome: 'POST /api/auth/login', method: 'POST', caminho: '/api/auth/login', corpos: [], comparar: 'escrita', duracaoMinima: 20 },
    { nome: 'POST /api/auth/login', method: 'POST', caminho: '/api/auth/login', corpos: [], comparar: 'escrita', conexoes: 10, duracaoMinima: 10 },
  ];
  const escolhidas = rotas.filter((r) => !opts.so || r.referencia || r.nome.includes(opts.so));
  const comContas = escolhidas.filter((r) => r.corpos);
  if (comContas.length > 0) {
    // uma conta por conexão: cada conta fica com ~1 login em andamento por vez
    const quantas = Math.max(...comContas.map((r) => r.conexoes ?? opts.conexoes));
    const contas: ContaBench[] = await criarContasDeBench(servidor.url, quantas);
    process.stdout.write(`  ${contas.length} contas de bench criadas para o login\n`);
    for (const r of comContas) r.corpos = contas;
  }
  const medidas: Medida[] = [];
  for (const rota of escolhidas) {
    const conexoes = rota.conexoes ?? opts.conexoes;
    const duracao = Math.max(opts.duracao, rota.duracaoMinima ?? 0);
    process.stdout.write(`  ${rota.nome} (${conexoes} conexões): aquecendo ${opts.aquecimento} s, medindo ${duracao} s…`);
    if (opts.aquecimento > 0) {
      await medir(servidor.url, rota, sessao.token, conexoes, opts.aquecimento);
      await drenar(servidor.url, rota, sessao.token);
    }
    const r = await medir(servidor.url, rota, sessao.token, conexoes, duracao);
    await drenar(servidor.url, rota, sessao.token);
    process.stdout.write(` ${Math.round(r.requests.average)} req/s\n`);
    medidas.push({ rota, conexoes, r, duracao });
  }
  return medidas;
}

/** 0.42, 1.3, ou 0.0048 (duas casas significativas quando pequena: o login fica na casa de 1/200). */
const fmtRazao = (r: number) => (r >= 0.1 ? r.toFixed(2) : r.toPrecision(2));

/**
 * O que reprova uma medida: status fora de 2xx que a rota não declarou em `esperados`, erros de
 * conexão e tempos esgotados. Números de uma rota que recusou ou falhou não medem a rota.
 */
function problemas(m: Medida): string[] {
  const rotulo = `${m.rota.nome} (${m.conexoes} conexões)`;
  const inesperados = Object.entries(m.r.statusCodeStats).filter(([c]) => !c.startsWith('2') && !m.rota.esperados?.includes(Number(c)));
  const lista: string[] = [];
  if (inesperados.length > 0) lista.push(`${rotulo}: respostas inesperadas ${inesperados.map(([c, st]) => `${c}×${st.count}`).join(', ')}`);
  if (m.r.errors > 0) lista.push(`${rotulo}: ${m.r.errors} erros de conexão (${m.r.timeouts} por tempo esgotado)`);
  return lista;
}

/** Imprime a tabela e devolve os problemas das medidas (vazio quando tudo respondeu como esperado). */
function imprimir(titulo: string, medidas: Medida[]): string[] {
  const refs = new Map<string, number>();
  for (const m of medidas) if (m.rota.referencia) refs.set(m.rota.referencia, m.r.requests.average);
  const linhas = medidas.map((m) => {
    const erros = m.r.errors + m.r.timeouts;
    const naoOk = m.r.non2xx;
    const ref = m.rota.comparar ? refs.get(m.rota.comparar) : undefined;
    const razao = m.rota.referencia
      ? `referência (${m.rota.referencia})`
      : ref
        ? `${fmtRazao(m.r.requests.average / ref)}× a ref. de ${m.rota.comparar}`
        : '—';
    return [m.rota.nome, String(m.conexoes), `${m.duracao} s`, Math.round(m.r.requests.average).toLocaleString('pt-BR'), ms(m.r.latency.p50), ms(m.r.latency.p99), `${erros}/${naoOk}`, razao];
  });
  process.stdout.write(`\n${titulo}\n`);
  process.stdout.write(tabela(['rota', 'conex.', 'tempo', 'req/s', 'p50', 'p99', 'erros/não-2xx', 'razão (req/s)'], linhas, [false, true, true, true, true, true, true, false]));
  const lista = medidas.flatMap(problemas);
  for (const p of lista) process.stdout.write(`  ✗ ${p}\n`);
  return lista;
}

const ENV_SERVIDOR = {
  BENCH_ROUTES: '1',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_PER_MIN: '100000',
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
};

async function comServidor<T>(env: Record<string, string>, rotulo: string, fn: (s: Servidor) => Promise<T>): Promise<T> {
  const t0 = Date.now();
  const servidor = await iniciarServidor({ rotulo, env: { ...ENV_SERVIDOR, ...env } });
  process.stdout.write(`  servidor pronto em ${((Date.now() - t0) / 1000).toFixed(1)} s (${servidor.url})\n`);
  try {
    return await fn(servidor);
  } finally {
    await servidor.parar();
  }
}

/** Cria um banco vazio `escola_bench_<aleatório>` no servidor de DATABASE_URL e o apaga no fim. */
async function comBancoTemporario<T>(urlBase: string, fn: (url: string) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const nome = `escola_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: urlBase });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nome}`);
  const apagar = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`).catch((e: unknown) => {
      process.stderr.write(`  não consegui apagar o banco ${nome}: ${String(e)}\n`);
    });
    await admin.end().catch(() => {});
  };
  const desregistrar = registrarLimpeza(apagar);
  try {
    const u = new URL(urlBase);
    u.pathname = `/${nome}`;
    process.stdout.write(`  banco temporário ${nome}\n`);
    return await fn(u.toString());
  } finally {
    desregistrar();
    await apagar();
  }
}

/** Roda o cenário; devolve o código de saída (1 quando alguma medida foi reprovada por `problemas`). */
export async function cenarioBase(opts: OpcoesBase): Promise<number> {
  process.stdout.write(`Cenário base: ${opts.conexoes} conexões, ${opts.duracao} s por rota após ${opts.aquecimento} s de aquecimento.\n\n`);
  process.stdout.write('PGlite (DATA_DIR temporário):\n');
  const pglite = await comServidor({ DATABASE_URL: '' }, 'escola-bench', (s) => rodarConjunto(s, opts));
  const falhas = imprimir('Resultados — PGlite', pglite);

  const urlPg = process.env.DATABASE_URL;
  if (!urlPg) {
    process.stdout.write('\n(sem DATABASE_URL: PostgreSQL não medido)\n');
  } else {
    process.stdout.write('\nPostgreSQL (DATABASE_URL):\n');
    const pg = await comBancoTemporario(urlPg, (url) => comServidor({ DATABASE_URL: url }, 'escola-bench-pg', (s) => rodarConjunto(s, opts)));
    falhas.push(...imprimir('Resultados — PostgreSQL', pg));
  }
  if (falhas.length === 0) return 0;
  process.stderr.write(
    `\nBENCHMARK REPROVADO: ${falhas.length} medida(s) com respostas inesperadas ou erros; os números acima não medem essas rotas.\n` +
      falhas.map((f) => `  - ${f}\n`).join(''),
  );
  return 1;
}
