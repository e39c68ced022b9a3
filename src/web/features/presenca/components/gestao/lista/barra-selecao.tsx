import { Check, X } from 'lucide-react';
import { Botao } from '#web/components/ui/botao.tsx';
import { formatarNumero } from '#web/lib/formato.ts';

interface Props {
  /** Quantas pessoas a lista mostra agora (depois da busca e do filtro). */
  exibidos: number;
  selecionados: number;
  todosSelecionados: boolean;
  aoSelecionarTodos: (marcar: boolean) => void;
  aoMarcarSelecionados: (presente: boolean) => void;
}

/** "Selecionar todos" (os exibidos) e a marcação em lote do encontro aberto. */
export function BarraSelecao({ exibidos, selecionados, todosSelecionados, aoSelecionarTodos, aoMarcarSelecionados }: Props) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:flex-wrap sm:items-center dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-x-2 text-sm font-medium sm:mr-auto">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            className="size-5 accent-escola-700"
            checked={todosSelecionados}
            disabled={exibidos === 0}
            onChange={(e) => aoSelecionarTodos(e.target.checked)}
          />
          Selecionar todos ({formatarNumero(exibidos)})
        </label>
        <span className="text-slate-600 dark:text-slate-400">· {formatarNumero(selecionados)} selecionado(s)</span>
      </div>
      <div className="grid gap-2 sm:flex">
        <Botao variante="secundario" disabled={selecionados === 0} onClick={() => aoMarcarSelecionados(true)}>
          <Check aria-hidden="true" className="size-4" />
          Marcar selecionados como presentes
        </Botao>
        <Botao variante="secundario" disabled={selecionados === 0} onClick={() => aoMarcarSelecionados(false)}>
          <X aria-hidden="true" className="size-4" />
          Marcar selecionados como ausentes
        </Botao>
      </div>
    </div>
  );
}
