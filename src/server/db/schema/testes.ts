import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { eventos, inscricoes } from './eventos.ts';
import { usuarios } from './usuarios.ts';
import { TIPOS_QUESTAO } from '#shared/rules/teste.ts';
import { umDe } from './valores.ts';

/** Números decimais chegam como número (não como texto) do driver. */
const decimal = (precisao: number, escala: number) => numeric({ precision: precisao, scale: escala, mode: 'number' });

/**
 * Teste do curso (issue 8): um por evento (chave única). Rascunho enquanto é montado; publicado, as
 * questões ficam congeladas (gatilho no banco). Uma nova versão volta ao rascunho só enquanto ninguém
 * começou uma tentativa; `versao` conta as versões.
 */
export const testes = pgTable(
  'testes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventoId: integer()
      .notNull()
      .references(() => eventos.id, { onDelete: 'cascade' }),
    titulo: text().notNull(),
    descricao: text().notNull().default(''),
    obrigatorio: boolean().notNull().default(true),
    /** Nota mínima para aprovar, de 0 a 100 (%). */
    notaMinima: decimal(5, 2).notNull().default(70),
    tentativasMax: smallint().notNull().default(1),
    /** Limite de tempo por tentativa, em minutos; sem limite: nulo. */
    tempoMinutos: smallint(),
    status: text({ enum: ['rascunho', 'publicado'] }).notNull().default('rascunho'),
    versao: integer().notNull().default(1),
    publicadoEm: timestamp({ withTimezone: true }),
    criadoPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('testes_evento_uq').on(t.eventoId),
    check('testes_status_valido', sql`${t.status} in ('rascunho', 'publicado')`),
    check('testes_titulo_tamanho', sql`char_length(${t.titulo}) between 1 and 200`),
    check('testes_descricao_tamanho', sql`char_length(${t.descricao}) <= 2000`),
    check('testes_nota_minima_valida', sql`${t.notaMinima} between 0 and 100`),
    check('testes_tentativas_validas', sql`${t.tentativasMax} between 1 and 50`),
    check('testes_tempo_valido', sql`${t.tempoMinutos} is null or ${t.tempoMinutos} between 5 and 240`),
    check('testes_publicado_com_data', sql`${t.status} <> 'publicado' or ${t.publicadoEm} is not null`),
  ],
);

/** Questões do teste, na ordem em que quem montou as pôs; peso de 0,01 a 10. */
export const testeQuestoes = pgTable(
  'teste_questoes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    testeId: integer()
      .notNull()
      .references(() => testes.id, { onDelete: 'cascade' }),
    ordem: smallint().notNull(),
    tipo: text({ enum: TIPOS_QUESTAO }).notNull(),
    enunciado: text().notNull(),
    peso: decimal(4, 2).notNull(),
  },
  (t) => [
    unique('teste_questoes_ordem_uq').on(t.testeId, t.ordem),
    unique('teste_questoes_id_teste_uq').on(t.id, t.testeId),
    check('teste_questoes_tipo_valido', umDe(t.tipo, TIPOS_QUESTAO)),
    check('teste_questoes_enunciado_tamanho', sql`char_length(${t.enunciado}) between 1 and 2000`),
    check('teste_questoes_peso_valido', sql`${t.peso} > 0 and ${t.peso} <= 10`),
  ],
);

/** Alternativas de uma questão de múltipla escolha; no máximo uma correta por questão (índice único). */
export const testeAlternativas = pgTable(
  'teste_alternativas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    questaoId: integer()
      .notNull()
      .references(() => testeQuestoes.id, { onDelete: 'cascade' }),
    ordem: smallint().notNull(),
    texto: text().notNull(),
    correta: boolean().notNull().default(false),
  },
  (t) => [
    unique('teste_alternativas_ordem_uq').on(t.questaoId, t.ordem),
    unique('teste_alternativas_id_questao_uq').on(t.id, t.questaoId),
    uniqueIndex('teste_alternativas_uma_correta_uq').on(t.questaoId).where(sql`${t.correta}`),
    check('teste_alternativas_texto_tamanho', sql`char_length(${t.texto}) between 1 and 500`),
  ],
);

/**
 * Tentativas: de uma inscrição da pessoa numa turma do evento (chave estrangeira composta), numeradas de 1
 * em diante por pessoa e teste — não por turma: quem está em duas turmas do mesmo evento (congresso) tem o
 * mesmo limite e uma aprovação só (chave única: duas tentativas ao mesmo tempo não ganham o mesmo número),
 * no máximo uma em aberto (índice único parcial). O prazo é fixado ao começar; a nota, ao enviar.
 */
export const testeTentativas = pgTable(
  'teste_tentativas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    testeId: integer()
      .notNull()
      .references(() => testes.id, { onDelete: 'restrict' }),
    inscricaoId: integer().notNull(),
    turmaId: integer().notNull(),
    usuarioId: integer().notNull(),
    numero: smallint().notNull(),
    iniciadaEm: timestamp({ withTimezone: true }).notNull(),
    /** Até quando vale enviar (sem a tolerância de rede); sem limite de tempo: nulo. */
    prazo: timestamp({ withTimezone: true }),
    enviadaEm: timestamp({ withTimezone: true }),
    /** Enviada depois do prazo (ou encerrada por ele): as respostas não contam. */
    foraDoPrazo: boolean().notNull().default(false),
    nota: decimal(5, 2),
    aprovado: boolean(),
    acertos: smallint(),
    erradas: smallint(),
    emBranco: smallint(),
  },
  (t) => [
    unique('teste_tentativas_numero_por_pessoa_uq').on(t.testeId, t.usuarioId, t.numero),
    uniqueIndex('teste_tentativas_uma_aberta_por_pessoa_uq').on(t.testeId, t.usuarioId).where(sql`${t.enviadaEm} is null`),
    index('teste_tentativas_usuario_idx').on(t.usuarioId, t.turmaId),
    foreignKey({ name: 'teste_tentativas_inscricao_fk', columns: [t.inscricaoId, t.turmaId, t.usuarioId], foreignColumns: [inscricoes.id, inscricoes.turmaId, inscricoes.usuarioId] }),
    check('teste_tentativas_numero_valido', sql`${t.numero} between 1 and 50`),
    check('teste_tentativas_nota_valida', sql`${t.nota} is null or ${t.nota} between 0 and 100`),
    check(
      'teste_tentativas_enviada_com_nota',
      sql`(${t.enviadaEm} is null and ${t.nota} is null and ${t.aprovado} is null) or (${t.enviadaEm} is not null and ${t.nota} is not null and ${t.aprovado} is not null)`,
    ),
  ],
);

/**
 * Respostas de uma tentativa: uma por questão; a alternativa marcada é sempre da própria questão, e a
 * questão do próprio teste (chaves compostas). Dissertativas guardam o texto, sem nota.
 */
export const testeRespostas = pgTable(
  'teste_respostas',
  {
    tentativaId: integer()
      .notNull()
      .references(() => testeTentativas.id, { onDelete: 'cascade' }),
    questaoId: integer().notNull(),
    alternativaId: integer(),
    respostaTexto: text(),
    correta: boolean(),
  },
  (t) => [
    primaryKey({ name: 'teste_respostas_pk', columns: [t.tentativaId, t.questaoId] }),
    foreignKey({ name: 'teste_respostas_questao_fk', columns: [t.questaoId], foreignColumns: [testeQuestoes.id] }).onDelete('restrict'),
    foreignKey({ name: 'teste_respostas_alternativa_fk', columns: [t.alternativaId, t.questaoId], foreignColumns: [testeAlternativas.id, testeAlternativas.questaoId] }).onDelete('restrict'),
    check('teste_respostas_texto_tamanho', sql`${t.respostaTexto} is null or char_length(${t.respostaTexto}) <= 4000`),
  ],
);
