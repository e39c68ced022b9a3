import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarEventos, useEventos, type ConsultaEventos, type EventoDaLista } from '#web/lib/dados/eventos.ts';
import { eventosKeys } from './keys.ts';

/** O histórico mostra os eventos encerrados, do que terminou por último para trás. */
const ENCERRADOS = { status: ['encerrado'], ordem: 'passados' } as const;

/** Anos que o filtro `ano` de GET /api/eventos aceita (`ListarEventosQuerySchema`); o endereço aceita mais. */
const ANO_MIN = 2000;
const ANO_MAX = 2100;

/** `AAAA` de uma data `AAAA-MM-DD` (sem passar por `new Date`, que leria a data em UTC). */
export const anoDaData = (data: string | null): number | null => (data && /^\d{4}-/.test(data) ? Number(data.slice(0, 4)) : null);

/** O servidor filtra por este ano? Fora da faixa ele recusaria o pedido (400). */
export const anoFiltravel = (ano: number): boolean => Number.isInteger(ano) && ano >= ANO_MIN && ano <= ANO_MAX;

/**
 * Anos com eventos encerrados, do mais recente ao mais antigo. A API não agrega por ano: o mais
 * recente vem na primeira posição da ordem `passados` e o mais antigo na última (duas consultas de
 * um item).
 */
export async function anosDoHistorico(signal?: AbortSignal): Promise<number[]> {
  const primeira = await listarEventos({ ...ENCERRADOS, pagina: 1, porPagina: 1 }, { signal });
  const recente = primeira.itens[0];
  if (!recente) return [];
  const antigo = primeira.total > 1 ? ((await listarEventos({ ...ENCERRADOS, pagina: primeira.total, porPagina: 1 }, { signal })).itens[0] ?? recente) : recente;
  const ate = anoDaData(recente.data_fim) ?? new Date().getFullYear();
  const de = Math.min(anoDaData(antigo.data_inicio) ?? ate, anoDaData(antigo.data_fim) ?? ate, ate);
  return Array.from({ length: ate - de + 1 }, (_, i) => ate - i);
}

export function useAnosDoHistorico() {
  return useQuery(queryOptions({ queryKey: eventosKeys.historicoAnos(), queryFn: ({ signal }) => anosDoHistorico(signal), staleTime: 5 * 60_000 }));
}

export interface PedidoDoHistorico {
  /** Nulo: todos os anos. */
  ano: number | null;
  busca: string;
  pagina: number;
}

/** Uma página do histórico: encerrados, do ano escolhido (filtro do servidor) quando há um. */
export const consultaDoHistorico = (p: PedidoDoHistorico, porPagina: number): ConsultaEventos => ({
  ...ENCERRADOS,
  ano: p.ano,
  busca: p.busca,
  pagina: p.pagina,
  porPagina,
});

export interface PaginaDoHistorico {
  dados: { itens: EventoDaLista[]; total: number } | null;
  /** Primeira carga (nada para mostrar ainda). */
  carregando: boolean;
  /** Buscando de novo com a página anterior na tela. */
  atualizando: boolean;
  erro: Error | null;
  tentarDeNovo: () => void;
}

/**
 * A página pedida, paginada pela API (X-Total-Count), com ou sem ano. Um ano fora do que o filtro
 * aceita (possível só pelo endereço) não vai ao servidor: não há eventos dele para mostrar.
 */
export function usePaginaDoHistorico(p: PedidoDoHistorico, porPagina: number): PaginaDoHistorico {
  const foraDoFiltro = p.ano !== null && !anoFiltravel(p.ano);
  const consulta = useEventos(consultaDoHistorico(p, porPagina), { ativo: !foraDoFiltro });
  if (foraDoFiltro) return { dados: { itens: [], total: 0 }, carregando: false, atualizando: false, erro: null, tentarDeNovo: () => undefined };
  return {
    dados: consulta.data ? { itens: consulta.data.itens, total: consulta.data.total } : null,
    carregando: consulta.isPending,
    atualizando: consulta.isFetching,
    erro: consulta.error,
    tentarDeNovo: () => void consulta.refetch(),
  };
}
