import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

/**
 * Relatórios customizados salvos (issue 21): a definição (só chaves do catálogo, conferida pelo mesmo
 * esquema zod ao salvar e ao ler) e o envio agendado por e-mail (semanal ou mensal).
 */
export const relatoriosSalvos = pgTable(
  'relatorios_salvos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nome: text().notNull(),
    assunto: text().notNull(),
    definicao: jsonb().notNull(),
    /** Quem salvou (a conta pode ser apagada depois; o relatório fica). */
    criadoPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** `semanal` | `mensal`; nulo = sem envio agendado. */
    agendaFrequencia: text(),
    agendaEmails: text().array().notNull().default(sql`ARRAY[]::text[]`),
    agendaFormato: text().notNull().default('xlsx'),
    /** O último período enviado (`2026-W48`, `2026-11`) e quando. */
    ultimoPeriodo: text(),
    ultimoEnvioEm: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('relatorios_salvos_nome', sql`char_length(${t.nome}) between 1 and 120`),
    check('relatorios_salvos_frequencia', sql`${t.agendaFrequencia} is null or ${t.agendaFrequencia} in ('semanal', 'mensal')`),
    check('relatorios_salvos_formato', sql`${t.agendaFormato} in ('csv', 'xlsx')`),
    check('relatorios_salvos_emails', sql`cardinality(${t.agendaEmails}) <= 20 and (${t.agendaFrequencia} is null or cardinality(${t.agendaEmails}) >= 1)`),
    index('relatorios_salvos_agenda_idx').on(t.agendaFrequencia),
  ],
);
