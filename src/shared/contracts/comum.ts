import { z } from 'zod';
import { PERFIS } from '../rules/perfis.ts';

const DATA_RE = /^\d{4}-\d{2}-\d{2}$/;

/** `AAAA-MM-DD` que existe no calendário (31/02 é recusado). */
function dataExiste(v: string): boolean {
  const [a, m, d] = v.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(a, m - 1, d));
  return dt.getUTCFullYear() === a && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/**
 * Anos que qualquer data de entrada alcança (query, caminho ou corpo). Fora deles, uma conta de datas
 * no banco (somar um ano ao `de` da agenda, por exemplo) passaria do ano 9999 e viraria erro 500.
 */
export const ANOS_DAS_DATAS = { primeiro: 1900, ultimo: 2100 } as const;
export const MENSAGEM_DATA_FORA_DOS_LIMITES = `A data deve estar entre os anos ${ANOS_DAS_DATAS.primeiro} e ${ANOS_DAS_DATAS.ultimo}.`;

/** O ano de uma data `AAAA-MM-DD` está entre `primeiro` e `ultimo` (texto fora do formato: `true`, quem fala é o formato). */
export function anoEntre(v: string, primeiro: number, ultimo: number): boolean {
  if (!DATA_RE.test(v)) return true;
  const ano = Number(v.slice(0, 4));
  return ano >= primeiro && ano <= ultimo;
}

/**
 * Data `AAAA-MM-DD` (sem fuso), conferida de verdade, com o ano entre `primeiro` e `ultimo`: a base de
 * toda data que um cliente manda.
 */
export function dataEntreAnos(primeiro: number, ultimo: number, mensagem: string) {
  return z
    .string()
    .regex(DATA_RE, 'Data inválida (use AAAA-MM-DD).')
    .refine((v) => !DATA_RE.test(v) || dataExiste(v), 'Data inválida.')
    .refine((v) => !DATA_RE.test(v) || !dataExiste(v) || anoEntre(v, primeiro, ultimo), mensagem);
}

/** Data de calendário `YYYY-MM-DD`, de 1900 a 2100: o esquema de toda data de entrada. */
export const DataSchema = dataEntreAnos(ANOS_DAS_DATAS.primeiro, ANOS_DAS_DATAS.ultimo, MENSAGEM_DATA_FORA_DOS_LIMITES);

/** Anos que o calendário do sistema alcança (listas por ano, datas bloqueadas, planejamento, solicitações). */
export const ANOS_DO_CALENDARIO = { primeiro: 2000, ultimo: 2100 } as const;
export const MENSAGEM_ANO_FORA_DO_CALENDARIO = `A data deve estar entre os anos ${ANOS_DO_CALENDARIO.primeiro} e ${ANOS_DO_CALENDARIO.ultimo}.`;

/** Data `YYYY-MM-DD` num dos anos do calendário (2000 a 2100). */
export const DataDoCalendarioSchema = dataEntreAnos(ANOS_DO_CALENDARIO.primeiro, ANOS_DO_CALENDARIO.ultimo, MENSAGEM_ANO_FORA_DO_CALENDARIO);

/** Ano (na query, texto) dentro do calendário. */
export const AnoDoCalendarioSchema = z.coerce
  .number({ error: 'Ano inválido.' })
  .int('Ano inválido.')
  .min(ANOS_DO_CALENDARIO.primeiro, 'Ano inválido.')
  .max(ANOS_DO_CALENDARIO.ultimo, 'Ano inválido.');

/** Maior valor de uma coluna `integer` do PostgreSQL (os ids são `serial`). */
export const ID_MAXIMO = 2_147_483_647;
const ID_TEXTO_RE = /^[1-9]\d{0,9}$/;

/**
 * O esquema único de identificador, para caminhos e corpos: um inteiro de 1 a 2147483647, dado como
 * número JSON ou como texto só de dígitos sem zero à esquerda. Nada de coerção: `0x3`, `1e0`, ` 1`,
 * `0001`, `+1`, `1.0`, `[1]` e `true` são recusados com a mesma mensagem (uma URL tem um só jeito de
 * escrever cada id).
 */
export function idSchema(mensagem = 'ID inválido.') {
  return z
    .union([z.int(mensagem), z.string(mensagem).regex(ID_TEXTO_RE, mensagem)], { error: mensagem })
    .transform(Number)
    .pipe(z.int(mensagem).positive(mensagem).max(ID_MAXIMO, mensagem));
}

/** Identificador numérico vindo da URL (`/api/usuarios/:id`). */
export const IdParamsSchema = z.object({ id: idSchema() });

/** Paginação comum das listas. */
export const PaginacaoQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1, 'Página inválida.').max(100_000).default(1),
  por_pagina: z.coerce.number().int().min(1).max(100, 'No máximo 100 por página.').default(20),
});

export function paginaSchema<T extends z.ZodType>(item: T) {
  return z.object({
    itens: z.array(item),
    total: z.number().int(),
    pagina: z.number().int(),
    por_pagina: z.number().int(),
  });
}

/** Resposta simples com uma mensagem para mostrar. */
export const MensagemSchema = z.object({ mensagem: z.string() });
export type Mensagem = z.infer<typeof MensagemSchema>;

/** Perfil de acesso (`usuario`, `instrutor`, `administrador`). */
export const PerfilSchema = z.enum(PERFIS);
