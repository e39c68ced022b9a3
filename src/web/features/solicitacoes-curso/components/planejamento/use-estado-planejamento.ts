import { useCallback, useMemo } from 'react';
import { DEPARTAMENTOS, type Departamento } from '#shared/rules/solicitacoes-curso.ts';
import { useSearchParams } from '#web/lib/roteador.tsx';
import { hoje } from './calendario.ts';

export type Visao = 'mes' | 'ano';
/** Filtro de departamento da lista e do calendário: todos, um departamento, ou os itens sem departamento. */
export type FiltroDepartamento = 'todos' | 'sem' | Departamento;

export const ANO_MIN = 2000;
export const ANO_MAX = 2100;

export interface EstadoPlanejamento {
  ano: number;
  mes: number;
  visao: Visao;
  departamento: FiltroDepartamento;
}

function lerEstado(p: URLSearchParams, agora: string): EstadoPlanejamento {
  const anoAtual = Number(agora.slice(0, 4));
  const ano = Number(p.get('ano'));
  const anoValido = Number.isInteger(ano) && ano >= ANO_MIN && ano <= ANO_MAX ? ano : anoAtual;
  const mes = Number(p.get('mes'));
  const mesValido = Number.isInteger(mes) && mes >= 1 && mes <= 12 ? mes : anoValido === anoAtual ? Number(agora.slice(5, 7)) : 1;
  const dep = p.get('departamento') ?? '';
  const departamento: FiltroDepartamento = dep === 'sem' || (DEPARTAMENTOS as readonly string[]).includes(dep) ? (dep as FiltroDepartamento) : 'todos';
  return { ano: anoValido, mes: mesValido, visao: p.get('visao') === 'ano' ? 'ano' : 'mes', departamento };
}

/**
 * Ano, mês, visão (Mês/Ano) e filtro de departamento no endereço: recarregar ou mandar o link abre igual.
 * Sem nada, o mês atual do ano atual.
 */
export function useEstadoPlanejamento() {
  const [params, definir] = useSearchParams();
  const estado = useMemo(() => lerEstado(params, hoje()), [params]);
  const mudar = useCallback(
    (parcial: Partial<EstadoPlanejamento>) => {
      const e = { ...estado, ...parcial };
      const novos = new URLSearchParams({ ano: String(e.ano), mes: String(e.mes) });
      if (e.visao === 'ano') novos.set('visao', 'ano');
      if (e.departamento !== 'todos') novos.set('departamento', e.departamento);
      definir(novos, { replace: true });
    },
    [estado, definir],
  );
  return { ...estado, mudar };
}

/** O item passa no filtro de departamento? */
export const passaNoFiltro = (dep: Departamento | null, filtro: FiltroDepartamento) => filtro === 'todos' || (filtro === 'sem' ? dep === null : dep === filtro);
