import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

/** Sessões: o refresh token é guardado só como hash e trocado a cada uso (decisão 010: janela de tolerância). */
export const sessoes = pgTable(
  'sessoes',
  {
    id: uuid().primaryKey().defaultRandom(),
    usuarioId: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    refreshHash: text().notNull().unique(),
    /**
     * Hash do segredo trocado na última renovação: até 30 s depois dela (`renovadaEm`) ele ainda recebe
     * o mesmo segredo novo (duas abas, nova tentativa); depois disso, apresentá-lo revoga a sessão.
     */
    refreshHashAnterior: text(),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
    revogadaEm: timestamp({ withTimezone: true }),
    renovadaEm: timestamp({ withTimezone: true }),
  },
  (t) => [index('sessoes_usuario_idx').on(t.usuarioId)],
);
