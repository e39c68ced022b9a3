import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { eventos } from './eventos.ts';
import { unidades } from './lookups.ts';
import { usuarios } from './usuarios.ts';
import { TIPOS_EVENTO } from '#shared/rules/eventos.ts';
import { DEPARTAMENTOS, MODALIDADES, STATUS_SOLICITACAO } from '#shared/rules/solicitacoes-curso.ts';
import { umDe } from './valores.ts';

/**
 * Solicitações de curso (planejamento anual por departamento): rascunho → enviada → em análise →
 * aprovada | rejeitada; aprovada → convertida num evento rascunho (`eventoId`, único: o vínculo vale
 * nos dois sentidos). O autor pode retirar antes da decisão.
 */
export const solicitacoesCurso = pgTable(
  'solicitacoes_curso',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    titulo: text().notNull(),
    descricao: text().notNull().default(''),
    publicoAlvo: text().notNull().default(''),
    local: text().notNull().default(''),
    tipo: text({ enum: TIPOS_EVENTO }).notNull(),
    unidadeId: integer().references(() => unidades.id),
    modalidade: text({ enum: MODALIDADES }).notNull(),
    departamento: text({ enum: DEPARTAMENTOS }).notNull(),
    restrito: boolean().notNull().default(false),
    restricaoDescricao: text(),
    cargaHoraria: integer(),
    geraCertificado: boolean().notNull().default(true),
    status: text({ enum: STATUS_SOLICITACAO }).notNull().default('rascunho'),
    motivo: text(),
    autorId: integer()
      .notNull()
      .references(() => usuarios.id),
    enviadaEm: timestamp({ withTimezone: true }),
    analisadoPor: integer().references(() => usuarios.id),
    decididaEm: timestamp({ withTimezone: true }),
    eventoId: integer().references(() => eventos.id, { onDelete: 'set null' }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('solicitacoes_curso_evento_uq').on(t.eventoId),
    index('solicitacoes_curso_autor_idx').on(t.autorId),
    index('solicitacoes_curso_status_idx').on(t.status),
    check('solicitacoes_curso_titulo', sql`char_length(${t.titulo}) between 1 and 200`),
    check('solicitacoes_curso_tipo', umDe(t.tipo, TIPOS_EVENTO)),
    check('solicitacoes_curso_modalidade', umDe(t.modalidade, MODALIDADES)),
    check('solicitacoes_curso_departamento', umDe(t.departamento, DEPARTAMENTOS)),
    check(
      'solicitacoes_curso_status',
      umDe(t.status, STATUS_SOLICITACAO),
    ),
    check('solicitacoes_curso_restricao', sql`not ${t.restrito} or char_length(coalesce(${t.restricaoDescricao}, '')) between 1 and 500`),
    check('solicitacoes_curso_carga', sql`${t.cargaHoraria} is null or ${t.cargaHoraria} between 0 and 2000`),
  ],
);

/** Datas propostas (uma por dia), com horário. */
export const solicitacaoCursoDatas = pgTable(
  'solicitacao_curso_datas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    solicitacaoId: integer()
      .notNull()
      .references(() => solicitacoesCurso.id, { onDelete: 'cascade' }),
    data: date({ mode: 'string' }).notNull(),
    horarioInicio: text().notNull(),
    horarioFim: text().notNull(),
  },
  (t) => [
    uniqueIndex('solicitacao_curso_datas_uq').on(t.solicitacaoId, t.data),
    index('solicitacao_curso_datas_data_idx').on(t.data),
    check('solicitacao_curso_datas_horarios', sql`${t.horarioInicio} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.horarioFim} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.horarioFim} > ${t.horarioInicio}`),
  ],
);

/** Palestrantes propostos: uma conta da plataforma ou um nome externo. */
export const solicitacaoCursoPalestrantes = pgTable(
  'solicitacao_curso_palestrantes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    solicitacaoId: integer()
      .notNull()
      .references(() => solicitacoesCurso.id, { onDelete: 'cascade' }),
    usuarioId: integer().references(() => usuarios.id),
    nome: text().notNull(),
    ordem: integer().notNull().default(1),
  },
  (t) => [check('solicitacao_curso_palestrantes_nome', sql`char_length(${t.nome}) between 1 and 150`)],
);
