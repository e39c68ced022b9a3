import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR, openDb } from '../db/client.ts';
import { seedLookups } from '../db/seed.ts';

/** Impressão digital das migrações: o modelo é refeito só quando elas mudam. */
export function impressaoMigracoes(): string {
  const h = createHash('sha256');
  // o esquema do pg-boss faz parte do modelo: outra versão dele, outro modelo
  h.update(JSON.parse(fs.readFileSync(path.resolve('node_modules/pg-boss/package.json'), 'utf8')).version);
  for (const f of fs.readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const p = path.join(MIGRATIONS_DIR, f);
    if (fs.statSync(p).isFile()) h.update(f).update(fs.readFileSync(p));
  }
  return h.digest('hex').slice(0, 12);
}

export const CACHE_DIR = path.resolve('node_modules/.cache/escola-testes');

/**
 * Prepara, uma vez por execução, o banco modelo já migrado e com as listas semeadas:
 * no PGlite um dump do diretório de dados; no PostgreSQL um banco usado como TEMPLATE.
 */
export default async function setup(project: { config: { env?: Record<string, unknown> } }): Promise<void> {
  const kind = project.config.env?.TEST_DB_KIND;
  const id = impressaoMigracoes();
  if (kind === 'postgres') {
    const { prepararModeloPostgres } = await import('./db.ts');
    await prepararModeloPostgres(id);
    return;
  }
  const arquivo = path.join(CACHE_DIR, `pglite-${id}.tar.gz`);
  if (fs.existsSync(arquivo)) return;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const handle = await openDb({ pgliteDir: 'memory://' });
  await seedLookups(handle.db);
  const cliente = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await cliente.dumpDataDir('gzip');
  const temp = `${arquivo}.${process.pid}`;
  fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temp, arquivo);
  await handle.close();
}
