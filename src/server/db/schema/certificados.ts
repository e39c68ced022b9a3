import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, date, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { chamadas } from './chamadas.ts';
import { turmas } from './eventos.ts';
import { submissoes } from './submissoes.ts';
import { usuarios } from './usuarios.ts';
import { ORIGENS_CERTIFICADO, STATUS_CERTIFICADO, TIPOS_CERTIFICADO, TIPOS_DA_ORIGEM } from '#shared/rules/certificado.ts';
import { umDe } from './valores.ts';

/** Numeração dos certificados (eventos e avulsos dividem a mesma): um número nunca se repete. */
export const certificadosNumeroSeq = pgSequence('certificados_numero_seq', { startWith: 1 });

/** Quem assina, como ficou gravado no documento (o nome e a função do dia da emissão). */
export interface AssinanteGravado {
  usuario_id: number;
  nome: string;
  funcao: string | null;
}

/**
 * Assinatura de uma pessoa (imagem PNG no `Storage`, desenhada ou enviada no modal de assinatura) e a
 * função que aparece abaixo dela nos certificados ("Chefe da Escola da Saúde").
 */
export const assinaturas = pgTable(
  'assinaturas',
  {
    usuarioId: integer()
      .primaryKey()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    arquivo: text().notNull(),
    funcao: text(),
    atualizadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('assinaturas_funcao_tamanho', sql`${t.funcao} is null or char_length(${t.funcao}) between 1 and 120`)],
);

/** Ajustes da plataforma que a administração muda pela tela (ex.: assinantes institucionais padrão). */
export const configuracoes = pgTable('configuracoes', {
  chave: text().primaryKey(),
  valor: jsonb().notNull(),
  atualizadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  atualizadaPor: integer().references(() => usuarios.id),
});

/**
 * Certificado avulso (SPEC §2.8): cadastrado pela administração, fora do fluxo das turmas. O documento
 * (número, código, PDF) é uma linha de `certificados` com `origem = 'avulso'`.
 */
export const certificadosAvulsos = pgTable(
  'certificados_avulsos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nome: text().notNull(),
    /** Só dígitos (CPF ou registro funcional), como o SPEC §3; o documento leva a forma mascarada. */
    cpf: text(),
    email: text().notNull(),
    curso: text().notNull(),
    cargaHoraria: integer().notNull(),
    dataInicio: date({ mode: 'string' }),
    dataFim: date({ mode: 'string' }),
    enviado: boolean().notNull().default(false),
    enviadoEm: timestamp({ withTimezone: true }),
    criadoPor: integer().references(() => usuarios.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('certificados_avulsos_nome', sql`char_length(${t.nome}) between 1 and 150`),
    check('certificados_avulsos_curso', sql`char_length(${t.curso}) between 1 and 160`),
    check('certificados_avulsos_email', sql`char_length(${t.email}) between 3 and 120 and ${t.email} = lower(${t.email})`),
    check('certificados_avulsos_cpf', sql`${t.cpf} is null or ${t.cpf} ~ '^[0-9]{1,14}$'`),
    check('certificados_avulsos_carga', sql`${t.cargaHoraria} >= 1`),
    check('certificados_avulsos_periodo', sql`${t.dataFim} is null or ${t.dataInicio} is null or ${t.dataFim} >= ${t.dataInicio}`),
    index('certificados_avulsos_criado_idx').on(t.criadoEm),
  ],
);

/** `tipo in ('a', 'b')` de uma origem, como texto constante no CHECK. */
const tiposDe = (origem: (typeof ORIGENS_CERTIFICADO)[number]) => sql.raw(TIPOS_DA_ORIGEM[origem].map((t) => `'${t}'`).join(', '));

/**
 * Certificados (documentos): de evento (participante, instrutor ou palestrante de uma turma), avulsos e
 * da chamada de trabalhos (apresentação de trabalho, para cada autor e coautor de um trabalho aprovado;
 * avaliador, para quem terminou os pareceres).
 * - Um válido (`emitido`) por pessoa, turma e tipo — índice único parcial: emitir duas vezes é impossível.
 *   Na chamada: um por trabalho e e-mail (apresentação; coautor sem conta recebe pelo e-mail gravado) e
 *   um por chamada e pessoa (avaliador).
 * - Número da sequência `certificados_numero_seq`; código de validação aleatório (60 bits), único.
 * - Os dados impressos ficam gravados (nome, curso, período, carga, assinantes): o documento não muda se
 *   o cadastro mudar; reemitir grava de novo num certificado novo que substitui o anterior.
 * - `hashSha256` do PDF guardado em `arquivo`, gravados juntos na primeira renderização.
 */
export const certificados = pgTable(
  'certificados',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    numero: bigint({ mode: 'number' })
      .notNull()
      .default(sql`nextval('certificados_numero_seq')`),
    codigo: text().notNull(),
    origem: text({ enum: ORIGENS_CERTIFICADO }).notNull(),
    tipo: text({ enum: TIPOS_CERTIFICADO }).notNull(),
    status: text({ enum: STATUS_CERTIFICADO })
      .notNull()
      .default('emitido'),
    usuarioId: integer().references(() => usuarios.id),
    turmaId: integer().references(() => turmas.id),
    avulsoId: integer().references(() => certificadosAvulsos.id, { onDelete: 'cascade' }),
    /** Chamada de trabalhos (origem `chamada`). */
    chamadaId: integer().references(() => chamadas.id),
    /** O trabalho apresentado (tipo `apresentacao_trabalho`). */
    submissaoId: integer().references(() => submissoes.id),
    /** Para quem vai o e-mail, quando o certificado não é de uma conta (coautor sem cadastro) — e a chave do de apresentação. */
    email: text(),
    nome: text().notNull(),
    cpfMascarado: text(),
    curso: text().notNull(),
    turmaNome: text(),
    dataInicio: date({ mode: 'string' }),
    dataFim: date({ mode: 'string' }),
    cargaHoraria: integer(),
    assinantes: jsonb().$type<AssinanteGravado[]>().notNull().default([]),
    arquivo: text(),
    hashSha256: text(),
    emitidoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    emitidoPor: integer().references(() => usuarios.id),
    enviadoEm: timestamp({ withTimezone: true }),
    canceladoEm: timestamp({ withTimezone: true }),
    canceladoPor: integer().references(() => usuarios.id),
    motivoCancelamento: text(),
    substituiId: integer().references((): AnyPgColumn => certificados.id),
  },
  (t) => [
    uniqueIndex('certificados_numero_uq').on(t.numero),
    uniqueIndex('certificados_codigo_uq').on(t.codigo),
    uniqueIndex('certificados_evento_valido_uq')
      .on(t.turmaId, t.usuarioId, t.tipo)
      .where(sql`${t.status} = 'emitido' and ${t.origem} = 'evento'`),
    uniqueIndex('certificados_avulso_valido_uq')
      .on(t.avulsoId)
      .where(sql`${t.status} = 'emitido' and ${t.origem} = 'avulso'`),
    uniqueIndex('certificados_trabalho_valido_uq')
      .on(t.submissaoId, t.email)
      .where(sql`${t.status} = 'emitido' and ${t.origem} = 'chamada' and ${t.tipo} = 'apresentacao_trabalho'`),
    uniqueIndex('certificados_avaliador_valido_uq')
      .on(t.chamadaId, t.usuarioId)
      .where(sql`${t.status} = 'emitido' and ${t.origem} = 'chamada' and ${t.tipo} = 'avaliador'`),
    index('certificados_chamada_idx').on(t.chamadaId),
    index('certificados_usuario_idx').on(t.usuarioId),
    index('certificados_turma_idx').on(t.turmaId),
    check('certificados_codigo_formato', sql`${t.codigo} ~ '^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$'`),
    check(
      'certificados_origem',
      sql`(${t.origem} = 'evento' and ${t.usuarioId} is not null and ${t.turmaId} is not null and ${t.avulsoId} is null and ${t.chamadaId} is null and ${t.submissaoId} is null
          and ${t.tipo} in (${tiposDe('evento')}))
        or (${t.origem} = 'avulso' and ${t.avulsoId} is not null and ${t.turmaId} is null and ${t.chamadaId} is null and ${t.submissaoId} is null
          and ${t.tipo} in (${tiposDe('avulso')}))
        or (${t.origem} = 'chamada' and ${t.chamadaId} is not null and ${t.turmaId} is null and ${t.avulsoId} is null
          and ((${t.tipo} = 'avaliador' and ${t.usuarioId} is not null and ${t.submissaoId} is null)
            or (${t.tipo} = 'apresentacao_trabalho' and ${t.submissaoId} is not null and ${t.email} is not null)))`,
    ),
    check('certificados_email', sql`${t.email} is null or (char_length(${t.email}) between 3 and 120 and ${t.email} = lower(${t.email}))`),
    check('certificados_hash', sql`(${t.arquivo} is null) = (${t.hashSha256} is null) and (${t.hashSha256} is null or ${t.hashSha256} ~ '^[0-9a-f]{64}$')`),
    check(
      'certificados_cancelamento',
      sql`(${t.status} = 'cancelado') = (${t.canceladoEm} is not null) and (${t.status} <> 'cancelado' or char_length(${t.motivoCancelamento}) between 5 and 2000)`,
    ),
    check('certificados_tipo', umDe(t.tipo, TIPOS_CERTIFICADO)),
    check('certificados_status', umDe(t.status, STATUS_CERTIFICADO)),
    check('certificados_carga', sql`${t.cargaHoraria} is null or ${t.cargaHoraria} >= 1`),
  ],
);

/** O que aconteceu com cada certificado (emitido, enviado, cancelado, reemitido), e quem fez. */
export const certificadoHistorico = pgTable(
  'certificado_historico',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    certificadoId: integer()
      .notNull()
      .references(() => certificados.id, { onDelete: 'cascade' }),
    acao: text({ enum: ['emitido', 'enviado', 'cancelado', 'reemitido', 'documento'] }).notNull(),
    motivo: text(),
    usuarioId: integer().references(() => usuarios.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('certificado_historico_certificado_idx').on(t.certificadoId, t.criadoEm),
    check('certificado_historico_acao', sql`${t.acao} in ('emitido', 'enviado', 'cancelado', 'reemitido', 'documento')`),
  ],
);

/** Consultas públicas de validação (com o IP resumido por hash, nunca o IP). */
export const certificadoValidacoes = pgTable(
  'certificado_validacoes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    codigo: text().notNull(),
    certificadoId: integer().references(() => certificados.id, { onDelete: 'set null' }),
    resultado: text({ enum: ['valido', 'cancelado', 'substituido', 'nao_encontrado'] }).notNull(),
    ipHash: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('certificado_validacoes_criado_idx').on(t.criadoEm),
    index('certificado_validacoes_certificado_idx').on(t.certificadoId),
    check('certificado_validacoes_codigo', sql`char_length(${t.codigo}) <= 64`),
    check('certificado_validacoes_resultado', sql`${t.resultado} in ('valido', 'cancelado', 'substituido', 'nao_encontrado')`),
  ],
);

/**
 * Envios em lote (reenviar ou mandar por e-mail muitos certificados): um lote com um item por
 * certificado; cada item é uma tarefa da fila com chave própria — um reinício no meio não manda duas vezes.
 */
export const certificadoLotes = pgTable('certificado_lotes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  criadoPor: integer().references(() => usuarios.id),
  criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  total: integer().notNull(),
});

export const certificadoLoteItens = pgTable(
  'certificado_lote_itens',
  {
    loteId: integer()
      .notNull()
      .references(() => certificadoLotes.id, { onDelete: 'cascade' }),
    certificadoId: integer()
      .notNull()
      .references(() => certificados.id, { onDelete: 'cascade' }),
    situacao: text({ enum: ['pendente', 'enviado', 'falhou'] })
      .notNull()
      .default('pendente'),
    mensagem: text(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificado_lote_itens_pk').on(t.loteId, t.certificadoId),
    index('certificado_lote_itens_certificado_idx').on(t.certificadoId),
    check('certificado_lote_itens_situacao', sql`${t.situacao} in ('pendente', 'enviado', 'falhou')`),
  ],
);
