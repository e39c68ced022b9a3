import { useMutation } from '@tanstack/react-query';
import type { salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { useInvalidarSalas } from './invalidacao.ts';

/** POST /api/admin/bloqueios/feriados-nacionais: inclui os do ano (as datas já cadastradas ficam). */
export function incluirFeriadosNacionais(ano: number) {
  return callApi<typeof salasEndpoints.feriadosNacionais>({ method: 'POST', path: '/api/admin/bloqueios/feriados-nacionais' }, { body: { ano } });
}

export function useIncluirFeriados() {
  const invalidar = useInvalidarSalas();
  return useMutation({ mutationFn: incluirFeriadosNacionais, meta: { silencioso: true }, onSuccess: invalidar });
}
