import { CalendarDays, ChevronLeft, ChevronRight, Table2 } from 'lucide-react';
import { DEPARTAMENTOS } from '#shared/rules/solicitacoes-curso.ts';
import { CLASSE_BOTAO_LINHA, CLASSE_ENTRADA, CLASSE_ROTULO } from '../comum/classes.ts';
import { nomeDoMes } from '../comum/formato.ts';
import { SEM_DEPARTAMENTO } from '../comum/selos.tsx';
import { somarMes } from './calendario.ts';
import { ANO_MAX, ANO_MIN, type EstadoPlanejamento, type FiltroDepartamento } from './use-estado-planejamento.ts';

const CLASSE_ALTERNAR =
  'inline-flex min-h-11 items-center gap-2 px-4 text-sm font-semibold first:rounded-l-lg last:rounded-r-lg ' +
  'bg-white text-slate-800 hover:bg-slate-100 aria-pressed:bg-escola-700 aria-pressed:text-white ' +
  'dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-pressed:bg-escola-100 dark:aria-pressed:text-escola-900';

interface Props extends EstadoPlanejamento {
  anoAtual: number;
  mudar: (parcial: Partial<EstadoPlanejamento>) => void;
}

/** Anos no seletor: cinco para trás e cinco para a frente do atual (e o escolhido, se estiver fora). */
function anosDoSeletor(anoAtual: number, ano: number): number[] {
  const anos = new Set<number>();
  for (let a = Math.max(ANO_MIN, anoAtual - 5); a <= Math.min(ANO_MAX, anoAtual + 5); a++) anos.add(a);
  anos.add(ano);
  return [...anos].sort((a, b) => a - b);
}

/** Ano (setas e lista), visão Mês/Ano, mês (na visão de mês) e departamento. */
export function BarraPlanejamento({ ano, mes, visao, departamento, anoAtual, mudar }: Props) {
  const anterior = somarMes(ano, mes, -1);
  const seguinte = somarMes(ano, mes, 1);
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
      <div>
        <label htmlFor="planejamento-ano" className={CLASSE_ROTULO}>
          Ano
        </label>
        <div className="flex gap-2">
          <button type="button" className={`${CLASSE_BOTAO_LINHA} mt-1`} disabled={ano <= ANO_MIN} onClick={() => mudar({ ano: ano - 1 })} aria-label="Ano anterior">
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
          <select id="planejamento-ano" value={ano} onChange={(e) => mudar({ ano: Number(e.target.value) })} className={`${CLASSE_ENTRADA} w-28`}>
            {anosDoSeletor(anoAtual, ano).map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
          <button type="button" className={`${CLASSE_BOTAO_LINHA} mt-1`} disabled={ano >= ANO_MAX} onClick={() => mudar({ ano: ano + 1 })} aria-label="Próximo ano">
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      <div role="group" aria-label="Visão do calendário" className="flex w-fit divide-x divide-slate-300 rounded-lg border border-slate-300 dark:divide-slate-600 dark:border-slate-600">
        <button type="button" className={CLASSE_ALTERNAR} aria-pressed={visao === 'mes'} onClick={() => mudar({ visao: 'mes' })}>
          <CalendarDays aria-hidden="true" className="size-4" />
          Mês
        </button>
        <button type="button" className={CLASSE_ALTERNAR} aria-pressed={visao === 'ano'} onClick={() => mudar({ visao: 'ano' })}>
          <Table2 aria-hidden="true" className="size-4" />
          Ano
        </button>
      </div>
      {visao === 'mes' && (
        <div>
          <label htmlFor="planejamento-mes" className={CLASSE_ROTULO}>
            Mês
          </label>
          <div className="flex gap-2">
            <button type="button" className={`${CLASSE_BOTAO_LINHA} mt-1`} disabled={anterior.ano < ANO_MIN} onClick={() => mudar(anterior)} aria-label="Mês anterior">
              <ChevronLeft aria-hidden="true" className="size-4" />
            </button>
            <select id="planejamento-mes" value={mes} onChange={(e) => mudar({ mes: Number(e.target.value) })} className={`${CLASSE_ENTRADA} w-40`}>
              {Array.from({ length: 12 }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {nomeDoMes(i + 1)}
                </option>
              ))}
            </select>
            <button type="button" className={`${CLASSE_BOTAO_LINHA} mt-1`} disabled={seguinte.ano > ANO_MAX} onClick={() => mudar(seguinte)} aria-label="Próximo mês">
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      )}
      <div className="lg:ml-auto">
        <label htmlFor="planejamento-departamento" className={CLASSE_ROTULO}>
          Departamento
        </label>
        <select
          id="planejamento-departamento"
          value={departamento}
          onChange={(e) => mudar({ departamento: e.target.value as FiltroDepartamento })}
          className={`${CLASSE_ENTRADA} sm:w-64`}
        >
          <option value="todos">Todos os departamentos</option>
          {DEPARTAMENTOS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
          <option value="sem">{SEM_DEPARTAMENTO}</option>
        </select>
      </div>
    </div>
  );
}
