import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type RefObject } from 'react';
import { ApiError, ehCancelamento } from '#web/lib/api-client.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { obterUsuario } from '#web/lib/sessao.ts';
import { notificarErro } from '#web/lib/toast.ts';
import { presencaKeys } from '../../api/keys.ts';
import { listarTurmasPresenca } from '../../api/turmas-presenca.ts';
import { gravarCacheEventos, lerCacheEventos } from './cache-eventos.ts';
import type { EventoQr, PeriodoQr } from './regras.ts';

export const TEXTOS_CARGA = {
  carregando: 'Carregando eventos e turmas…',
  atualizando: 'Atualizando eventos e turmas…',
  falha: 'Falha ao carregar eventos e turmas.',
  erroInline: 'Erro ao carregar eventos/turmas',
  erroToast: '❌ Erro ao carregar eventos/turmas.',
  nenhum: 'Nenhum evento encontrado.',
  carregados: (n: number) => `Foram carregados ${formatarNumero(n)} evento(s).`,
  doCache: (n: number) => `Exibindo ${formatarNumero(n)} evento(s) do cache.`,
} as const;

const dono = () => {
  const u = obterUsuario();
  return String(u?.id ?? u?.email ?? '');
};

/** 403 é ignorado em silêncio (SPEC §6); cancelamento nunca é erro (SPEC §4). */
const ehSilencioso = (err: unknown) => ehCancelamento(err) || (err instanceof ApiError && err.status === 403);

/**
 * Eventos com turmas para o gerador (SPEC §4): uma lista com menos de 180 s no cache da aba aparece na
 * hora enquanto a nova chega; "Atualizar" cancela o pedido em curso (o sinal é abortado; cancelar não é erro).
 * Na falha: toast, nota de status e o foco no alerta (`refAlerta`). O cache da aba guarda só o período
 * padrão (`recentes`); "Todas as turmas" é buscado quando pedido.
 */
export function useEventosQr(refAlerta: RefObject<HTMLElement | null>, periodo: PeriodoQr = 'recentes') {
  const qc = useQueryClient();
  const [inicio] = useState(() => ({ cache: lerCacheEventos(dono()), em: Date.now() }));
  const padrao = periodo === 'recentes';
  const consulta = useQuery({
    queryKey: presencaKeys.turmas(periodo),
    queryFn: async ({ signal }) => {
      const eventos = await listarTurmasPresenca(periodo, { signal, redirecionar: false });
      if (padrao) gravarCacheEventos(dono(), eventos);
      return eventos;
    },
    initialData: padrao ? inicio.cache?.eventos : undefined,
    initialDataUpdatedAt: padrao ? inicio.cache?.em : undefined,
    staleTime: 0,
    retry: false,
  });
  const falhou = consulta.isError && !ehSilencioso(consulta.error);
  const { errorUpdatedAt } = consulta;

  useEffect(() => {
    if (!falhou) return;
    notificarErro(TEXTOS_CARGA.erroToast, { toastId: `qr-eventos-${errorUpdatedAt}` });
    refAlerta.current?.focus();
  }, [falhou, errorUpdatedAt, refAlerta]);

  // 403 em silêncio: a página fica como sem eventos, sem erro nem toast
  const lista: EventoQr[] | undefined = consulta.data ?? (consulta.isError && !falhou ? [] : undefined);
  const eventos = lista ?? [];
  const doCache = consulta.data !== undefined && consulta.dataUpdatedAt < inicio.em;
  const anuncio = falhou
    ? TEXTOS_CARGA.falha
    : lista === undefined
      ? consulta.isFetching
        ? TEXTOS_CARGA.carregando
        : ''
      : doCache
        ? TEXTOS_CARGA.doCache(eventos.length)
        : consulta.isFetching
          ? TEXTOS_CARGA.atualizando
          : eventos.length > 0
            ? TEXTOS_CARGA.carregados(eventos.length)
            : TEXTOS_CARGA.nenhum;

  return {
    eventos,
    carregado: lista !== undefined,
    buscando: consulta.isFetching,
    falhou,
    anuncio,
    // cancela o pedido em curso (inclusive a primeira carga, que o `cancelRefetch` do TanStack não cancela)
    atualizar: () => void qc.cancelQueries({ queryKey: presencaKeys.turmas(periodo) }).then(() => consulta.refetch()),
  };
}
