/**
 * Onde os cenários de vazão rodam: o servidor real com as rotas de referência (BENCH_ROUTES=1) e, para o
 * PostgreSQL, um banco temporário criado e apagado no servidor de DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { lockPgliteDir, openDb, type Db } from '../src/server/db/client.ts';
import { iniciarServidor, type Servidor } from '../scripts/servidor-local.ts';
import { registrarLimpeza } from './limpeza.ts';

export const ENV_SERVIDOR = {
  BENCH_ROUTES: '1',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_PER_MIN: '100000',
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
};

export interface OpcoesComServidor {
  /** DATA_DIR já preparado (ex.: PGlite semeado pelo cenário); fica no disco ao parar. */
  dataDir?: string;
}

/** Sobe o servidor com ENV_SERVIDOR (mais `env`), roda `fn` e para o servidor no fim, mesmo com erro. */
export async function comServidor<T>(env: Record<string, string>, rotulo: string, fn: (s: Servidor) => Promise<T>, opts: OpcoesComServidor = {}): Promise<T> {
  const t0 = Date.now();
  const servidor = await iniciarServidor({ rotulo, env: { ...ENV_SERVIDOR, ...env }, ...(opts.dataDir ? { dataDir: opts.dataDir } : {}) });
  process.stdout.write(`  servidor pronto em ${((Date.now() - t0) / 1000).toFixed(1)} s (${servidor.url})\n`);
  try {
    return await fn(servidor);
  } finally {
    await servidor.parar();
  }
}

/**
 * Conexão de administração no servidor de `urlBase`. Só o servidor (e as credenciais) da URL importam:
 * se o banco do caminho não existe (ex.: `/bench`), entra pelo banco de manutenção `postgres`.
 */
async function conectarAdmin(urlBase: string) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: urlBase });
  try {
    await admin.connect();
    return admin;
  } catch (err) {
    await admin.end().catch(() => {});
    if ((err as { code?: string }).code !== '3D000') throw err; // 3D000: o banco não existe
    const u = new URL(urlBase);
    u.pathname = '/postgres';
    const manutencao = new pg.Client({ connectionString: u.toString() });
    await manutencao.connect();
    return manutencao;
  }
}

/** Cria um banco vazio `escola_bench_<aleatório>` no servidor de DATABASE_URL e o apaga no fim. */
export async function comBancoTemporario<T>(urlBase: string, fn: (url: string) => Promise<T>): Promise<T> {
  const nome = `escola_bench_${randomBytes(4).toString('hex')}`;
  const admin = await conectarAdmin(urlBase);
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

/**
 * Migra e semeia a carga de um cenário no processo do benchmark, antes de o servidor subir: no PGlite
 * (`DATA_DIR/db`, com a trava de processo único) ou no PostgreSQL de `url`.
 */
export async function semearBanco<T>(destino: { dataDir: string } | { url: string }, semear: (db: Db) => Promise<T>): Promise<T> {
  const pgliteDir = 'dataDir' in destino ? path.join(destino.dataDir, 'db') : undefined;
  const liberar = pgliteDir ? lockPgliteDir(pgliteDir) : () => {};
  try {
    const handle = await openDb(pgliteDir ? { pgliteDir, migrate: true } : { url: (destino as { url: string }).url, migrate: true, poolMax: 2 });
    try {
      return await semear(handle.db);
    } finally {
      await handle.close();
    }
  } finally {
    liberar();
  }
}
