import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Busca sem acento e sem caixa, sem extensões (unaccent não existe no PGlite nem em todo PG 15):
 * translate() troca as letras acentuadas do português pela base. Constantes no SQL (não parâmetros),
 * para que um índice de expressão possa ser criado depois, se a lista crescer.
 */
const ACENTUADAS = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
const BASES = [...ACENTUADAS].map((c) => c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).join('');

/** A expressão em minúsculas e sem acentos, para comparar com `textoDeBusca`. */
export const semAcento = (valor: SQL | AnyPgColumn) => sql`translate(lower(${valor}), ${sql.raw(`'${ACENTUADAS}'`)}, ${sql.raw(`'${BASES}'`)})`;

/** `%`, `_` e `\` digitados valem como texto, não como curingas do LIKE. */
export const escaparLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** O que a pessoa digitou, sem acentos e em minúsculas, pronto para `like` contra `semAcento(...)`. */
export const textoDeBusca = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Padrão `%texto%` (sem acento, curingas escapados). */
export const padraoContem = (s: string) => `%${escaparLike(textoDeBusca(s))}%`;
