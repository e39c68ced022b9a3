import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Tabelas de apoio do perfil (SPEC §3), semeadas com a lista de `seed-lookups.json`. */
const colunasLookup = () => ({
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  nome: text().notNull().unique(),
  ordem: integer().notNull().default(0),
  ativo: boolean().notNull().default(true),
});

export const cargos = pgTable('cargos', colunasLookup());
export const generos = pgTable('generos', colunasLookup());
export const orientacoesSexuais = pgTable('orientacoes_sexuais', colunasLookup());
export const coresRacas = pgTable('cores_racas', colunasLookup());
export const escolaridades = pgTable('escolaridades', colunasLookup());
export const deficiencias = pgTable('deficiencias', colunasLookup());
export const unidades = pgTable('unidades', {
  ...colunasLookup(),
  sigla: text().notNull().unique(),
});
