import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tarefas em segundo plano e agendadas (e-mails, lembretes, rotinas diárias): a fila mora no banco,
 * entra na mesma transação da mudança que a causa e é tomada por um processo só (SKIP LOCKED).
 * `chave` é a chave de idempotência: a mesma chave nunca vira duas tarefas (rotinas diárias usam
 * `nome:AAAA-MM-DD`, o que também serve de registro do que já rodou).
 */
export const tarefas = pgTable(
  'tarefas',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tipo: text().notNull(),
    dados: jsonb().notNull().default({}),
    chave: text().unique(),
    situacao: text().notNull().default('pendente'),
    tentativas: integer().notNull().default(0),
    maxTentativas: integer().notNull().default(5),
    executarEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Enquanto `executando`: até quando o processo que a tomou a detém (depois disso outro a retoma). */
    travadaAte: timestamp({ withTimezone: true }),
    ultimoErro: text(),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    concluidaEm: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('tarefas_fila_idx').on(t.situacao, t.executarEm),
    check('tarefas_situacao_valida', sql`${t.situacao} in ('pendente', 'executando', 'concluida', 'falhou')`),
    check('tarefas_tentativas_validas', sql`${t.tentativas} >= 0 and ${t.maxTentativas} between 1 and 100`),
  ],
);
