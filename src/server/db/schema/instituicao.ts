import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

/**
 * Os dados da instituição (decisão 019): uma linha só (`id = 1`), colunas tipadas. Sem a linha valem
 * os padrões de `instituicao.service.ts`; o seed de demonstração grava a dele.
 */
export const instituicao = pgTable(
  'instituicao',
  {
    id: integer().primaryKey().default(1),
    nome: text().notNull(),
    endereco: text().notNull(),
    /** Só dígitos (DDD + número, ou 0800…). */
    telefone: text().notNull(),
    email: text().notNull(),
    site: text(),
    horario: text(),
    instagram: text(),
    facebook: text(),
    youtube: text(),
    remetenteNome: text().notNull(),
    remetenteEmail: text().notNull(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [check('instituicao_linha_unica', sql`${t.id} = 1`)],
);
