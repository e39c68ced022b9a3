import { ApiError } from '#web/lib/api-client.ts';

/** Qualquer falha como ApiError: o que não veio do cliente da API conta como falha de rede. */
export function comoApiError(err: unknown): ApiError {
  return err instanceof ApiError ? err : new ApiError('Falha de rede ou CORS', 0, 'REDE');
}

/** Sem resposta (rede, tempo esgotado). */
export const semResposta = (e: ApiError) => e.status === 0;

/**
 * Falha passageira, que vale repetir sozinho: sem resposta, erro do servidor (5xx), 408 e 429 (a sala
 * inteira confirmando ao mesmo tempo pela mesma rede Wi-Fi esbarra no limite de pedidos).
 */
export const ehTransitorio = (e: ApiError) => semResposta(e) || e.status >= 500 || e.status === 408 || e.status === 429;

/** O motivo da recusa que o servidor põe em `details.motivo` (MOTIVOS_RECUSA do contrato). */
export function motivoDaRecusa(e: ApiError): string | null {
  const d = e.details;
  return typeof d === 'object' && d !== null && typeof (d as { motivo?: unknown }).motivo === 'string' ? (d as { motivo: string }).motivo : null;
}
