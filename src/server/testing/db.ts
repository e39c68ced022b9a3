import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, openDb, type DbHandle } from '../db/client.ts';
import { seedLookups } from '../db/seed.ts';
import { ESQUEMA_DA_FILA } from '../lib/tarefas/tarefas.repository.ts';
import { prepararFilaDeTeste } from './tarefas.ts';
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

/** Um banco PostgreSQL novo, copiado do modelo, para processos de fora (o teste de escala); `apagar` o remove. */
export async function bancoPostgresNovo(): Promise<{ url: string; apagar(): Promise<void> }> {
  const banco = `escola_t_${randomBytes(6).toString('hex')}`;
  await comAdmin((q) => q(`create database ${banco} template ${nomeModelo(impressaoMigracoes())}`));
  return { url: urlComBanco(PG_URL(), banco), apagar: () => comAdmin((q) => q(`drop database if exists ${banco} with (force)`)).then(() => undefined) };
}

/**
 * Banco de teste de um arquivo: PGlite carregado do modelo migrado (≈0,6 s) ou, com
 * TEST_DB_KIND=postgres, um banco novo copiado do modelo no servidor real (apagado no close).
 */
export async function criarBancoDeTeste(opts: { aoConsultar?: (sql: string) => void } = {}): Promise<DbHandle> {
  const handle = await abrirBancoDeTeste(opts);
  // as filas de todos os tipos, antes de qualquer transação dos testes (no PGlite, uma conexão só)
  await prepararFilaDeTeste(handle.db);
  return handle;
}

async function abrirBancoDeTeste(opts: { aoConsultar?: (sql: string) => void }): Promise<DbHandle> {
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

/** O comando de limpeza de cada banco, montado na primeira vez (a lista de tabelas não muda durante a suíte). */
const comandoDeLimpeza = new WeakMap<DbHandle, string>();

async function montarLimpeza(handle: DbHandle): Promise<string> {
  const linhas = async <T>(q: ReturnType<typeof sql>) => {
    const r = await handle.db.execute(q);
    return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
  };
  const tabelas = (await linhas<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`)).map((l) => l.tablename).filter((t) => !LISTAS.has(t));
  // as sequências das colunas identity/serial dessas tabelas (o "restart identity" do truncate)
  const sequencias = (
    await linhas<{ seq: string; tab: string }>(sql`
      select s.relname as seq, t.relname as tab from pg_class s
      join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid
      where s.relkind = 'S' and t.relnamespace = 'public'::regnamespace`)
  ).filter((l) => tabelas.includes(l.tab)).map((l) => l.seq);
  // delete com as chaves estrangeiras desligadas na sessão: apaga tudo, então a ordem não importa
  return [
    'set session_replication_role = replica;',
    ...tabelas.map((t) => `delete from "${t}";`),
    // a fila (pg-boss): as tarefas e os agendamentos; as filas ficam (criadas pela aplicação)
    `delete from ${ESQUEMA_DA_FILA}.job;`,
    `delete from ${ESQUEMA_DA_FILA}.schedule;`,
    'reset session_replication_role;',
    ...sequencias.map((q) => `alter sequence "${q}" restart;`),
  ].join(' ');
}

/**
 * Esvazia todas as tabelas de dados (mantém as listas do perfil) entre testes, e os contadores voltam a 1.
 * `delete` num só comando de várias instruções, não `truncate`: no PGlite o truncate de 60 tabelas custa
 * ~85 ms (um arquivo novo por tabela) e o delete de tabelas quase vazias ~10 ms — medido, e é uma vez por teste.
 */
export async function limparBanco(handle: DbHandle): Promise<void> {
  let comando = comandoDeLimpeza.get(handle);
  if (!comando) {
    comando = await montarLimpeza(handle);
    comandoDeLimpeza.set(handle, comando);
  }
  const cliente = (handle.db as unknown as { $client: { exec?: (q: string) => Promise<unknown>; query: (q: string) => Promise<unknown> } }).$client;
  // PGlite: exec (várias instruções); pg: query sem parâmetros usa o protocolo simples, que também aceita várias
  await (handle.kind === 'pglite' ? cliente.exec!(comando) : cliente.query(comando));
}

export { MIGRATIONS_DIR };
