import { FilterX } from 'lucide-react';
import { STATUS, type Status } from '#shared/rules/cronograma.ts';
import { TIPOS_EVENTO, type TipoEvento } from '#shared/rules/eventos.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { CampoSelecao } from '#web/components/ui/campo.tsx';
import { CLASSE_CHIP_FILTRO as CLASSE_CHIP } from '#web/components/ui/classes.ts';
import { CampoBusca } from './campo-busca.tsx';
import { alternarStatus, BUSCA_MAX, filtrosAtivos, STATUS_PADRAO, todosOsStatus, type FiltrosEventos } from './filtros-eventos.ts';

const ROTULO_FILTRO: Record<Status, string> = { programado: 'Programados', em_andamento: 'Em andamento', encerrado: 'Encerrados' };

interface Props {
  filtros: FiltrosEventos;
  alterar: (parcial: Partial<FiltrosEventos>, opcoes?: { substituir?: boolean }) => void;
}

/** Situação (botões que ligam e desligam), tipo e busca da página de eventos. */
export function BarraFiltros({ filtros, alterar }: Props) {
  const todos = todosOsStatus(filtros.status);
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div role="group" aria-label="Situação dos eventos" className="flex flex-wrap gap-2">
        {STATUS.map((s) => (
          <button key={s} type="button" className={CLASSE_CHIP} aria-pressed={filtros.status.includes(s)} onClick={() => alterar({ status: alternarStatus(filtros.status, s) })}>
            {ROTULO_FILTRO[s]}
          </button>
        ))}
        <button type="button" className={CLASSE_CHIP} aria-pressed={todos} onClick={() => !todos && alterar({ status: [...STATUS] })}>
          Todos
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
        <CampoBusca
          rotulo="Buscar eventos"
          placeholder="Título, local, tipo ou público-alvo…"
          valor={filtros.busca}
          maxLength={BUSCA_MAX}
          aoBuscar={(busca) => alterar({ busca }, { substituir: true })}
        />
        <CampoSelecao
          rotulo="Tipo de evento"
          vazio="Todos os tipos"
          opcoes={TIPOS_EVENTO.map((t) => ({ valor: t, rotulo: t }))}
          value={filtros.tipo ?? ''}
          onChange={(e) => alterar({ tipo: (e.target.value || null) as TipoEvento | null })}
        />
      </div>
      {filtrosAtivos(filtros) && (
        <Botao variante="fantasma" onClick={() => alterar({ status: [...STATUS_PADRAO], tipo: null, busca: '' })}>
          <FilterX aria-hidden="true" className="size-4" />
          Limpar filtros
        </Botao>
      )}
    </div>
  );
}
