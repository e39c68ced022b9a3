import { useCallback } from 'react';
import { useParametrosDaUrl } from '#web/lib/estado-na-url.ts';
import { hoje, lerMes, mesDaData, textoDoMes, type Mes } from './datas.ts';

export type Vista = 'mes' | 'lista';

/**
 * Mês visível (`?mes=AAAA-MM`) e vista (`?vista=mes|lista`; sem ela, o mês) guardados no endereço: recarregar ou
 * compartilhar o link abre no mesmo lugar. Mudar de mês substitui a entrada do histórico.
 */
export function useEstadoDaUrl(): { mes: Mes; vista: Vista; irParaMes: (m: Mes) => void; mudarVista: (v: Vista) => void } {
  const [params, atualizar] = useParametrosDaUrl();
  const mes = lerMes(params.get('mes')) ?? mesDaData(hoje());
  const vista: Vista = params.get('vista') === 'lista' ? 'lista' : 'mes';

  const irParaMes = useCallback((m: Mes) => atualizar({ mes: textoDoMes(m) }), [atualizar]);
  const mudarVista = useCallback((v: Vista) => atualizar({ vista: v }), [atualizar]);
  return { mes, vista, irParaMes, mudarVista };
}
