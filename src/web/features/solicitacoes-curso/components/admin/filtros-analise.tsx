import { DEPARTAMENTOS, type Departamento } from '#shared/rules/solicitacoes-curso.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { CLASSE_ENTRADA, CLASSE_ROTULO } from '../comum/classes.ts';
import { ehDepartamento, ehFiltroStatus, OPCOES_STATUS, type FiltroStatus } from './regras.ts';

interface Props {
  status: FiltroStatus;
  departamento: Departamento | null;
  aoMudarStatus: (s: FiltroStatus) => void;
  aoMudarDepartamento: (d: Departamento | null) => void;
  algumFiltro: boolean;
  aoLimpar: () => void;
}

/** Situação (padrão: as que aguardam análise) e departamento. */
export function FiltrosAnalise({ status, departamento, aoMudarStatus, aoMudarDepartamento, algumFiltro, aoLimpar }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_auto] lg:items-end">
      <div>
        <label htmlFor="filtro-status-solicitacoes" className={CLASSE_ROTULO}>
          Situação
        </label>
        <select
          id="filtro-status-solicitacoes"
          value={status}
          onChange={(e) => ehFiltroStatus(e.target.value) && aoMudarStatus(e.target.value)}
          className={CLASSE_ENTRADA}
        >
          {OPCOES_STATUS.map((o) => (
            <option key={o.valor} value={o.valor}>
              {o.rotulo}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filtro-departamento-solicitacoes" className={CLASSE_ROTULO}>
          Departamento
        </label>
        <select
          id="filtro-departamento-solicitacoes"
          value={departamento ?? ''}
          onChange={(e) => aoMudarDepartamento(ehDepartamento(e.target.value) ? e.target.value : null)}
          className={CLASSE_ENTRADA}
        >
          <option value="">Todos os departamentos</option>
          {DEPARTAMENTOS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </div>
      {algumFiltro && (
        <Botao variante="secundario" onClick={aoLimpar}>
          Limpar filtros
        </Botao>
      )}
    </div>
  );
}
