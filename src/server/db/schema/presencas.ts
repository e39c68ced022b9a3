import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inscricoes } from './eventos.ts';
import { usuarios } from './usuarios.ts';

const METODOS = sql.raw(`('qr', 'qr-ao-vivo', 'manual', 'administrador')`);

/**
 * Presença: um registro por pessoa, turma e dia (chave única), com quem registrou, como e quando.
 * `presente = false` é uma ausência marcada à mão (ou uma presença desfeita); a frequência conta
 * só os dias com `presente`. Correções guardam o estado anterior em `presencas_historico`.
 */
export const presencas = pgTable(
  'presencas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    inscricaoId: integer().notNull(),
    turmaId: integer().notNull(),
    usuarioId: integer().notNull(),
    data: date({ mode: 'string' }).notNull(),
    presente: boolean().notNull(),
    metodo: text().notNull(),
    registradaPor: integer().references(() => usuarios.id),
    registradaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    motivo: text(),
  },
  (t) => [
    // serve também às consultas por turma (lista, contagem do dia) e por pessoa numa lista de turmas
    uniqueIndex('presencas_turma_usuario_data_uq').on(t.turmaId, t.usuarioId, t.data),
    foreignKey({ name: 'presencas_inscricao_fk', columns: [t.inscricaoId, t.turmaId, t.usuarioId], foreignColumns: [inscricoes.id, inscricoes.turmaId, inscricoes.usuarioId] }),
    check('presencas_metodo_valido', sql`${t.metodo} in ${METODOS}`),
    check('presencas_motivo_do_administrador', sql`${t.metodo} <> 'administrador' or char_length(${t.motivo}) >= 5`),
  ],
);

/** O que cada registro de presença era antes de uma correção (quem, quando, por quê). */
export const presencasHistorico = pgTable(
  'presencas_historico',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    presencaId: integer()
      .notNull()
      .references(() => presencas.id),
    presenteAntes: boolean().notNull(),
    metodoAntes: text().notNull(),
    registradaPorAntes: integer().references(() => usuarios.id),
    registradaEmAntes: timestamp({ withTimezone: true }).notNull(),
    presenteDepois: boolean().notNull(),
    metodoDepois: text().notNull(),
    alteradaPor: integer()
      .notNull()
      .references(() => usuarios.id),
    alteradaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    motivo: text(),
  },
  (t) => [index('presencas_historico_presenca_idx').on(t.presencaId)],
);
