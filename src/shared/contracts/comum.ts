import { z } from 'zod';
import { PERFIS } from '../rules/perfis.ts';

const DATA_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Data de calendário `YYYY-MM-DD` (sem fuso), conferida de verdade (31/02 é recusado). */
export const DataSchema = z
  .string()
  .regex(DATA_RE, 'Data inválida (use AAAA-MM-DD).')
  .refine((v) => {
    const [a, m, d] = v.split('-').map(Number) as [number, number, number];
    const dt = new Date(Date.UTC(a, m - 1, d));
    return dt.getUTCFullYear() === a && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
  }, 'Data inválida.');

/** Identificador numérico vindo da URL (`/api/usuarios/:id`). */
export const IdParamsSchema = z.object({
  id: z.coerce.number({ error: 'ID inválido.' }).int('ID inválido.').positive('ID inválido.').max(2_147_483_647, 'ID inválido.'),
});

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
