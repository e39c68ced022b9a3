import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventoEntrada, eventosEndpoints } from '#shared/contracts/eventos.ts';
import { callApi } from '#web/lib/api-client.ts';
import { gestaoEventosKeys } from './keys.ts';

/** POST /api/eventos (novo, fica como rascunho) ou PUT /api/eventos/:id (turmas sincronizadas). */
export function salvarEvento({ id, dados }: { id: number | null; dados: EventoEntrada }) {
  return id === null
    ? callApi<typeof eventosEndpoints.criar>({ method: 'POST', path: '/api/eventos' }, { body: dados })
    : callApi<typeof eventosEndpoints.atualizar>({ method: 'PUT', path: '/api/eventos/:id' }, { params: { id }, body: dados });
}

/** Os erros aparecem no formulário, campo a campo (meta.silencioso evita o toast repetido). */
export function useSalvarEvento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: salvarEvento,
    meta: { silencioso: true },
    // o detalhe também fica velho: o editor sempre relê o evento ao abrir (o folder sobe depois do salvar)
    onSuccess: () => qc.invalidateQueries({ queryKey: gestaoEventosKeys.todos }),
  });
}
