import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

/** Ações de administradores sobre dados de outras pessoas (LGPD). */
export const auditoria = pgTable(
  'auditoria',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    atorId: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    acao: text().notNull(),
    alvoTipo: text().notNull(),
    alvoId: text().notNull(),
    detalhes: jsonb(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auditoria_alvo_idx').on(t.alvoTipo, t.alvoId)],
);
