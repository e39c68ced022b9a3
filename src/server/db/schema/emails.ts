import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Caixa de saída: e-mails guardados quando não há SMTP configurado. */
export const emails = pgTable(
  'emails',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    para: text().notNull(),
    assunto: text().notNull(),
    texto: text().notNull(),
    html: text(),
    /**
     * Trechos secretos do texto (o link de redefinição de senha), marcados por quem montou a mensagem:
     * fora do modo de demonstração a listagem da caixa de saída os mostra ocultos.
     */
    segredos: text().array().notNull().default(sql`ARRAY[]::text[]`),
    /** Nomes dos arquivos anexados (o conteúdo fica no `Storage`; a caixa de saída mostra só os nomes). */
    anexos: text().array().notNull().default(sql`ARRAY[]::text[]`),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emails_criado_idx').on(t.criadoEm)],
);
