import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { cargos, unidades } from './lookups.ts';
import { usuarios } from './usuarios.ts';
import { MODOS_RESTRICAO, STATUS_INSCRICAO, TIPOS_EVENTO } from '#shared/rules/eventos.ts';
import { umDe } from './valores.ts';

const HORA = String.raw`'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/**
 * Eventos (cursos, oficinas, congressos…). `inicio`/`fim` e as datas são o resumo do cronograma das
 * turmas, recalculado pelo serviço na mesma transação de cada mudança (listas filtram e ordenam por eles
 * com índice); a situação (programado/em andamento/encerrado) deriva deles pela regra compartilhada.
 */
export const eventos = pgTable(
  'eventos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    titulo: text().notNull(),
    descricao: text().notNull().default(''),
    local: text().notNull(),
    tipo: text({ enum: TIPOS_EVENTO }).notNull(),
    unidadeId: integer()
      .notNull()
      .references(() => unidades.id),
    publicoAlvo: text().notNull().default(''),
    publicado: boolean().notNull().default(false),
    /** `servidores` | `lista_registros` | `cargos` | `unidades`; nulo = aberto a todos. */
    restricao: text({ enum: MODOS_RESTRICAO }),
    inicio: timestamp({ withTimezone: true }),
    fim: timestamp({ withTimezone: true }),
    dataInicio: date({ mode: 'string' }),
    dataFim: date({ mode: 'string' }),
    folderChave: text(),
    folderMime: text(),
    folderLargura: integer(),
    folderAltura: integer(),
    programacaoChave: text(),
    programacaoNome: text(),
    programacaoTamanho: integer(),
    criadoPor: integer().references(() => usuarios.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('eventos_tipo_valido', umDe(t.tipo, TIPOS_EVENTO)),
    check('eventos_restricao_valida', sql`${t.restricao} is null or ${umDe(t.restricao, MODOS_RESTRICAO)}`),
    check('eventos_titulo_tamanho', sql`char_length(${t.titulo}) between 1 and 200`),
    check('eventos_local_tamanho', sql`char_length(${t.local}) between 1 and 200`),
    check('eventos_periodo_valido', sql`${t.fim} is null or ${t.fim} >= ${t.inicio}`),
    index('eventos_publicado_inicio_idx').on(t.publicado, t.inicio),
    index('eventos_fim_idx').on(t.fim),
  ],
);

/** Registros funcionais autorizados (modo `lista_registros`). */
export const eventoRegistros = pgTable(
  'evento_registros',
  {
    eventoId: integer()
      .notNull()
      .references(() => eventos.id, { onDelete: 'cascade' }),
    registro: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventoId, t.registro] }), check('evento_registros_formato', sql`${t.registro} ~ '^[0-9]{6}$'`)],
);

export const eventoCargos = pgTable(
  'evento_cargos',
  {
    eventoId: integer()
      .notNull()
      .references(() => eventos.id, { onDelete: 'cascade' }),
    cargoId: integer()
      .notNull()
      .references(() => cargos.id),
  },
  (t) => [primaryKey({ columns: [t.eventoId, t.cargoId] })],
);

export const eventoUnidades = pgTable(
  'evento_unidades',
  {
    eventoId: integer()
      .notNull()
      .references(() => eventos.id, { onDelete: 'cascade' }),
    unidadeId: integer()
      .notNull()
      .references(() => unidades.id),
  },
  (t) => [primaryKey({ columns: [t.eventoId, t.unidadeId] })],
);

/**
 * Turmas de um evento. `confirmadas` conta as inscrições confirmadas, mantida na mesma transação
 * de cada inscrição e cancelamento, com a linha da turma travada: o CHECK `confirmadas <= vagas`
 * é a garantia no banco de que vaga nunca é vendida duas vezes.
 */
export const turmas = pgTable(
  'turmas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventoId: integer()
      .notNull()
      .references(() => eventos.id, { onDelete: 'cascade' }),
    nome: text().notNull(),
    vagas: integer().notNull(),
    confirmadas: integer().notNull().default(0),
    inicio: timestamp({ withTimezone: true }).notNull(),
    fim: timestamp({ withTimezone: true }).notNull(),
    dataInicio: date({ mode: 'string' }).notNull(),
    dataFim: date({ mode: 'string' }).notNull(),
    cargaHoraria: integer().notNull(),
    /** A confirmação pelo QR exige o código ao vivo (troca a cada 30 s): QR fixo ou foto repassada não vale. */
    exigeQrAoVivo: boolean().notNull().default(false),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('turmas_nome_tamanho', sql`char_length(${t.nome}) between 1 and 200`),
    check('turmas_vagas_validas', sql`${t.vagas} between 1 and 10000`),
    check('turmas_confirmadas_validas', sql`${t.confirmadas} between 0 and ${t.vagas}`),
    check('turmas_periodo_valido', sql`${t.fim} > ${t.inicio} and ${t.dataFim} >= ${t.dataInicio}`),
    check('turmas_carga_valida', sql`${t.cargaHoraria} >= 1`),
    index('turmas_evento_idx').on(t.eventoId),
    index('turmas_inicio_idx').on(t.inicio),
    // alvo da chave estrangeira composta das inscrições (a inscrição é do evento da turma)
    unique('turmas_id_evento_uq').on(t.id, t.eventoId),
  ],
);

/** Um encontro por dia de turma. */
export const datasTurma = pgTable(
  'datas_turma',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    turmaId: integer()
      .notNull()
      .references(() => turmas.id, { onDelete: 'cascade' }),
    data: date({ mode: 'string' }).notNull(),
    horarioInicio: text().notNull(),
    horarioFim: text().notNull(),
  },
  (t) => [
    uniqueIndex('datas_turma_turma_data_uq').on(t.turmaId, t.data),
    index('datas_turma_data_idx').on(t.data),
    check('datas_turma_horarios_validos', sql`${t.horarioInicio} ~ ${sql.raw(HORA)} and ${t.horarioFim} ~ ${sql.raw(HORA)} and ${t.horarioFim} > ${t.horarioInicio}`),
  ],
);

export const turmaInstrutores = pgTable(
  'turma_instrutores',
  {
    turmaId: integer()
      .notNull()
      .references(() => turmas.id, { onDelete: 'cascade' }),
    usuarioId: integer()
      .notNull()
      .references(() => usuarios.id),
    ordem: integer().notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.turmaId, t.usuarioId] }), index('turma_instrutores_usuario_idx').on(t.usuarioId)],
);

/** Palestrantes: pessoas com conta ou só um nome (convidado externo). */
export const turmaPalestrantes = pgTable(
  'turma_palestrantes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    turmaId: integer()
      .notNull()
      .references(() => turmas.id, { onDelete: 'cascade' }),
    usuarioId: integer().references(() => usuarios.id),
    nome: text().notNull(),
    ordem: integer().notNull().default(1),
  },
  (t) => [
    index('turma_palestrantes_turma_idx').on(t.turmaId),
    uniqueIndex('turma_palestrantes_usuario_uq').on(t.turmaId, t.usuarioId),
    check('turma_palestrantes_nome', sql`char_length(${t.nome}) between 1 and 150`),
  ],
);

/** Assinantes do certificado da turma, em ordem (1 a 3). */
export const turmaAssinantes = pgTable(
  'turma_assinantes',
  {
    turmaId: integer()
      .notNull()
      .references(() => turmas.id, { onDelete: 'cascade' }),
    usuarioId: integer()
      .notNull()
      .references(() => usuarios.id),
    ordem: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.turmaId, t.ordem] }),
    uniqueIndex('turma_assinantes_usuario_uq').on(t.turmaId, t.usuarioId),
    check('turma_assinantes_ordem', sql`${t.ordem} between 1 and 3`),
  ],
);

/**
 * A versão das inscrições de cada pessoa: sobe a cada inscrição gravada (no mesmo comando). A inscrição
 * lê as ativas da pessoa sem trava e grava num comando que confere esta versão (mudou no meio → lê de
 * novo); o caminho com trava (lista de espera) trava esta linha antes de ler. Linha estreita, separada de
 * `usuarios`, para a atualização não reescrever uma linha larga com cinco índices.
 */
export const inscricoesVersoes = pgTable('inscricoes_versoes', {
  usuarioId: integer()
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  versao: integer().notNull().default(0),
});

/**
 * Inscrições: nunca apagadas; cancelar muda a situação. Uma inscrição ativa (confirmada ou em espera)
 * por pessoa e turma; em eventos que não são congresso (`exclusiva`), uma ativa por pessoa e evento.
 * A fila de espera anda por ordem de chegada (`criadaEm`, `id`).
 */
export const inscricoes = pgTable(
  'inscricoes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Com `eventoId`, chave estrangeira composta para `turmas (id, evento_id)`: o evento é sempre o da turma. */
    turmaId: integer().notNull(),
    eventoId: integer().notNull(),
    usuarioId: integer()
      .notNull()
      .references(() => usuarios.id),
    status: text({ enum: STATUS_INSCRICAO }).notNull(),
    /** Cópia de "o evento não é congresso" no momento da inscrição: base do índice de uma turma por evento. */
    exclusiva: boolean().notNull(),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmadaEm: timestamp({ withTimezone: true }),
    canceladaEm: timestamp({ withTimezone: true }),
    canceladaPor: integer().references(() => usuarios.id),
    motivoCancelamento: text(),
  },
  (t) => [
    // uma conferência em vez de duas (turma e evento) a cada inscrição gravada, e o evento confere com a turma
    foreignKey({ name: 'inscricoes_turma_do_evento_fk', columns: [t.turmaId, t.eventoId], foreignColumns: [turmas.id, turmas.eventoId] }),
    check('inscricoes_status_valido', umDe(t.status, STATUS_INSCRICAO)),
    check('inscricoes_cancelamento_coerente', sql`(${t.status} = 'cancelada') = (${t.canceladaEm} is not null)`),
    check('inscricoes_confirmacao_coerente', sql`${t.status} <> 'confirmada' or ${t.confirmadaEm} is not null`),
    uniqueIndex('inscricoes_ativa_por_turma_uq').on(t.turmaId, t.usuarioId).where(sql`${t.status} <> 'cancelada'`),
    // alvo da chave estrangeira composta das presenças (a presença é da mesma pessoa e turma da inscrição)
    unique('inscricoes_id_turma_usuario_uq').on(t.id, t.turmaId, t.usuarioId),
    uniqueIndex('inscricoes_ativa_por_evento_uq').on(t.eventoId, t.usuarioId).where(sql`${t.status} <> 'cancelada' and ${t.exclusiva}`),
    index('inscricoes_usuario_idx').on(t.usuarioId, t.status),
    index('inscricoes_turma_status_idx').on(t.turmaId, t.status, t.criadaEm),
  ],
);

/** Versão do link do calendário (iCalendar) de cada pessoa: trocar o link invalida o anterior. */
export const calendarios = pgTable('calendarios', {
  usuarioId: integer()
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  versao: integer().notNull().default(1),
  atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Versão dos dados que a lista pública de eventos mostra: gatilhos (migração 0006) a sobem na mesma
 * transação de toda escrita em eventos, turmas, encontros, instrutores, unidades e nomes de pessoas.
 * A lista guarda a resposta pronta por versão; conferir a versão é uma leitura por chave primária.
 */
export const versoesDados = pgTable('versoes_dados', {
  nome: text().primaryKey(),
  valor: bigint({ mode: 'number' }).notNull().default(0),
});
