import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { montarCaminho } from '#shared/contracts/endpoint.ts';
import type { DecisaoBody, ReservaDiretaBody, SalaEntrada, salasEndpoints } from '#shared/contracts/salas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { salasKeys, type FiltrosReservasAdmin } from './keys.ts';

type E = typeof salasEndpoints;

/** GET /api/admin/salas: todas as salas, ativas ou não. */
export function useSalasAdmin() {
  return useQuery(
    queryOptions({
      queryKey: salasKeys.adminSalas(),
      queryFn: ({ signal }) => callApi<E['adminSalas']>({ method: 'GET', path: '/api/admin/salas' }, { signal, redirecionar: true }),
    }),
  );
}

/** GET /api/admin/salas/reservas com os filtros (a caixa de aprovação usa `status=pendente`). */
export function useReservasAdmin(filtros: FiltrosReservasAdmin, habilitada = true) {
  return useQuery({
    queryKey: salasKeys.adminReservas(filtros),
    queryFn: ({ signal }) => callApi<E['adminReservas']>({ method: 'GET', path: '/api/admin/salas/reservas' }, { query: { ...filtros }, signal, redirecionar: true }),
    enabled: habilitada,
    placeholderData: keepPreviousData,
  });
}

/**
 * Toda escrita da administração mexe em agendas, listas e salas: invalida o ramo `['salas']`. Decidir e
 * cancelar invalidam também na recusa (`onSettled`): um 403/409 porque outra pessoa já agiu refaz as listas.
 */
function useInvalidarTudo() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: salasKeys.todas() });
}

/** POST /api/admin/salas/reservas/decisao: aprova ou rejeita em lote. Silencioso: a tela mostra o resultado. */
export function useDecidir() {
  const invalidar = useInvalidarTudo();
  return useMutation({
    mutationFn: (body: DecisaoBody) => callApi<E['decidir']>({ method: 'POST', path: '/api/admin/salas/reservas/decisao' }, { body }),
    meta: { silencioso: true },
    onSettled: invalidar,
  });
}

/** POST /api/admin/salas/reservas: reserva aprovada ou bloqueio de horário, com recorrência. */
export function useReservaDireta() {
  const invalidar = useInvalidarTudo();
  return useMutation({
    mutationFn: (body: ReservaDiretaBody) => callApi<E['reservaDireta']>({ method: 'POST', path: '/api/admin/salas/reservas' }, { body }),
    meta: { silencioso: true },
    onSuccess: invalidar,
  });
}

/** POST /api/admin/salas/reservas/:id/cancelamento: cancela com motivo (a pessoa é avisada). */
export function useCancelarReservaAdmin() {
  const invalidar = useInvalidarTudo();
  return useMutation({
    mutationFn: ({ id, motivo }: { id: number; motivo: string }) =>
      callApi<E['cancelarAdmin']>({ method: 'POST', path: '/api/admin/salas/reservas/:id/cancelamento' }, { params: { id }, body: { motivo } }),
    meta: { silencioso: true },
    onSettled: invalidar,
  });
}

/** POST /api/admin/salas/confirmacao-uso: roda agora a rotina diária de confirmação de uso. */
export function useRodarConfirmacao() {
  const invalidar = useInvalidarTudo();
  return useMutation({
    mutationFn: () => callApi<E['rodarConfirmacao']>({ method: 'POST', path: '/api/admin/salas/confirmacao-uso' }),
    meta: { silencioso: true },
    onSuccess: invalidar,
  });
}

/** POST /api/admin/salas ou PUT /api/admin/salas/:id. */
export function useSalvarSala() {
  const invalidar = useInvalidarTudo();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SalaEntrada }) =>
      id === null
        ? callApi<E['criarSala']>({ method: 'POST', path: '/api/admin/salas' }, { body })
        : callApi<E['editarSala']>({ method: 'PUT', path: '/api/admin/salas/:id' }, { params: { id }, body }),
    meta: { silencioso: true },
    onSuccess: invalidar,
  });
}

const rotaTermo: Pick<E['termoPdf'], 'path'> = { path: '/api/admin/salas/reservas/:id/termo' };

/** Caminho do PDF do termo de uso assinado de um pedido (GET autenticado: baixado com o token, ver `abrir-pdf.ts`). */
export const caminhoDoTermo = (id: number) => montarCaminho(rotaTermo.path, { id });
