import { useCallback, useMemo } from 'react';
import type { Departamento } from '#shared/rules/solicitacoes-curso.ts';
import { idDaUrl } from '#web/lib/estado-na-url.ts';
import { useSearchParams } from '#web/lib/roteador.tsx';
import { ehDepartamento, ehFiltroStatus, type FiltroStatus } from './regras.ts';


/**
 * Filtros da análise no endereço (`status`, `departamento`) e a solicitação aberta por link (`id`, vinda
 * do calendário anual). Sem `status`, a fila mostra as que aguardam análise; com `id` e sem `status`,
 * todas (a solicitação do link pode já ter sido decidida).
 */
export function useFiltrosAnalise() {
  const [params, definir] = useSearchParams();
  const idAberto = idDaUrl(params.get('id'));
  const bruto = params.get('status');
  const status: FiltroStatus = ehFiltroStatus(bruto) ? bruto : idAberto !== null ? 'todas' : 'pendentes';
  const dep = params.get('departamento');
  const departamento: Departamento | null = ehDepartamento(dep) ? dep : null;

  const escrever = useCallback(
    (s: FiltroStatus, d: Departamento | null) => {
      const novos = new URLSearchParams();
      if (s !== 'pendentes') novos.set('status', s);
      if (d) novos.set('departamento', d);
      definir(novos, { replace: true });
    },
    [definir],
  );
  return useMemo(
    () => ({
      status,
      departamento,
      idAberto,
      mudarStatus: (s: FiltroStatus) => escrever(s, departamento),
      mudarDepartamento: (d: Departamento | null) => escrever(status, d),
      limpar: () => escrever('pendentes', null),
      algumFiltro: status !== 'pendentes' || departamento !== null,
    }),
    [status, departamento, idAberto, escrever],
  );
}
