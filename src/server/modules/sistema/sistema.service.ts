import type { z } from 'zod';
import type { HealthSchema } from '#shared/contracts/sistema.ts';
import type { DbKind } from '../../db/client.ts';
import type { Ctx } from '../../lib/context.ts';
import { pingBanco } from './sistema.repository.ts';

export const VERSAO = '0.1.0';

/** Responde à sonda de conectividade depois de um `select 1` no banco. */
export async function verificarSaude(ctx: Ctx, banco: DbKind): Promise<z.infer<typeof HealthSchema>> {
  await pingBanco(ctx.db);
  return { status: 'ok', banco, versao: VERSAO };
}
