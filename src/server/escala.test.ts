/**
 * Dois processos (`npm run cluster`) no mesmo PostgreSQL, atrás do nginx com a configuração do guia
 * (docs/nginx/escola.conf): limites compartilhados, uma rotina agendada que roda uma vez, um arquivo enviado
 * por um processo e baixado pelo outro, e um processo morto no meio da carga sem perder nenhuma escrita
 * confirmada. Só no PostgreSQL (o PGlite é um processo só); sem o nginx, pulado — menos na CI (E2E_REQUIRED).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataEmSaoPaulo, instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { openDb, type DbHandle } from './db/client.ts';
import { datasTurma, eventos, inscricoes, turmaInstrutores, turmas, unidades } from './db/schema/index.ts';
import { ARQUIVOS_DE_TESTE } from './testing/arquivos.ts';
import { bancoPostgresNovo } from './testing/db.ts';
import { criarEventoDeTeste } from './testing/eventos.ts';
import { criarUsuario, SENHA_PADRAO } from './testing/factories.ts';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((c) => fs.existsSync(c));
const noPostgres = process.env.TEST_DB_KIND === 'postgres';
const exigido = process.env.E2E_REQUIRED === '1';
const RAIZ = path.resolve(import.meta.dirname, '../..');
const PESSOAS = 40;

if (noPostgres && exigido && !NGINX) throw new Error('o teste de escala precisa do nginx (apt-get install nginx): a CI o instala');

interface Ambiente {
  banco: { url: string; apagar(): Promise<void> };
  handle: DbHandle;
  dir: string;
  cluster: ChildProcess;
  nginx: ChildProcess;
  saida: string[];
  portas: [number, number];
  url: string;
  dados: { turmaInscricao: number; turmaPresenca: number; eventoId: number; adminEmail: string; pessoas: { id: number; email: string }[] };
}
let a: Ambiente;

const livre = async (): Promise<number> => {
  const net = await import('node:net');
  return new Promise((ok) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => ok(p));
    });
  });
};

async function esperar(condicao: () => Promise<boolean>, ms: number, oQue: string): Promise<void> {
  const fim = Date.now() + ms;
  while (!(await condicao().catch(() => false))) {
    if (Date.now() > fim) throw new Error(`tempo esgotado: ${oQue}\n${a?.saida.slice(-30).join('')}`);
    await new Promise((ok) => setTimeout(ok, 200));
  }
}

/** Pessoas, um evento com turma futura (inscrições) e uma turma com encontro hoje, todos inscritos (presenças). */
async function semear(handle: DbHandle): Promise<Ambiente['dados']> {
  const db = handle.db;
  const admin = await criarUsuario(db, { perfis: ['usuario', 'administrador'], scryptLogN: 4 });
  const pessoas = [];
  for (let i = 0; i < PESSOAS; i++) pessoas.push(await criarUsuario(db, { scryptLogN: 4 }));
  const { evento } = await criarEventoDeTeste(db, { admin, turmas: [{ vagas: 500 }] });
  const hoje = dataEmSaoPaulo(new Date());
  const inicio = instanteEmSaoPaulo(hoje, '00:00');
  const fim = instanteEmSaoPaulo(hoje, '23:59');
  const [unidade] = await db.select({ id: unidades.id }).from(unidades).limit(1);
  const [congresso] = await db.insert(eventos).values({ titulo: 'Congresso', local: 'Auditório', tipo: 'Congresso', unidadeId: unidade!.id, publicado: true, inicio, fim, dataInicio: hoje, dataFim: hoje }).returning({ id: eventos.id });
  const [t] = await db.insert(turmas).values({ eventoId: congresso!.id, nome: 'Sala 1', vagas: 500, confirmadas: PESSOAS, inicio, fim, dataInicio: hoje, dataFim: hoje, cargaHoraria: 24 }).returning({ id: turmas.id });
  await db.insert(datasTurma).values({ turmaId: t!.id, data: hoje, horarioInicio: '00:00', horarioFim: '23:59' });
  await db.insert(turmaInstrutores).values({ turmaId: t!.id, usuarioId: admin.id, ordem: 1 });
  await db.insert(inscricoes).values(pessoas.map((p) => ({ turmaId: t!.id, eventoId: congresso!.id, usuarioId: p.id, status: 'confirmada' as const, exclusiva: false, criadaEm: inicio, confirmadaEm: inicio })));
  return { turmaInscricao: evento.turmas[0]!.id, turmaPresenca: t!.id, eventoId: evento.id, adminEmail: admin.email, pessoas: pessoas.map((p) => ({ id: p.id, email: p.email })) };
}

/** A configuração do guia, com as portas e os caminhos do teste, dentro de um nginx.conf mínimo. */
function configurarNginx(dir: string, porta: number, upstreams: [number, number]): string {
  const guia = fs.readFileSync(path.join(RAIZ, 'docs/nginx/escola.conf'), 'utf8');
  const servidores = guia.match(/^\s*server 127\.0\.0\.1:\d+ .*$/gm) ?? [];
  expect(servidores).toHaveLength(2);
  let conf = guia
    .replace(servidores[0]!, servidores[0]!.replace(/:\d+/, `:${upstreams[0]}`))
    .replace(servidores[1]!, servidores[1]!.replace(/:\d+/, `:${upstreams[1]}`))
    .replace(/listen 80;/, `listen 127.0.0.1:${porta};`)
    .replace('/var/log/nginx/escola.access.log', path.join(dir, 'access.log'));
  conf = conf.replace(/^#.*$/gm, '');
  const temp = (n: string) => `${n}_temp_path ${path.join(dir, n)};`;
  const principal = [
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'daemon off;', 'worker_processes 1;', `pid ${path.join(dir, 'nginx.pid')};`, `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    `http { ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}\n${conf}\n}`,
  ].join('\n');
  const arquivo = path.join(dir, 'nginx.conf');
  fs.writeFileSync(arquivo, principal);
  return arquivo;
}

let clientes = 0;
/**
 * Entra direto num dos processos (alternando), como um cliente de IP próprio (X-Forwarded-For, com
 * TRUST_PROXY): o limite de 5 logins por minuto por IP do teste não barra as 40 pessoas da carga.
 */
async function entrar(email: string, senha = SENHA_PADRAO): Promise<string> {
  const n = ++clientes;
  const r = await fetch(`http://127.0.0.1:${a.portas[n % 2]}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.20.${Math.floor(n / 200)}.${n % 200}` },
    body: JSON.stringify({ identificador: email, senha }),
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { token: string }).token;
}

describe.skipIf(!noPostgres || !NGINX)('dois processos atrás do nginx, um PostgreSQL', () => {
  beforeAll(async () => {
    const banco = await bancoPostgresNovo();
    const handle = await openDb({ url: banco.url, poolMax: 4, migrate: false });
    const dados = await semear(handle);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-escala-'));
    const portas: [number, number] = [await livre(), 0];
    portas[1] = portas[0] + 1;
    const portaNginx = await livre();
    const saida: string[] = [];
    const cluster = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts', '--processos', '2', '--porta', String(portas[0])], {
      cwd: RAIZ,
      env: {
        ...process.env, NODE_ENV: 'production', DATABASE_URL: banco.url, DATA_DIR: path.join(dir, 'dados'), APP_URL: `http://127.0.0.1:${portaNginx}`,
        JWT_SECRET: 'segredo-do-teste-de-escala-com-mais-de-32-caracteres', TRUST_PROXY: 'true', SEED_DEMO: 'false', SKIP_WEB_BUILD: '1',
        LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MIN: '5', HOST: '127.0.0.1', SMTP_URL: '', MIGRATE_ON_START: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cluster.stdout!.on('data', (b: Buffer) => saida.push(b.toString()));
    cluster.stderr!.on('data', (b: Buffer) => saida.push(b.toString()));
    const nginx = spawn(NGINX!, ['-c', configurarNginx(dir, portaNginx, portas), '-p', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stderr!.on('data', (b: Buffer) => saida.push(`[nginx] ${b.toString()}`));
    a = { banco, handle, dir, cluster, nginx, saida, portas, url: `http://127.0.0.1:${portaNginx}`, dados };
    await esperar(async () => saida.join('').includes('processo(s) prontos'), 150_000, 'os dois processos prontos');
    await esperar(async () => (await fetch(`${a.url}/api/health/pronto`)).ok, 20_000, 'o nginx respondendo');
  }, 200_000);

  afterAll(async () => {
    if (!a) return;
    const saiu = new Promise((ok) => a.cluster.once('exit', ok));
    a.cluster.kill('SIGTERM');
    a.nginx.kill('SIGTERM');
    await Promise.race([saiu, new Promise((ok) => setTimeout(ok, 45_000))]);
    await a.handle.close();
    await a.banco.apagar();
    fs.rmSync(a.dir, { recursive: true, force: true });
  }, 90_000);

  it('os limites por IP são um só para os dois processos (o 6º login do mesmo IP é 429, vindo de qualquer um)', async () => {
    const status: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await fetch(`${a.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identificador: `ninguem${i}@teste.gov.br`, senha: 'Errada@123' }) });
      status.push(r.status);
    }
    expect(status).toEqual([401, 401, 401, 401, 401, 429]);
    const log = fs.readFileSync(path.join(a.dir, 'access.log'), 'utf8').split('\n').filter((l) => l.includes('/api/auth/login'));
    const usados = new Set(log.map((l) => /upstream=(\S+)/.exec(l)?.[1]));
    expect(usados.size).toBe(2); // os pedidos passaram pelos dois processos
  });

  it('um arquivo enviado por um processo é baixado pelo outro', async () => {
    const token = await entrar(a.dados.adminEmail);
    const [p1, p2] = a.portas.map((p) => `http://127.0.0.1:${p}`);
    const envio = await fetch(`${p1}/api/eventos/${a.dados.eventoId}/programacao`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' }, body: ARQUIVOS_DE_TESTE.pdf });
    expect(envio.status).toBe(200);
    const baixado = await fetch(`${p2}/api/eventos/${a.dados.eventoId}/programacao`, { headers: { authorization: `Bearer ${token}` } });
    expect(baixado.status).toBe(200);
    expect(Buffer.from(await baixado.arrayBuffer()).equals(ARQUIVOS_DE_TESTE.pdf)).toBe(true);
  });

  it('uma rotina agendada roda uma vez por horário, com os dois processos vigiando a agenda', async () => {
    const motor = new PgBoss({ connectionString: a.banco.url, max: 2, supervise: false, schedule: false, migrate: false, persistWarnings: false });
    motor.on('error', () => undefined);
    await motor.start();
    try {
      await motor.schedule('salas.confirmacao-de-uso', '* * * * *', {}, { tz: 'America/Sao_Paulo', key: 'teste-de-escala' });
      const contar = async () => ((await a.handle.db.execute(sql`select date_trunc('minute', created_on) as minuto, count(*)::int as n, count(*) filter (where state = 'completed')::int as feitas from pgboss.job where name = 'salas.confirmacao-de-uso' group by 1 order by 1`)) as unknown as { rows: { minuto: string; n: number; feitas: number }[] }).rows;
      await esperar(async () => (await contar()).some((m) => m.feitas >= 1), 130_000, 'a rotina agendada rodar');
      // mais um ciclo dos vigias (30 s) para que uma segunda execução no mesmo minuto aparecesse, se houvesse
      await new Promise((ok) => setTimeout(ok, 35_000));
      const minutos = await contar();
      expect(minutos.length).toBeGreaterThanOrEqual(1);
      expect(minutos.every((m) => Number(m.n) === 1)).toBe(true);
    } finally {
      await motor.unschedule('salas.confirmacao-de-uso', 'teste-de-escala');
      await motor.stop({ graceful: false, close: true });
    }
  }, 200_000);

  it('matar um processo no meio da carga não perde nenhuma escrita confirmada (inscrições e presenças com 2xx estão no banco)', async () => {
    const tokens = await Promise.all(a.dados.pessoas.map((p) => entrar(p.email)));
    const pid = Number(new RegExp(`porta ${a.portas[0]} \\(pid (\\d+)\\)`).exec(a.saida.join(''))?.[1]);
    expect(pid).toBeGreaterThan(0);
    const confirmadas: { tipo: 'inscricao' | 'presenca'; usuarioId: number }[] = [];
    const outros: number[] = [];
    const pedidos = a.dados.pessoas.flatMap((p, i) => [
      { tipo: 'inscricao' as const, usuarioId: p.id, caminho: `/api/turmas/${a.dados.turmaInscricao}/inscricoes`, corpo: {}, token: tokens[i]! },
      { tipo: 'presenca' as const, usuarioId: p.id, caminho: '/api/presencas/confirmar', corpo: { turma: a.dados.turmaPresenca }, token: tokens[i]! },
    ]);
    let feitos = 0;
    let matou = false;
    const trabalhar = async () => {
      for (let p = pedidos.shift(); p; p = pedidos.shift()) {
        if (!matou && ++feitos >= 25) {
          matou = true;
          process.kill(pid, 'SIGKILL');
        }
        try {
          const r = await fetch(`${a.url}${p.caminho}`, { method: 'POST', headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' }, body: JSON.stringify(p.corpo) });
          await r.arrayBuffer();
          if (r.status >= 200 && r.status < 300) confirmadas.push({ tipo: p.tipo, usuarioId: p.usuarioId });
          else outros.push(r.status);
        } catch {
          outros.push(0);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, trabalhar));
    expect(matou).toBe(true);
    expect(confirmadas.length).toBeGreaterThan(PESSOAS); // a maior parte passou, pelo processo que ficou
    const db = a.handle.db;
    const inscritos = new Set((((await db.execute(sql`select usuario_id from inscricoes where turma_id = ${a.dados.turmaInscricao}`)) as unknown as { rows: { usuario_id: number }[] }).rows).map((l) => Number(l.usuario_id)));
    const presentes = new Set((((await db.execute(sql`select usuario_id from presencas where turma_id = ${a.dados.turmaPresenca} and presente`)) as unknown as { rows: { usuario_id: number }[] }).rows).map((l) => Number(l.usuario_id)));
    for (const c of confirmadas) expect((c.tipo === 'inscricao' ? inscritos : presentes).has(c.usuarioId), `${c.tipo} ${c.usuarioId}`).toBe(true);
    // o processo morto volta (o cluster o reinicia) e atende de novo
    await esperar(async () => (await fetch(`http://127.0.0.1:${a.portas[0]}/api/health/pronto`)).ok, 60_000, 'o processo reiniciado');
    expect(outros.every((s) => s === 0 || s === 502 || s === 503 || s === 504)).toBe(true);
  }, 120_000);
});
