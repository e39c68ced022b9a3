import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointQuery, EndpointResponse } from '#shared/contracts/endpoint.ts';
import type { eventosEndpoints } from '#shared/contracts/eventos.ts';
// só o tipo: cronograma.ts cria formatadores Intl ao carregar, e a página inicial (orçamento de JS) usa este arquivo
import type { Status } from '#shared/rules/cronograma.ts';
import type { TipoEvento } from '#shared/rules/eventos.ts';
import { json, requisitar } from '../api-client.ts';
import { dadosKeys } from './chaves.ts';

type Listar = typeof eventosEndpoints.listar;
export type EventoDaLista = EndpointResponse<Listar>[number];

/**
 * Filtros de GET /api/eventos. As telas do participante pedem só os publicados (o padrão, também para
 * administradores); a gestão de eventos pede `rascunhos` ou `todos`.
 */
export interface ConsultaEventos {
  publicacao?: 'publicados' | 'rascunhos' | 'todos';
  busca?: string;
  tipo?: TipoEvento | null;
  /** Só os eventos que acontecem (ao menos em parte) neste ano: filtro do servidor, 2000 a 2100. */
  ano?: number | null;
  /** Vazio ou as três situações: sem filtro. */
  status?: readonly Status[];
  ordem?: 'proximos' | 'recentes' | 'passados';
  pagina?: number;
  porPagina?: number;
}

export interface PaginaDeEventos {
  itens: EventoDaLista[];
  /** X-Total-Count: quantos eventos casam com os filtros, em todas as páginas. */
  total: number;
  pagina: number;
  porPagina: number;
}

/** programado, em andamento, encerrado: pedir as três é o mesmo que não filtrar. */
const QUANTAS_SITUACOES = 3;

const inteiro = (valor: string | null, padrao: number) => {
  const n = Number(valor);
  return valor !== null && Number.isInteger(n) && n >= 0 ? n : padrao;
};

/**
 * GET /api/eventos com os totais dos cabeçalhos (a resposta é um array, SPEC §7). Quem está logado
 * manda as credenciais (rota `opcional`); quem não está vê o mesmo, sem elas.
 */
export async function listarEventos(c: ConsultaEventos, opcoes: { signal?: AbortSignal; redirecionar?: boolean } = {}): Promise<PaginaDeEventos> {
  const pagina = c.pagina ?? 1;
  const porPagina = c.porPagina ?? 20;
  const status = c.status && c.status.length > 0 && c.status.length < QUANTAS_SITUACOES ? c.status.join(',') : undefined;
  const query = {
    busca: c.busca?.trim() || undefined,
    tipo: c.tipo ?? undefined,
    ano: c.ano ?? undefined,
    status,
    ordem: c.ordem ?? 'proximos',
    publicacao: c.publicacao ?? 'publicados',
    pagina,
    por_pagina: porPagina,
  } satisfies Partial<Record<keyof EndpointQuery<Listar>, unknown>>;
  const r = await requisitar('GET', '/api/eventos', { query, signal: opcoes.signal, redirecionar: opcoes.redirecionar });
  const itens = await json<EndpointResponse<Listar>>(r);
  return {
    itens,
    total: inteiro(r.headers.get('X-Total-Count'), itens.length),
    pagina: inteiro(r.headers.get('X-Pagina'), pagina) || pagina,
    porPagina: inteiro(r.headers.get('X-Por-Pagina'), porPagina) || porPagina,
  };
}

export interface OpcoesLista {
  /** Em 401 (sessão que não se renova) leva ao login: só nas telas que pedem login. */
  redirecionar?: boolean;
  /** Falso deixa a consulta parada (ex.: o histórico com um ano que o filtro da API não aceita). */
  ativo?: boolean;
}

/** A consulta da lista; a página anterior fica na tela enquanto a próxima chega. */
export const eventosQuery = (c: ConsultaEventos, opcoes: OpcoesLista = {}) =>
  queryOptions({
    queryKey: dadosKeys.listaEventos(c),
    queryFn: ({ signal }) => listarEventos(c, { signal, redirecionar: opcoes.redirecionar }),
    placeholderData: keepPreviousData,
    enabled: opcoes.ativo ?? true,
  });

/** Uma página de eventos (página de eventos, próximos eventos da página inicial, histórico, gestão de eventos). */
export function useEventos(c: ConsultaEventos, opcoes: OpcoesLista = {}) {
  return useQuery(eventosQuery(c, opcoes));
}
