import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

/** Um curso do histórico de formação, como ficou gravado no dia da emissão. */
export interface ItemDoHistoricoGravado {
  certificado_id: number;
  numero: string;
  curso: string;
  turma: string | null;
  data_inicio: string | null;
  data_fim: string | null;
  carga_horaria: number;
  /** Ano (São Paulo) em que o curso terminou. */
  ano: number;
}

/**
 * Histórico de formação (issue 21): o documento que lista os cursos concluídos da pessoa (certificados de
 * participante válidos), com código de validação aleatório (60 bits, o mesmo formato dos certificados).
 * - `itens` é a fotografia do que foi impresso; `hash_itens` (SHA-256 da fotografia) faz o mesmo
 *   conteúdo reaproveitar o mesmo histórico (único por pessoa): baixar de novo sem mudança não emite outro.
 * - `hash_sha256` do PDF guardado em `arquivo`, gravados juntos na primeira renderização.
 */
export const historicosFormacao = pgTable(
  'historicos_formacao',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    codigo: text().notNull(),
    usuarioId: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    nome: text().notNull(),
    itens: jsonb().$type<ItemDoHistoricoGravado[]>().notNull(),
    horasTotal: integer().notNull(),
    hashItens: text().notNull(),
    arquivo: text(),
    hashSha256: text(),
    emitidoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('historicos_formacao_codigo_uq').on(t.codigo),
    uniqueIndex('historicos_formacao_usuario_itens_uq').on(t.usuarioId, t.hashItens),
    check('historicos_formacao_codigo_formato', sql`${t.codigo} ~ '^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$'`),
    check('historicos_formacao_itens', sql`jsonb_typeof(${t.itens}) = 'array'`),
    check('historicos_formacao_horas', sql`${t.horasTotal} >= 0`),
    check('historicos_formacao_hash_itens', sql`${t.hashItens} ~ '^[0-9a-f]{64}$'`),
    check('historicos_formacao_hash', sql`(${t.arquivo} is null) = (${t.hashSha256} is null) and (${t.hashSha256} is null or ${t.hashSha256} ~ '^[0-9a-f]{64}$')`),
  ],
);

/** Consultas públicas de validação de históricos (IP resumido por hash, como nos certificados). */
export const historicoValidacoes = pgTable(
  'historico_validacoes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    codigo: text().notNull(),
    historicoId: integer().references(() => historicosFormacao.id, { onDelete: 'set null' }),
    resultado: text({ enum: ['valido', 'nao_encontrado'] }).notNull(),
    ipHash: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('historico_validacoes_criado_idx').on(t.criadoEm),
    index('historico_validacoes_historico_idx').on(t.historicoId),
    check('historico_validacoes_codigo', sql`char_length(${t.codigo}) <= 64`),
    check('historico_validacoes_resultado', sql`${t.resultado} in ('valido', 'nao_encontrado')`),
  ],
);
