import { useQuery } from '@tanstack/react-query';
import type { administracaoEndpoints } from '#shared/contracts/administracao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { administracaoKeys } from './keys.ts';

/** GET /api/admin/painel: pendências, e-mails com falha e a trilha recente. */
export function obterPainel(signal?: AbortSignal) {
  return callApi<typeof administracaoEndpoints.painel>({ method: 'GET', path: '/api/admin/painel' }, { signal, redirecionar: true });
}

export function usePainelAdministrador() {
  return useQuery({ queryKey: administracaoKeys.painel(), queryFn: ({ signal }) => obterPainel(signal) });
}
