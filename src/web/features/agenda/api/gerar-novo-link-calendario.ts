import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { agendaEndpoints } from '#shared/contracts/agenda.ts';
import { callApi } from '#web/lib/api-client.ts';
import { agendaKeys } from './keys.ts';

/** POST /api/agenda/calendario: troca o endereço (o anterior deixa de funcionar). */
export function gerarNovoLinkCalendario() {
  return callApi<typeof agendaEndpoints.novoLink>({ method: 'POST', path: '/api/agenda/calendario' });
}

/** A resposta do POST vira o cache do endereço (a consulta não busca de novo). */
export function useGerarNovoLinkCalendario() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: gerarNovoLinkCalendario,
    onSuccess: (link) => qc.setQueryData(agendaKeys.calendario(), link),
  });
}
