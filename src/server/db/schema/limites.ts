import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Contadores dos limites de taxa das rotas (`@fastify/rate-limit`), no banco para que todos os processos
 * contem juntos (issue 22; decisão 027). `chave` = rota + quem (IP ou conta); a janela vale até `expiraEm`.
 * Linhas vencidas são apagadas aos poucos pelos próprios incrementos.
 */
export const limitesDeTaxa = pgTable(
  'limites_de_taxa',
  {
    chave: text().primaryKey(),
    contagem: integer().notNull(),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('limites_de_taxa_expira_idx').on(t.expiraEm), check('limites_de_taxa_contagem', sql`${t.contagem} >= 1`)],
);
