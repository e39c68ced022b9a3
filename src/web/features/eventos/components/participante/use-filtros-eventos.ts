import { useCallback, useMemo } from 'react';
import { useSearchParams } from '#web/lib/roteador.tsx';
import { escreverFiltros, lerFiltros, type FiltrosEventos } from './filtros-eventos.ts';

/**
 * Filtros da página de eventos lidos do endereço. Mudar um filtro volta à página 1; `substituir`
 * troca a entrada do histórico em vez de empilhar (a busca digitada não enche o "voltar").
 */
export function useFiltrosEventos() {
  const [params, definirParams] = useSearchParams();
  const filtros = useMemo(() => lerFiltros(params), [params]);
  const alterar = useCallback(
    (parcial: Partial<FiltrosEventos>, opcoes: { substituir?: boolean } = {}) => {
      definirParams(escreverFiltros({ ...filtros, pagina: 1, ...parcial }), { replace: opcoes.substituir });
    },
    [filtros, definirParams],
  );
  return { filtros, alterar };
}
