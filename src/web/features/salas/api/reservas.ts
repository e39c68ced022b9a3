import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditarReservaBody, PedirReservaBody, salasEndpoints } from '#shared/contracts/salas.ts';
import { ApiError, callApi } from '#web/lib/api-client.ts';
import { salasKeys } from './keys.ts';

type E = typeof salasEndpoints;

/** GET /api/salas: salas ativas, para escolher onde pedir. */
export function listarSalas(signal?: AbortSignal) {
  return callApi<E['salas']>({ method: 'GET', path: '/api/salas' }, { signal, redirecionar: true });
}

export function useSalas() {
  return useQuery(queryOptions({ queryKey: salasKeys.ativas(), queryFn: ({ signal }) => listarSalas(signal), staleTime: 5 * 60_000 }));
}

/** GET /api/salas/reservas?sala_id&mes: a situação de cada período do mês. */
export function obterAgenda(salaId: number, mes: string, signal?: AbortSignal) {
  return callApi<E['agenda']>({ method: 'GET', path: '/api/salas/reservas' }, { query: { sala_id: salaId, mes }, signal, redirecionar: true });
}

/** O mês anterior continua na tela enquanto o próximo chega (`placeholderData`), sem o calendário piscar. */
export function useAgenda(salaId: number | null, mes: string) {
  return useQuery({
    queryKey: salasKeys.agenda(salaId ?? 0, mes),
    queryFn: ({ signal }) => obterAgenda(salaId!, mes, signal),
    enabled: salaId !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/salas/reservas/minhas. */
export function listarMinhas(signal?: AbortSignal) {
  return callApi<E['minhas']>({ method: 'GET', path: '/api/salas/reservas/minhas' }, { signal, redirecionar: true });
}

export function useMinhasReservas() {
  return useQuery(queryOptions({ queryKey: salasKeys.minhas(), queryFn: ({ signal }) => listarMinhas(signal) }));
}

/**
 * Depois de qualquer escrita da pessoa: a agenda (o horário ocupou ou liberou) e a lista dela. Editar,
 * cancelar e confirmar refazem as duas também quando o servidor recusa (`onSettled`): um 403/409 quer dizer
 * que o pedido mudou por outra mão (decidido, cancelado, fora da janela), e a lista nova tira os botões
 * que já não valem.
 */
function useAoMudar() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: salasKeys.agendas() }), client.invalidateQueries({ queryKey: salasKeys.minhas() })]);
}

/**
 * POST /api/salas/reservas. Silencioso: o diálogo marca o campo recusado ou mostra a recusa. Um 409 (alguém
 * pegou o horário antes) também refaz a agenda, para o calendário mostrar o horário ocupado.
 */
export function usePedirReserva() {
  const aoMudar = useAoMudar();
  return useMutation({
    mutationFn: (body: PedirReservaBody) => callApi<E['pedir']>({ method: 'POST', path: '/api/salas/reservas' }, { body }),
    meta: { silencioso: true },
    onSuccess: aoMudar,
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) void aoMudar();
    },
  });
}

/** PUT /api/salas/reservas/:id (só enquanto pendente). */
export function useEditarReserva() {
  const aoMudar = useAoMudar();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EditarReservaBody }) =>
      callApi<E['editar']>({ method: 'PUT', path: '/api/salas/reservas/:id' }, { params: { id }, body }),
    meta: { silencioso: true },
    onSettled: aoMudar,
  });
}

/** DELETE /api/salas/reservas/:id: cancela o pedido pendente (o histórico fica). */
export function useCancelarPedido() {
  const aoMudar = useAoMudar();
  return useMutation({
    mutationFn: (id: number) => callApi<E['cancelar']>({ method: 'DELETE', path: '/api/salas/reservas/:id' }, { params: { id } }),
    meta: { silencioso: true },
    onSettled: aoMudar,
  });
}

/** POST /api/salas/reservas/:id/confirmacao: confirma o uso (de 7 dias a 48 horas antes). */
export function useConfirmarUso() {
  const aoMudar = useAoMudar();
  return useMutation({
    mutationFn: (id: number) => callApi<E['confirmarUso']>({ method: 'POST', path: '/api/salas/reservas/:id/confirmacao' }, { params: { id } }),
    meta: { silencioso: true },
    onSettled: aoMudar,
  });
}
