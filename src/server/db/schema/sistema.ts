import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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

/** Caixa de saída: e-mails guardados quando não há SMTP configurado. */
export const emails = pgTable(
  'emails',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    para: text().notNull(),
    assunto: text().notNull(),
    texto: text().notNull(),
    html: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emails_criado_idx').on(t.criadoEm)],
);

/** Contadores públicos (acessos ao app). */
export const metricas = pgTable('metricas', {
  chave: text().primaryKey(),
  valor: bigint({ mode: 'number' }).notNull().default(0),
  atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

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

/** Tabela usada só pelas rotas de referência do benchmark (BENCH_ROUTES=1). */
export const benchNotas = pgTable('bench_notas', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  texto: text().notNull(),
  criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
