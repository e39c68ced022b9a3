import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

/**
 * A trilha de auditoria (issue 21): toda mudança administrativa, com quem, quando, o quê e o antes/depois.
 * Só recebe linhas: um gatilho no banco recusa UPDATE e DELETE (exceto o `ator_id` virar nulo quando a conta
 * de quem agiu é apagada; o nome fica em `ator_nome`).
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    atorId: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    /** O nome de quem agiu, no momento da ação. */
    atorNome: text(),
    acao: text().notNull(),
    alvoTipo: text().notNull(),
    alvoId: text().notNull(),
    detalhes: jsonb(),
    /** Os campos que mudaram, como eram (nunca CPF, senha nem tokens). */
    antes: jsonb(),
    /** Os mesmos campos, como ficaram. */
    depois: jsonb(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auditoria_alvo_idx').on(t.alvoTipo, t.alvoId), index('auditoria_criado_idx').on(t.criadoEm.desc(), t.id.desc()), index('auditoria_acao_idx').on(t.acao)],
);
