import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

/** Tokens de redefinição de senha: hash, uso único, 1 hora. */
export const tokensSenha = pgTable(
  'tokens_senha',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
    usadoEm: timestamp({ withTimezone: true }),
  },
  (t) => [index('tokens_senha_usuario_idx').on(t.usuarioId)],
);
