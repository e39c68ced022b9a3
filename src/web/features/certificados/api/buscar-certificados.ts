import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { certificadosEndpoints } from '#shared/contracts/certificados.ts';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import { callApi } from '#web/lib/api-client.ts';
import { certificadosKeys, type FiltrosGestao } from './keys.ts';

export type PaginaDeCertificados = EndpointResponse<typeof certificadosEndpoints.gestao>;
export type CertificadoDaGestao = PaginaDeCertificados['itens'][number];

/** Certificados por página na gestão. */
export const POR_PAGINA = 20;

/** GET /api/certificados/gestao: busca (nome, e-mail, número, código, curso) e filtros, paginada. */
export function buscarCertificados(f: FiltrosGestao, signal?: AbortSignal) {
  return callApi<typeof certificadosEndpoints.gestao>(
    { method: 'GET', path: '/api/certificados/gestao' },
    { query: { busca: f.busca, status: f.status, tipo: f.tipo, pagina: f.pagina, por_pagina: POR_PAGINA }, signal, redirecionar: true },
  );
}

export const certificadosDaGestaoQuery = (f: FiltrosGestao) =>
  queryOptions({ queryKey: certificadosKeys.gestao(f), queryFn: ({ signal }) => buscarCertificados(f, signal) });

/** Ao mudar a busca ou a página, a lista anterior fica na tela até a nova chegar (sem piscar). */
export function useCertificadosDaGestao(f: FiltrosGestao) {
  return useQuery({ ...certificadosDaGestaoQuery(f), placeholderData: keepPreviousData });
}
