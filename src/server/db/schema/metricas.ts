import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Contadores públicos (acessos ao app). */
export const metricas = pgTable('metricas', {
  chave: text().primaryKey(),
  valor: bigint({ mode: 'number' }).notNull().default(0),
  atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
