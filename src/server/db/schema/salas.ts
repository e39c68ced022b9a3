import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';
import { PERIODOS, STATUS_QUE_OCUPAM, STATUS_RESERVA, TIPOS_BLOQUEIO } from '#shared/rules/salas.ts';
import { umDe } from './valores.ts';

/** Salas da escola (dados, não código): nome, capacidade máxima, ativa. */
export const salas = pgTable(
  'salas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nome: text().notNull(),
    capacidade: integer().notNull(),
    ativa: boolean().notNull().default(true),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('salas_nome_uq').on(sql`lower(${t.nome})`),
    check('salas_nome_tamanho', sql`char_length(${t.nome}) between 1 and 80`),
    check('salas_capacidade_valida', sql`${t.capacidade} between 1 and 1000`),
  ],
);

/** Calendário de bloqueios: feriados, pontos facultativos e bloqueios internos valem para todas as salas. */
export const bloqueiosCalendario = pgTable(
  'bloqueios_calendario',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    data: date({ mode: 'string' }).notNull(),
    tipo: text({ enum: TIPOS_BLOQUEIO }).notNull(),
    descricao: text().notNull(),
    criadoPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bloqueios_calendario_data_uq').on(t.data),
    check('bloqueios_calendario_tipo', umDe(t.tipo, TIPOS_BLOQUEIO)),
    check('bloqueios_calendario_descricao', sql`char_length(${t.descricao}) between 1 and 300`),
  ],
);

/**
 * Reservas de sala por dia e período. Pedidos de pessoas nascem `pendente` com o termo aceito; a
 * administração aprova ou rejeita, reserva direto (`aprovada`) ou bloqueia um horário (`bloqueada`).
 * Uma só reserva que ocupa o horário (pendente, aprovada, bloqueada) por sala, dia e período.
 */
export const reservasSala = pgTable(
  'reservas_sala',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    salaId: integer()
      .notNull()
      .references(() => salas.id),
    data: date({ mode: 'string' }).notNull(),
    periodo: text({ enum: PERIODOS }).notNull(),
    status: text({ enum: STATUS_RESERVA }).notNull(),
    /** Nulo só num bloqueio de horário. */
    qtdPessoas: integer(),
    finalidade: text().notNull(),
    coffeeBreak: boolean().notNull().default(false),
    solicitanteId: integer()
      .notNull()
      .references(() => usuarios.id),
    /** Observação da administração (na decisão ou na reserva direta). */
    observacaoAdmin: text(),
    /** Quando o termo de uso foi aceito (pedido de pessoa); nulo em reserva direta e bloqueio. */
    termoAceitoEm: timestamp({ withTimezone: true }),
    /** Cópia da assinatura salva da pessoa no momento do aceite (chave no armazenamento), quando havia uma. */
    termoAssinaturaChave: text(),
    decididoPor: integer().references(() => usuarios.id),
    decididoEm: timestamp({ withTimezone: true }),
    confirmacaoSolicitadaEm: timestamp({ withTimezone: true }),
    confirmadoEm: timestamp({ withTimezone: true }),
    canceladoEm: timestamp({ withTimezone: true }),
    canceladoPor: integer().references(() => usuarios.id),
    motivoCancelamento: text(),
    /** Reservas criadas juntas por uma recorrência compartilham este código. */
    grupo: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservas_sala_horario_uq').on(t.salaId, t.data, t.periodo).where(umDe(t.status, STATUS_QUE_OCUPAM)),
    index('reservas_sala_solicitante_idx').on(t.solicitanteId, t.data),
    index('reservas_sala_data_idx').on(t.data, t.status),
    check('reservas_sala_periodo', umDe(t.periodo, PERIODOS)),
    check('reservas_sala_status', umDe(t.status, STATUS_RESERVA)),
    check('reservas_sala_qtd', sql`(${t.qtdPessoas} is null and ${t.status} = 'bloqueada') or ${t.qtdPessoas} between 1 and 1000`),
    check('reservas_sala_finalidade', sql`char_length(${t.finalidade}) between 1 and 500`),
    check('reservas_sala_observacao', sql`${t.observacaoAdmin} is null or char_length(${t.observacaoAdmin}) <= 1000`),
    check('reservas_sala_confirmacao', sql`${t.confirmadoEm} is null or ${t.status} in ('aprovada', 'cancelada')`),
  ],
);

/**
 * Livro da rotina de confirmação de uso: uma linha por reserva e etapa (`pedido` de confirmação,
 * `cancelamento` por falta dela). A rotina só notifica quem ela conseguiu registrar aqui, então rodar
 * duas vezes (ou em dois processos) não repete nada.
 */
export const reservaSalaAvisos = pgTable(
  'reserva_sala_avisos',
  {
    reservaId: integer()
      .notNull()
      .references(() => reservasSala.id, { onDelete: 'cascade' }),
    etapa: text().notNull(),
    /** Dia (São Paulo) da rodada que registrou. */
    dia: date({ mode: 'string' }).notNull(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reservaId, t.etapa] }), check('reserva_sala_avisos_etapa', sql`${t.etapa} in ('pedido', 'cancelamento')`)],
);
