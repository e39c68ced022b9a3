import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { instalarEsquemaDaFila } from '../lib/tarefas/conexao.ts';

/** O tipo único do banco: o resto do código não sabe se é PGlite ou PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';
export interface DbHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const casing = 'snake_case' as const;

export interface OpenDbOptions {
  /** URL do PostgreSQL; sem ela, PGlite. */
  url?: string | undefined;
  /** Diretório do PGlite (`memory://` em memória). */
  pgliteDir?: string;
  /** Dump de um PGlite já migrado (modelo dos testes). */
  loadDataDir?: Blob | File;
  poolMax?: number;
  migrate?: boolean;
  /** Chamado a cada comando SQL (testes que contam consultas). */
  aoConsultar?: (sql: string) => void;
  /** Aviso de conexão ociosa perdida (o servidor registra no log). */
  onPoolError?: (err: Error) => void;
}

const registro = (opts: OpenDbOptions) => {
  const ao = opts.aoConsultar;
  return ao ? { logger: { logQuery: (q: string) => ao(q) } } : {};
};

/** Abre o banco escolhido e, se pedido, aplica as migrações. */
export async function openDb(opts: OpenDbOptions): Promise<DbHandle> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    // datas (tipo date) voltam como texto YYYY-MM-DD, como no PGlite com mode 'string'
    pg.types.setTypeParser(1082, (v: string) => v);
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolMax ?? 10 });
    // Uma conexão ociosa derrubada (reinício do PostgreSQL, banco removido) emite 'error' no pool;
    // sem ouvinte isso encerraria o processo. O pool descarta a conexão e abre outra no próximo uso.
    pool.on('error', (err) => opts.onPoolError?.(err));
    const db = drizzle(pool, { schema, casing, ...registro(opts) }) as unknown as Db;
    if (opts.migrate !== false) {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(drizzle(pool, { schema, casing }), { migrationsFolder: MIGRATIONS_DIR });
      await instalarEsquemaDaFila(db);
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.includes('://')) fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const client = await PGlite.create(dir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  const pdb = drizzle(client, { schema, casing, ...registro(opts) });
  if (opts.migrate !== false) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(pdb, { migrationsFolder: MIGRATIONS_DIR });
    await instalarEsquemaDaFila(pdb as unknown as Db);
  }
  return { db: pdb as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/**
 * Trava de processo único do PGlite: dois processos no mesmo diretório corrompem o banco
 * (reference/stack.md, gotcha 10). Cria `<dir>.lock` com `wx`; um arquivo de um processo morto é retomado.
 */
export function lockPgliteDir(dir: string): () => void {
  const lockFile = `${path.resolve(dir)}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let tentativa = 0; tentativa < 2; tentativa++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* já removido */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockFile, 'utf8'));
      if (pid && pid !== process.pid && processoVivo(pid)) {
        throw new DbLockedError(
          `O banco em ${dir} já está em uso pelo processo ${pid}. O PGlite atende um processo só: ` +
            'pare o outro servidor ou use outro DATA_DIR (ou DATABASE_URL para PostgreSQL).',
        );
      }
      fs.unlinkSync(lockFile); // trava órfã: o processo que a criou não existe mais
    }
  }
  throw new DbLockedError(`Não foi possível travar ${lockFile}.`);
}

export class DbLockedError extends Error {}

function processoVivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
