import type { Db } from './client.ts';
import { auditoria } from './schema/index.ts';

/**
 * Registra uma ação de administrador sobre dados de outra pessoa (LGPD), na transação da própria ação:
 * a linha de auditoria nasce e morre com a mudança. Nunca CPF, senha nem tokens em `detalhes`.
 */
export async function registrarAuditoria(
  tx: Db,
  a: { atorId: number; acao: string; alvoTipo: string; alvoId: string | number; detalhes?: unknown },
): Promise<void> {
  await tx.insert(auditoria).values({ ...a, alvoId: String(a.alvoId), detalhes: a.detalhes ?? null });
}
