import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cargos, coresRacas, deficiencias, escolaridades, generos, orientacoesSexuais, unidades } from './lookups.ts';

export const usuarios = pgTable(
  'usuarios',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nome: text().notNull(),
    /** 11 dígitos, sem máscara. */
    cpf: text().notNull().unique(),
    /** Sempre em minúsculas. */
    email: text().notNull().unique(),
    celular: text(),
    /** Hash scrypt no formato `scrypt$N$r$p$sal$hash`; nulo em conta sem senha. */
    senhaHash: text(),
    perfis: text().array().notNull().default(sql`ARRAY['usuario']::text[]`),
    registro: text(),
    dataNascimento: date({ mode: 'string' }),
    cargoId: integer().references(() => cargos.id),
    unidadeId: integer().references(() => unidades.id),
    generoId: integer().references(() => generos.id),
    orientacaoSexualId: integer().references(() => orientacoesSexuais.id),
    corRacaId: integer().references(() => coresRacas.id),
    escolaridadeId: integer().references(() => escolaridades.id),
    deficienciaId: integer().references(() => deficiencias.id),
    ativo: boolean().notNull().default(true),
    googleSub: text().unique(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('usuarios_cpf_formato', sql`${t.cpf} ~ '^[0-9]{11}$'`),
    check('usuarios_email_minusculo', sql`${t.email} = lower(${t.email})`),
    check('usuarios_celular_formato', sql`${t.celular} IS NULL OR ${t.celular} ~ '^[0-9]{10,11}$'`),
    check('usuarios_registro_formato', sql`${t.registro} IS NULL OR ${t.registro} ~ '^[0-9]{6,7}$'`),
    check(
      'usuarios_perfis_validos',
      sql`cardinality(${t.perfis}) >= 1 AND ${t.perfis} <@ ARRAY['usuario','instrutor','administrador']::text[]`,
    ),
    index('usuarios_nome_idx').on(sql`lower(${t.nome})`),
  ],
);
