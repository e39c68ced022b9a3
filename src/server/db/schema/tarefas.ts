import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * As tarefas em segundo plano moram no esquema `pgboss` (decisão 028). Aqui fica só a chave de
 * idempotência de quem enfileira: a mesma chave nunca vira duas tarefas, nem depois de a tarefa ter
 * rodado e sido apagada pela retenção (o aviso de avaliação de uma pessoa numa turma sai uma vez só).
 * É gravada na mesma transação que a tarefa.
 */
export const tarefasUnicas = pgTable('tarefas_unicas', {
  chave: text().primaryKey(),
  tipo: text().notNull(),
  /** A tarefa criada com esta chave (no pg-boss). */
  tarefaId: uuid(),
  criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A fila anterior (decisão 009), só para a transferência: ao iniciar, o servidor passa as tarefas
 * pendentes e as que falharam daqui para o pg-boss e as apaga.
 */
export const tarefasAntigas = pgTable(
  'tarefas_antigas',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tipo: text().notNull(),
    dados: jsonb().notNull().default({}),
    chave: text(),
    situacao: text().notNull().default('pendente'),
    tentativas: integer().notNull().default(0),
    maxTentativas: integer().notNull().default(5),
    executarEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    travadaAte: timestamp({ withTimezone: true }),
    ultimoErro: text(),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    concluidaEm: timestamp({ withTimezone: true }),
  },
  (t) => [check('tarefas_situacao_valida', sql`${t.situacao} in ('pendente', 'executando', 'concluida', 'falhou')`)],
);

/**
 * A entrada da fila: tarefas gravadas por um comando SQL de quem as cria (a inscrição grava o e-mail de
 * confirmação no mesmo comando da vaga), que o processo repassa ao pg-boss em lotes logo depois
 * (`Fila.repassarEntrada`). Os dados já chegam validados pela definição do tipo (`Fila.paraEntrada`).
 */
export const tarefasAEnfileirar = pgTable('tarefas_a_enfileirar', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tipo: text().notNull(),
  dados: jsonb().notNull(),
  criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
