import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

/** Espaços do `\s` do JavaScript, um a um (as classes do PostgreSQL dependem do locale), e os controles. */
const PROIBIDOS_NO_LINK = String.raw`\u0001-\u0020\u007f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff`;
/**
 * Link interno: uma barra só no início (nem `//host` nem `/\host`), sem espaço nem controle em lugar
 * algum (o navegador apaga tab e quebra de linha: `/\t/evil.example` viraria `//evil.example`).
 * Mesma regra de `criarNotificacao`.
 */
const LINK_INTERNO_SQL = String.raw`^/([^/\\${PROIBIDOS_NO_LINK}][^${PROIBIDOS_NO_LINK}]*)?$`;

export const notificacoes = pgTable(
  'notificacoes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    tipo: text().notNull(),
    titulo: text().notNull(),
    mensagem: text().notNull(),
    link: text(),
    lida: boolean().notNull().default(false),
    lidaEm: timestamp({ withTimezone: true }),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notificacoes_usuario_lida_idx').on(t.usuarioId, t.lida, t.criadaEm),
    check('notificacoes_link_interno', sql`${t.link} IS NULL OR ${t.link} ~ ${sql.raw(`'${LINK_INTERNO_SQL}'`)}`),
  ],
);
