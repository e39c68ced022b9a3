import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, pgTable, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { chamadaLinhas, chamadas, decimal } from './chamadas.ts';
import { unidades } from './lookups.ts';
import { usuarios } from './usuarios.ts';
import { ARQUIVO_POSTER, DECISOES, FAIXA_LIMITE as F, LIMITES_SUBMISSAO as L, PAPEIS_COAUTOR, STATUS_SUBMISSAO } from '#shared/rules/chamadas.ts';
import { umDe } from './valores.ts';

const n = (v: number) => sql.raw(String(v));

/**
 * Trabalho de um autor numa chamada. Rascunho parcial; enviado completo e no prazo (o serviço confere
 * contra os limites da chamada; o banco guarda os tetos absolutos). A linha temática é da mesma chamada
 * (chave composta). Notas (0–10) e a marca de divergência são gravadas pela revisão; a decisão fica
 * guardada até a administração liberá-la ao autor (`resultadoLiberadoEm`), quando a situação muda.
 * Nunca apagado: retirar é mudar a situação.
 */
export const submissoes = pgTable(
  'submissoes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    chamadaId: integer()
      .notNull()
      .references(() => chamadas.id),
    autorId: integer()
      .notNull()
      .references(() => usuarios.id),
    titulo: text().notNull().default(''),
    /** `AAAA-MM`, dentro do período da experiência da chamada (conferido ao salvar). */
    inicioExperiencia: text(),
    linhaId: integer(),
    introducao: text().notNull().default(''),
    objetivos: text().notNull().default(''),
    metodo: text().notNull().default(''),
    resultados: text().notNull().default(''),
    consideracoes: text().notNull().default(''),
    bibliografia: text().notNull().default(''),
    status: text({ enum: STATUS_SUBMISSAO }).notNull().default('rascunho'),
    submetidaEm: timestamp({ withTimezone: true }),
    retiradaEm: timestamp({ withTimezone: true }),
    /** Notas de 0 a 10 (média ponderada e normalizada dos pareceres enviados), por tipo e a final. */
    notaEscrita: decimal(6, 3),
    notaOral: decimal(6, 3),
    notaFinal: decimal(6, 3),
    /** Dois pareceres do mesmo tipo diferem mais que o limiar da chamada. */
    divergente: boolean().notNull().default(false),
    decisao: text({ enum: DECISOES }),
    motivoDecisao: text(),
    decididaEm: timestamp({ withTimezone: true }),
    decididaPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    /** A decisão, as notas e os comentários dos pareceres chegaram ao autor (sem quem avaliou). */
    resultadoLiberadoEm: timestamp({ withTimezone: true }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'submissoes_linha_da_chamada_fk', columns: [t.linhaId, t.chamadaId], foreignColumns: [chamadaLinhas.id, chamadaLinhas.chamadaId] }),
    unique('submissoes_id_chamada_uq').on(t.id, t.chamadaId),
    index('submissoes_chamada_status_idx').on(t.chamadaId, t.status),
    index('submissoes_autor_idx').on(t.autorId),
    index('submissoes_linha_idx').on(t.linhaId),
    check('submissoes_status', umDe(t.status, STATUS_SUBMISSAO)),
    check('submissoes_titulo', sql`char_length(${t.titulo}) <= ${n(F.titulo.max)}`),
    check(
      'submissoes_textos',
      sql`greatest(char_length(${t.introducao}), char_length(${t.objetivos}), char_length(${t.metodo}), char_length(${t.resultados}), char_length(${t.consideracoes}), char_length(${t.bibliografia})) <= ${n(F.texto.max)}`,
    ),
    check('submissoes_inicio', sql`${t.inicioExperiencia} is null or ${t.inicioExperiencia} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    // fora do rascunho, o trabalho foi enviado completo
    check(
      'submissoes_enviada_completa',
      sql`${t.status} in ('rascunho', 'retirada') or (${t.submetidaEm} is not null and char_length(${t.titulo}) > 0 and ${t.inicioExperiencia} is not null and ${t.linhaId} is not null
        and least(char_length(${t.introducao}), char_length(${t.objetivos}), char_length(${t.metodo}), char_length(${t.resultados}), char_length(${t.consideracoes})) > 0)`,
    ),
    check('submissoes_retirada', sql`(${t.status} = 'retirada') = (${t.retiradaEm} is not null)`),
    check('submissoes_notas', sql`coalesce(least(${t.notaEscrita}, ${t.notaOral}, ${t.notaFinal}), 0) >= 0 and coalesce(greatest(${t.notaEscrita}, ${t.notaOral}, ${t.notaFinal}), 0) <= 10`),
    check('submissoes_decisao', umDe(t.decisao, DECISOES)),
    check(
      'submissoes_decisao_completa',
      sql`(${t.decisao} is null) = (${t.decididaEm} is null)
        and (${t.motivoDecisao} is null or char_length(${t.motivoDecisao}) between 1 and ${n(L.motivoDecisao)})
        and (${t.decisao} is distinct from 'reprovada' or ${t.motivoDecisao} is not null)`,
    ),
    // só uma decisão guardada é liberada; a situação final é a decisão liberada
    check('submissoes_liberada', sql`${t.resultadoLiberadoEm} is null or ${t.decisao} is not null`),
    check(
      'submissoes_status_da_decisao',
      sql`${t.status} not in ('aprovada_exposicao', 'aprovada_oral', 'reprovada') or (${t.resultadoLiberadoEm} is not null and ${t.status} = ${t.decisao})`,
    ),
  ],
);

/**
 * Coautores: nome, e-mail (único no trabalho), unidade (nula: de fora da rede), papel e CPF quando
 * informado. `usuarioId` é a conta encontrada pelo e-mail ou pelo CPF ao salvar (conflitos de
 * interesse e certificados).
 */
export const submissaoCoautores = pgTable(
  'submissao_coautores',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    submissaoId: integer()
      .notNull()
      .references(() => submissoes.id, { onDelete: 'cascade' }),
    ordem: smallint().notNull(),
    nome: text().notNull(),
    email: text().notNull(),
    unidadeId: integer().references(() => unidades.id),
    papel: text({ enum: PAPEIS_COAUTOR }).notNull().default('coautor'),
    cpf: text(),
    usuarioId: integer().references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('submissao_coautores_email_uq').on(t.submissaoId, t.email),
    index('submissao_coautores_usuario_idx').on(t.usuarioId),
    check('submissao_coautores_nome', sql`char_length(${t.nome}) between 1 and ${n(L.nomeCoautor)}`),
    check('submissao_coautores_email', sql`char_length(${t.email}) between 3 and ${n(L.emailCoautor)} and ${t.email} = lower(${t.email})`),
    check('submissao_coautores_papel', umDe(t.papel, PAPEIS_COAUTOR)),
    check('submissao_coautores_cpf', sql`${t.cpf} is null or ${t.cpf} ~ '^[0-9]{11}$'`),
  ],
);

/**
 * Pôsteres de um trabalho, com histórico: trocar grava um novo e marca o anterior como substituído
 * (o arquivo continua no `Storage`). Um atual por trabalho (índice único parcial).
 */
export const submissaoPosteres = pgTable(
  'submissao_posteres',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    submissaoId: integer()
      .notNull()
      .references(() => submissoes.id, { onDelete: 'cascade' }),
    chave: text().notNull(),
    nomeOriginal: text().notNull(),
    /** Tipo reconhecido pelo conteúdo (png, jpeg, webp, pdf, ppt, pptx). */
    tipo: text({ enum: ARQUIVO_POSTER.tipos }).notNull(),
    mime: text().notNull(),
    tamanho: bigint({ mode: 'number' }).notNull(),
    hashSha256: text().notNull(),
    enviadoPor: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    enviadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    substituidoEm: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('submissao_posteres_atual_uq').on(t.submissaoId).where(sql`${t.substituidoEm} is null`),
    uniqueIndex('submissao_posteres_chave_uq').on(t.chave),
    index('submissao_posteres_submissao_idx').on(t.submissaoId, t.enviadoEm),
    check('submissao_posteres_tipo', umDe(t.tipo, ARQUIVO_POSTER.tipos)),
    check('submissao_posteres_nome', sql`char_length(${t.nomeOriginal}) between 1 and 200`),
    check('submissao_posteres_tamanho', sql`${t.tamanho} between 1 and ${n(ARQUIVO_POSTER.maxBytes)}`),
    check('submissao_posteres_hash', sql`${t.hashSha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
