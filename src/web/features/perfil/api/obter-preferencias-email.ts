import { queryOptions, useQuery } from '@tanstack/react-query';
import type { perfilEndpoints } from '#shared/contracts/perfil.ts';
import { callApi } from '#web/lib/api-client.ts';
import { perfilKeys } from './keys.ts';

/** GET /api/perfil/preferencias-email: quais e-mails opcionais a pessoa recebe. */
export function obterPreferenciasEmail(signal?: AbortSignal) {
  return callApi<typeof perfilEndpoints.preferenciasEmail>({ method: 'GET', path: '/api/perfil/preferencias-email' }, { signal, redirecionar: true });
}

export const preferenciasEmailQuery = () => queryOptions({ queryKey: perfilKeys.preferenciasEmail(), queryFn: ({ signal }) => obterPreferenciasEmail(signal) });

export function usePreferenciasEmail() {
  return useQuery(preferenciasEmailQuery());
}
