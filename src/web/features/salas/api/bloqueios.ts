import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BloqueioEntrada, salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { salasKeys } from './keys.ts';

type E = typeof salasEndpoints;

/** GET /api/admin/bloqueios?ano: as datas bloqueadas do ano. */
export function useBloqueios(ano: number) {
  return useQuery(
    queryOptions({
      queryKey: salasKeys.bloqueios(ano),
      queryFn: ({ signal }) => callApi<E['bloqueios']>({ method: 'GET', path: '/api/admin/bloqueios' }, { query: { ano }, signal, redirecionar: true }),
    }),
  );
}

/** Um bloqueio muda a agenda de todas as salas: invalida o ramo `['salas']` inteiro. */
function useInvalidarTudo() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: salasKeys.todas() });
}

/** POST /api/admin/bloqueios ou PUT /api/admin/bloqueios/:id; a resposta diz quantas reservas já havia no dia. */
export function useSalvarBloqueio() {
  const invalidar = useInvalidarTudo();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BloqueioEntrada }) =>
      id === null
        ? callApi<E['criarBloqueio']>({ method: 'POST', path: '/api/admin/bloqueios' }, { body })
        : callApi<E['editarBloqueio']>({ method: 'PUT', path: '/api/admin/bloqueios/:id' }, { params: { id }, body }),
    meta: { silencioso: true },
    onSuccess: invalidar,
  });
}

/** DELETE /api/admin/bloqueios/:id: libera a data. */
export function useRemoverBloqueio() {
  const invalidar = useInvalidarTudo();
  return useMutation({
    mutationFn: (id: number) => callApi<E['removerBloqueio']>({ method: 'DELETE', path: '/api/admin/bloqueios/:id' }, { params: { id } }),
    meta: { silencioso: true },
    onSuccess: invalidar,
  });
}

/** POST /api/admin/bloqueios/feriados-nacionais: inclui os do ano (as datas já cadastradas ficam). */
export function useIncluirFeriados() {
  const invalidar = useInvalidarTudo();
  return useMutation({
    mutationFn: (ano: number) => callApi<E['feriadosNacionais']>({ method: 'POST', path: '/api/admin/bloqueios/feriados-nacionais' }, { body: { ano } }),
    meta: { silencioso: true },
    onSuccess: invalidar,
  });
}
