import type { presencasEndpoints } from '#shared/contracts/presencas.ts';
import { callApi } from '#web/lib/api-client.ts';

export interface PedidoConfirmacao {
  turma: number;
  /** Código de 6 dígitos do QR ao vivo, quando houver. */
  t?: string | undefined;
}

/**
 * POST /api/presencas/confirmar (idempotente: repetir não duplica). Sem `redirecionar`: o 401 vira o
 * convite para entrar com `next`, desenhado pela própria página, e o 403/404 explicam a recusa.
 */
export function confirmarPresenca({ turma, t }: PedidoConfirmacao, signal?: AbortSignal) {
  return callApi<typeof presencasEndpoints.confirmar>({ method: 'POST', path: '/api/presencas/confirmar' }, { body: t ? { turma, t } : { turma }, signal });
}
