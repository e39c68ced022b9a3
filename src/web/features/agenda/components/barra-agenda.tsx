import { CalendarDays, ChevronLeft, ChevronRight, List } from 'lucide-react';
import { Botao } from '#web/components/ui/botao.tsx';
import { rotuloDoMes, type Mes } from './datas.ts';
import type { Vista } from './use-estado-da-url.ts';

const BOTAO_ICONE =
  'inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 ' +
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
const ALTERNADOR =
  'inline-flex min-h-11 items-center gap-2 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 ' +
  'aria-pressed:bg-escola-700 aria-pressed:text-white dark:aria-pressed:bg-escola-100 dark:aria-pressed:text-escola-900';

interface Props {
  mes: Mes;
  idTitulo: string;
  vista: Vista;
  aoMudarMes: (delta: number) => void;
  aoIrParaHoje: () => void;
  aoMudarVista: (v: Vista) => void;
}

/** Mês anterior / próximo, "Hoje", o nome do mês e a troca entre "Mês" e "Lista". */
export function BarraAgenda({ mes, idTitulo, vista, aoMudarMes, aoIrParaHoje, aoMudarVista }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <button type="button" className={BOTAO_ICONE} aria-label="Mês anterior" onClick={() => aoMudarMes(-1)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <h2 id={idTitulo} className="min-w-36 text-center text-base font-bold whitespace-nowrap text-escola-800 sm:min-w-48 sm:text-lg dark:text-escola-100">
          {rotuloDoMes(mes)}
        </h2>
        <button type="button" className={BOTAO_ICONE} aria-label="Próximo mês" onClick={() => aoMudarMes(1)}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        <Botao variante="secundario" onClick={aoIrParaHoje}>
          Hoje
        </Botao>
      </div>
      <div role="group" aria-label="Modo de exibição" className="inline-flex overflow-hidden rounded-lg border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900">
        <button type="button" className={ALTERNADOR} aria-pressed={vista === 'mes'} onClick={() => aoMudarVista('mes')}>
          <CalendarDays aria-hidden="true" className="size-4" /> Mês
        </button>
        <button type="button" className={ALTERNADOR} aria-pressed={vista === 'lista'} onClick={() => aoMudarVista('lista')}>
          <List aria-hidden="true" className="size-4" /> Lista
        </button>
      </div>
    </div>
  );
}
