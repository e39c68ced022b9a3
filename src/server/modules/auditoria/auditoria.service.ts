import type { Ctx } from '../../lib/context.ts';
import { inserirAuditoria } from './auditoria.repository.ts';

/**
 * Registra uma ação de administrador sobre dados de outra pessoa (LGPD), na transação da própria ação
 * (`{ db: tx }`): a linha de auditoria nasce e morre com a mudança. Nunca CPF, senha nem tokens em `detalhes`.
 */
export async function registrarAuditoria(
  ctx: Pick<Ctx, 'db'>,
  a: { atorId: number; acao: string; alvoTipo: string; alvoId: string | number; detalhes?: unknown },
): Promise<void> {
  await inserirAuditoria(ctx.db, a);
}
