import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, openDb, type DbHandle } from '../db/client.ts';
import { seedLookups } from '../db/seed.ts';
import { CACHE_DIR, impressaoMigracoes } from './global-setup.ts';

const PG_URL = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL não definido');
  return url;
};
const nomeModelo = (id: string) => `escola_modelo_${id}`;

function urlComBanco(base: string, banco: string): string {
  const u = new URL(base);
  u.pathname = `/${banco}`;
  return u.toString();
}

async function comAdmin<T>(fn: (q: (texto: string) => Promise<unknown>) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const cliente = new pg.Client({ connectionString: PG_URL() });
  await cliente.connect();
  try {
    return await fn((texto) => cliente.query(texto));
  } finally {
    await cliente.end();
  }
}

/** Cria (se falta) o banco modelo migrado no PostgreSQL de testes. */
export async function prepararModeloPostgres(id: string): Promise<void> {
  const modelo = nomeModelo(id);
  await comAdmin(async (q) => {
    const r = (await q(`select 1 from pg_database where datname = '${modelo}'`)) as { rowCount: number };
    if (r.rowCount > 0) return;
    const temp = `${modelo}_${randomBytes(3).toString('hex')}`;
    await q(`create database ${temp}`);
    const handle = await openDb({ url: urlComBanco(PG_URL(), temp), poolMax: 2 });
    await seedLookups(handle.db);
    await handle.close();
    try {
      await q(`alter database ${temp} rename to ${modelo}`);
    } catch {
      await q(`drop database if exists ${temp}`); // outro processo criou antes
    }
  });
}

/**
 * Banco de teste de um arquivo: PGlite carregado do modelo migrado (≈0,6 s) ou, com
 * TEST_DB_KIND=postgres, um banco novo copiado do modelo no servidor real (apagado no close).
 */
export async function criarBancoDeTeste(opts: { aoConsultar?: (sql: string) => void } = {}): Promise<DbHandle> {
  const id = impressaoMigracoes();
  if (process.env.TEST_DB_KIND === 'postgres') {
    const banco = `escola_t_${randomBytes(6).toString('hex')}`;
    await comAdmin((q) => q(`create database ${banco} template ${nomeModelo(id)}`));
    const handle = await openDb({ url: urlComBanco(PG_URL(), banco), poolMax: 20, migrate: false, ...opts });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await comAdmin((q) => q(`drop database if exists ${banco} with (force)`));
      },
    };
  }
  const arquivo = path.join(CACHE_DIR, `pglite-${id}.tar.gz`);
  if (!fs.existsSync(arquivo)) {
    // sem globalSetup (ex.: script avulso): migra do zero
    const handle = await openDb({ pgliteDir: 'memory://', ...opts });
    await seedLookups(handle.db);
    return handle;
  }
  const dump = new Blob([fs.readFileSync(arquivo)]);
  return openDb({ pgliteDir: 'memory://', loadDataDir: dump, migrate: false, ...opts });
}

// `versoes_dados` fica: a versão só sobe (um cache de lista guardado numa versão nunca reaparece com outros dados)
const LISTAS = new Set(['cargos', 'unidades', 'generos', 'orientacoes_sexuais', 'cores_racas', 'escolaridades', 'deficiencias', 'versoes_dados']);

/** Esvazia todas as tabelas de dados (mantém as listas do perfil) entre testes. */
export async function limparBanco(handle: DbHandle): Promise<void> {
  const r = await handle.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const linhas = (Array.isArray(r) ? r : (r as { rows: { tablename: string }[] }).rows) as { tablename: string }[];
  const tabelas = linhas.map((l) => l.tablename).filter((t) => !LISTAS.has(t));
  if (tabelas.length === 0) return;
  await handle.db.execute(sql.raw(`truncate table ${tabelas.map((t) => `"${t}"`).join(', ')} restart identity cascade`));
}

export { MIGRATIONS_DIR };
