import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `coluna in ('a', 'b', …)` com a lista das constantes compartilhadas (`src/shared/rules`): o CHECK do banco,
 * o tipo da coluna (`text({ enum: LISTA })`) e a validação dos contratos saem da mesma lista. A lista vira
 * texto constante no SQL (não parâmetros), no mesmo formato que as migrações já têm.
 */
export function umDe(coluna: AnyPgColumn, valores: readonly string[]): SQL {
  const lista = valores.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return sql`${coluna} in (${sql.raw(lista)})`;
}
