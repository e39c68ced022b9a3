import type { Db } from '../../db/client.ts';
import { auditoria } from '../../db/schema/index.ts';

export interface NovaAuditoria {
  atorId: number;
  acao: string;
  alvoTipo: string;
  alvoId: string | number;
  detalhes?: unknown;
}

export async function inserirAuditoria(tx: Db, a: NovaAuditoria): Promise<void> {
  await tx.insert(auditoria).values({ ...a, alvoId: String(a.alvoId), detalhes: a.detalhes ?? null });
}
