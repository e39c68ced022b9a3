import { queryOptions, useQuery } from '@tanstack/react-query';
import { agendaKeys, type FonteAgenda, type Intervalo } from './keys.ts';
import { listarAgendaDaAdministracao } from './listar-agenda-da-administracao.ts';
import { listarAgendaDoInstrutor } from './listar-agenda-do-instrutor.ts';
import { listarMinhaAgenda } from './listar-minha-agenda.ts';

/**
 * A consulta da agenda escolhe o fetcher pela `fonte` (cada fonte é uma operação da API, num arquivo
 * seu); este arquivo não chama a API.
 */
const FETCHER_DA_FONTE = {
  minha: listarMinhaAgenda,
  instrutor: listarAgendaDoInstrutor,
  administrador: listarAgendaDaAdministracao,
} satisfies Record<FonteAgenda, unknown>;

/** GET /api/agenda, /api/agenda/instrutor ou /api/agenda/administrador, com `de` e `ate`. */
export function listarAgenda(fonte: FonteAgenda, intervalo: Intervalo, signal?: AbortSignal) {
  return FETCHER_DA_FONTE[fonte](intervalo, signal);
}

/** Encontros mudam pouco: ir e voltar entre meses dentro de 1 minuto usa o cache. */
export const AGENDA_FRESCA_MS = 60_000;

export const agendaQuery = (fonte: FonteAgenda, intervalo: Intervalo) =>
  queryOptions({
    queryKey: agendaKeys.intervalo(fonte, intervalo),
    queryFn: ({ signal }) => listarAgenda(fonte, intervalo, signal),
    staleTime: AGENDA_FRESCA_MS,
  });

/** Encontros de um intervalo (o mês visível); cada mês fica no seu cache. */
export function useAgenda(fonte: FonteAgenda, intervalo: Intervalo, { ativo = true }: { ativo?: boolean } = {}) {
  return useQuery({ ...agendaQuery(fonte, intervalo), enabled: ativo });
}
