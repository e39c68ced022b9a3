import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';
import { FAIXA_LIMITE as F, LIMITES_CHAMADA as L, TIPOS_AVALIACAO, TIPOS_MODELO } from '#shared/rules/chamadas.ts';
import { umDe } from './valores.ts';

/** Números decimais chegam como número (não como texto) do driver. */
export const decimal = (precisao: number, escala: number) => numeric({ precision: precisao, scale: escala, mode: 'number' });
/** Horário do relógio de São Paulo, sem fuso (o que a administração digitou: "31/03 às 23:59"). */
const horarioSp = () => timestamp({ mode: 'string' });
const MES = `'^[0-9]{4}-(0[1-9]|1[0-2])$'`;
/** Número de uma constante dentro do SQL de um CHECK (texto constante, como as migrações guardam). */
const n = (v: number) => sql.raw(String(v));

/**
 * Chamada de trabalhos (a Mostra): edital em Markdown (guardado como texto; a tela o mostra sem HTML
 * cru), período da experiência (`AAAA-MM`), prazo final no relógio de São Paulo, limites de caracteres
 * por campo, coautores, regras da avaliação (avaliadores por trabalho, limiar de divergência, conflito
 * por unidade, terceiro avaliador automático) e as janelas da revisão. Publicada só com ao menos uma
 * linha temática e um critério escrito (gatilho adiado na migração); com trabalhos, não é excluída nem
 * volta a rascunho (chave estrangeira e gatilho).
 */
export const chamadas = pgTable(
  'chamadas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    titulo: text().notNull(),
    descricaoMarkdown: text().notNull().default(''),
    periodoExperienciaInicio: text().notNull(),
    periodoExperienciaFim: text().notNull(),
    prazoFinal: horarioSp().notNull(),
    aceitaPoster: boolean().notNull().default(true),
    maxCoautores: smallint().notNull().default(L.coautores.padrao),
    limiteTitulo: smallint().notNull(),
    limiteIntroducao: smallint().notNull(),
    limiteObjetivos: smallint().notNull(),
    limiteMetodo: smallint().notNull(),
    limiteResultados: smallint().notNull(),
    limiteConsideracoes: smallint().notNull(),
    limiteBibliografia: smallint().notNull(),
    /** Texto livre sobre a avaliação escrita e a oral, além dos critérios com nota. */
    criteriosOutros: text().notNull().default(''),
    oralOutros: text().notNull().default(''),
    premiacaoTexto: text().notNull().default(''),
    disposicoesFinaisTexto: text().notNull().default(''),
    avaliadoresPorTrabalho: smallint().notNull().default(L.avaliadoresPorTrabalho.padrao),
    /** Diferença de nota (0–10) entre dois pareceres do mesmo tipo que marca o trabalho como divergente. */
    limiarDivergencia: decimal(4, 2).notNull().default(L.limiarDivergencia.padrao),
    /** Na divergência, o terceiro avaliador é atribuído sozinho (senão, só sugerido). */
    terceiroAutomatico: boolean().notNull().default(false),
    /** Quem avalia não pode ser da unidade de um dos autores. */
    conflitoUnidade: boolean().notNull().default(false),
    /** Janela em que quem avalia marca interesse nos trabalhos (relógio de São Paulo); sem ela, não há lances. */
    lancesInicio: horarioSp(),
    lancesFim: horarioSp(),
    /** Prazo dos pareceres (quem passa dele aparece como atrasado no painel). */
    prazoAvaliacao: horarioSp(),
    publicado: boolean().notNull().default(false),
    /** Quando a administração encerrou a chamada (decisões comunicadas, certificados emitidos). */
    encerradaEm: timestamp({ withTimezone: true }),
    criadoPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chamadas_publicado_idx').on(t.publicado, t.prazoFinal),
    check('chamadas_titulo', sql`char_length(${t.titulo}) between 1 and ${n(L.titulo)}`),
    check('chamadas_descricao', sql`char_length(${t.descricaoMarkdown}) <= ${n(L.descricao)}`),
    check(
      'chamadas_periodo',
      sql`${t.periodoExperienciaInicio} ~ ${sql.raw(MES)} and ${t.periodoExperienciaFim} ~ ${sql.raw(MES)} and ${t.periodoExperienciaInicio} <= ${t.periodoExperienciaFim}`,
    ),
    check('chamadas_coautores', sql`${t.maxCoautores} between 0 and ${n(L.coautores.max)}`),
    check('chamadas_limite_titulo', sql`${t.limiteTitulo} between ${n(F.titulo.min)} and ${n(F.titulo.max)}`),
    check(
      'chamadas_limites_textos',
      sql`least(${t.limiteIntroducao}, ${t.limiteObjetivos}, ${t.limiteMetodo}, ${t.limiteResultados}, ${t.limiteConsideracoes}, ${t.limiteBibliografia}) >= ${n(F.texto.min)}
        and greatest(${t.limiteIntroducao}, ${t.limiteObjetivos}, ${t.limiteMetodo}, ${t.limiteResultados}, ${t.limiteConsideracoes}, ${t.limiteBibliografia}) <= ${n(F.texto.max)}`,
    ),
    check(
      'chamadas_textos',
      sql`char_length(${t.criteriosOutros}) <= ${n(L.criteriosOutros)} and char_length(${t.oralOutros}) <= ${n(L.criteriosOutros)}
        and char_length(${t.premiacaoTexto}) <= ${n(L.premiacao)} and char_length(${t.disposicoesFinaisTexto}) <= ${n(L.disposicoesFinais)}`,
    ),
    check('chamadas_avaliadores', sql`${t.avaliadoresPorTrabalho} between ${n(L.avaliadoresPorTrabalho.min)} and ${n(L.avaliadoresPorTrabalho.max)}`),
    check('chamadas_limiar', sql`${t.limiarDivergencia} between ${n(L.limiarDivergencia.min)} and ${n(L.limiarDivergencia.max)}`),
    check('chamadas_lances', sql`(${t.lancesInicio} is null) = (${t.lancesFim} is null) and (${t.lancesFim} is null or ${t.lancesFim} > ${t.lancesInicio})`),
    check('chamadas_encerrada_publicada', sql`${t.encerradaEm} is null or ${t.publicado}`),
  ],
);

/** Linhas temáticas de uma chamada (código único na chamada, sem diferenciar maiúsculas). */
export const chamadaLinhas = pgTable(
  'chamada_linhas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    chamadaId: integer()
      .notNull()
      .references(() => chamadas.id, { onDelete: 'cascade' }),
    ordem: smallint().notNull(),
    codigo: text().notNull(),
    nome: text().notNull(),
    descricao: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('chamada_linhas_codigo_uq').on(t.chamadaId, sql`lower(${t.codigo})`),
    unique('chamada_linhas_id_chamada_uq').on(t.id, t.chamadaId),
    check('chamada_linhas_codigo', sql`char_length(${t.codigo}) between 1 and ${n(L.codigoLinha)}`),
    check('chamada_linhas_nome', sql`char_length(${t.nome}) between 1 and ${n(L.nomeLinha)}`),
    check('chamada_linhas_descricao', sql`char_length(${t.descricao}) <= ${n(L.descricaoLinha)}`),
  ],
);

/**
 * Critérios de avaliação (escrita ou oral, numa tabela só: a nota de um parecer aponta para um critério
 * do mesmo tipo e da mesma chamada por chave composta). Escala inteira mín–máx; peso > 0.
 */
export const chamadaCriterios = pgTable(
  'chamada_criterios',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    chamadaId: integer()
      .notNull()
      .references(() => chamadas.id, { onDelete: 'cascade' }),
    tipo: text({ enum: TIPOS_AVALIACAO }).notNull(),
    ordem: smallint().notNull(),
    titulo: text().notNull(),
    escalaMin: smallint().notNull(),
    escalaMax: smallint().notNull(),
    peso: decimal(5, 2).notNull().default(1),
  },
  (t) => [
    index('chamada_criterios_chamada_idx').on(t.chamadaId, t.tipo, t.ordem),
    unique('chamada_criterios_id_chamada_tipo_uq').on(t.id, t.chamadaId, t.tipo),
    check('chamada_criterios_tipo', umDe(t.tipo, TIPOS_AVALIACAO)),
    check('chamada_criterios_titulo', sql`char_length(${t.titulo}) between 1 and ${n(L.tituloCriterio)}`),
    check('chamada_criterios_escala', sql`${t.escalaMin} >= ${n(L.escala.min)} and ${t.escalaMax} <= ${n(L.escala.max)} and ${t.escalaMin} < ${t.escalaMax}`),
    check('chamada_criterios_peso', sql`${t.peso} > 0 and ${t.peso} <= ${n(L.pesoMax)}`),
  ],
);

/**
 * Modelos da chamada (banner e slides da apresentação oral): um de cada por chamada; trocar substitui
 * (o arquivo anterior sai do `Storage` depois que a troca confirma).
 */
export const chamadaModelos = pgTable(
  'chamada_modelos',
  {
    chamadaId: integer()
      .notNull()
      .references(() => chamadas.id, { onDelete: 'cascade' }),
    tipo: text({ enum: TIPOS_MODELO }).notNull(),
    chave: text().notNull(),
    nomeArquivo: text().notNull(),
    mime: text().notNull(),
    tamanho: bigint({ mode: 'number' }).notNull(),
    hashSha256: text().notNull(),
    enviadoPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    enviadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chamadaId, t.tipo] }),
    check('chamada_modelos_tipo', umDe(t.tipo, TIPOS_MODELO)),
    check('chamada_modelos_nome', sql`char_length(${t.nomeArquivo}) between 1 and 200`),
    check('chamada_modelos_tamanho', sql`${t.tamanho} > 0`),
    check('chamada_modelos_hash', sql`${t.hashSha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
