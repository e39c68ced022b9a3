import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { chamadaCriterios, chamadaLinhas, chamadas, decimal } from './chamadas.ts';
import { submissoes } from './submissoes.ts';
import { usuarios } from './usuarios.ts';
import { DECISOES, LANCES, LIMITES_SUBMISSAO as L, ORIGENS_ATRIBUICAO, PAPEIS_COAUTOR, TIPOS_AVALIACAO } from '#shared/rules/chamadas.ts';
import { umDe } from './valores.ts';

/*
 * A revisão dos trabalhos (a segunda metade da issue 20): linhas de quem avalia, lances, atribuições,
 * pareceres com nota por critério e a caixa de saída das decisões. As chaves compostas garantem no
 * banco que uma nota aponta para um critério da mesma chamada e do mesmo tipo do parecer, e que o
 * parecer é de uma atribuição daquele trabalho; o gatilho da migração recusa atribuir um trabalho ao
 * próprio autor ou a um coautor com conta.
 */

const n = (v: number) => sql.raw(String(v));

/** Linhas temáticas que cada pessoa declara avaliar (por chamada, pois as linhas são da chamada). */
export const avaliadorLinhas = pgTable(
  'avaliador_linhas',
  {
    linhaId: integer()
      .notNull()
      .references(() => chamadaLinhas.id, { onDelete: 'cascade' }),
    usuarioId: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.linhaId, t.usuarioId] }), index('avaliador_linhas_usuario_idx').on(t.usuarioId)],
);

/** Interesse de quem avalia em cada trabalho (quero / posso / prefiro não), um por pessoa e trabalho. */
export const submissaoLances = pgTable(
  'submissao_lances',
  {
    submissaoId: integer()
      .notNull()
      .references(() => submissoes.id, { onDelete: 'cascade' }),
    avaliadorId: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    lance: text({ enum: LANCES }).notNull(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.submissaoId, t.avaliadorId] }),
    index('submissao_lances_avaliador_idx').on(t.avaliadorId),
    check('submissao_lances_lance', umDe(t.lance, LANCES)),
  ],
);

/**
 * Atribuição de um trabalho a quem avalia, por tipo (escrita / oral). Revogar marca `revogadoEm`
 * (nunca apaga: o parecer começado fica); uma ativa por trabalho, pessoa e tipo.
 */
export const submissaoAvaliadores = pgTable(
  'submissao_avaliadores',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    submissaoId: integer().notNull(),
    chamadaId: integer().notNull(),
    avaliadorId: integer()
      .notNull()
      .references(() => usuarios.id),
    tipo: text({ enum: TIPOS_AVALIACAO }).notNull(),
    origem: text({ enum: ORIGENS_ATRIBUICAO }).notNull().default('manual'),
    atribuidoPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    atribuidoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revogadoEm: timestamp({ withTimezone: true }),
    revogadoPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [
    foreignKey({ name: 'submissao_avaliadores_submissao_fk', columns: [t.submissaoId, t.chamadaId], foreignColumns: [submissoes.id, submissoes.chamadaId] }).onDelete('cascade'),
    uniqueIndex('submissao_avaliadores_ativa_uq').on(t.submissaoId, t.avaliadorId, t.tipo).where(sql`${t.revogadoEm} is null`),
    unique('submissao_avaliadores_id_chamada_tipo_uq').on(t.id, t.chamadaId, t.tipo),
    index('submissao_avaliadores_avaliador_idx').on(t.avaliadorId).where(sql`${t.revogadoEm} is null`),
    index('submissao_avaliadores_chamada_idx').on(t.chamadaId),
    check('submissao_avaliadores_tipo', umDe(t.tipo, TIPOS_AVALIACAO)),
    check('submissao_avaliadores_origem', umDe(t.origem, ORIGENS_ATRIBUICAO)),
    check('submissao_avaliadores_revogacao', sql`(${t.revogadoEm} is null) or (${t.revogadoEm} >= ${t.atribuidoEm})`),
  ],
);

/**
 * Parecer de uma atribuição: salvo e retomado quantas vezes for preciso; enviado uma vez (`enviadoEm`),
 * quando grava a parte deste parecer na nota do trabalho (`nota`, 0–10). `comentario` vai ao autor
 * quando liberado (sem quem avaliou); `observacaoReservada`, só à administração.
 */
export const pareceres = pgTable(
  'pareceres',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    atribuicaoId: integer().notNull(),
    chamadaId: integer().notNull(),
    tipo: text({ enum: TIPOS_AVALIACAO }).notNull(),
    nota: decimal(6, 3),
    comentario: text().notNull().default(''),
    observacaoReservada: text().notNull().default(''),
    enviadoEm: timestamp({ withTimezone: true }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'pareceres_atribuicao_fk',
      columns: [t.atribuicaoId, t.chamadaId, t.tipo],
      foreignColumns: [submissaoAvaliadores.id, submissaoAvaliadores.chamadaId, submissaoAvaliadores.tipo],
    }).onDelete('cascade'),
    uniqueIndex('pareceres_atribuicao_uq').on(t.atribuicaoId),
    unique('pareceres_id_chamada_tipo_uq').on(t.id, t.chamadaId, t.tipo),
    check('pareceres_tipo', umDe(t.tipo, TIPOS_AVALIACAO)),
    check('pareceres_nota', sql`${t.nota} is null or ${t.nota} between 0 and 10`),
    check('pareceres_enviado_com_nota', sql`${t.enviadoEm} is null or ${t.nota} is not null`),
    check('pareceres_textos', sql`char_length(${t.comentario}) <= ${n(L.comentarioParecer)} and char_length(${t.observacaoReservada}) <= ${n(L.comentarioParecer)}`),
  ],
);

/**
 * Nota de um critério num parecer (na escala do critério; o serviço confere a faixa) com comentário.
 * O critério é da mesma chamada e do mesmo tipo do parecer; um critério com notas não é apagado.
 */
export const parecerNotas = pgTable(
  'parecer_notas',
  {
    parecerId: integer().notNull(),
    criterioId: integer().notNull(),
    chamadaId: integer().notNull(),
    tipo: text({ enum: TIPOS_AVALIACAO }).notNull(),
    nota: decimal(6, 2).notNull(),
    comentario: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.parecerId, t.criterioId] }),
    foreignKey({ name: 'parecer_notas_parecer_fk', columns: [t.parecerId, t.chamadaId, t.tipo], foreignColumns: [pareceres.id, pareceres.chamadaId, pareceres.tipo] }).onDelete('cascade'),
    foreignKey({
      name: 'parecer_notas_criterio_fk',
      columns: [t.criterioId, t.chamadaId, t.tipo],
      foreignColumns: [chamadaCriterios.id, chamadaCriterios.chamadaId, chamadaCriterios.tipo],
    }).onDelete('restrict'),
    index('parecer_notas_criterio_idx').on(t.criterioId),
    check('parecer_notas_nota', sql`${t.nota} between 0 and 100`),
    check('parecer_notas_comentario', sql`char_length(${t.comentario}) <= ${n(L.comentarioParecer)}`),
  ],
);

/**
 * Caixa de saída das decisões: a mensagem de cada trabalho decidido, montada na prévia e enviada (no
 * app e por e-mail) numa ação só — ao autor e a cada coautor (migração 0017). Uma pendente por trabalho
 * e e-mail; enviada, fica como registro. `usuario_id` é a conta que recebe no app (nula para o coautor
 * sem conta); nome e e-mail são os do destinatário na prévia.
 */
/** Quem recebe a mensagem da decisão: o autor ou alguém da lista de coautores (com o papel dela). */
const PAPEIS_DESTINATARIO = ['autor', ...PAPEIS_COAUTOR] as const;

export const decisaoMensagens = pgTable(
  'decisao_mensagens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    chamadaId: integer()
      .notNull()
      .references(() => chamadas.id, { onDelete: 'cascade' }),
    submissaoId: integer()
      .notNull()
      .references(() => submissoes.id, { onDelete: 'cascade' }),
    usuarioId: integer().references(() => usuarios.id, { onDelete: 'cascade' }),
    papel: text({ enum: PAPEIS_DESTINATARIO }).notNull().default('autor'),
    nome: text().notNull(),
    email: text().notNull(),
    decisao: text({ enum: DECISOES }).notNull(),
    assunto: text().notNull(),
    texto: text().notNull(),
    criadaPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    enviadaEm: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('decisao_mensagens_pendente_uq').on(t.submissaoId, t.email).where(sql`${t.enviadaEm} is null`),
    index('decisao_mensagens_chamada_idx').on(t.chamadaId, t.enviadaEm),
    check('decisao_mensagens_decisao', umDe(t.decisao, DECISOES)),
    check('decisao_mensagens_papel', umDe(t.papel, PAPEIS_DESTINATARIO)),
    check('decisao_mensagens_autor_com_conta', sql`${t.papel} <> 'autor' or ${t.usuarioId} is not null`),
    check('decisao_mensagens_textos', sql`char_length(${t.assunto}) between 1 and 255 and char_length(${t.texto}) between 1 and 10000`),
  ],
);
