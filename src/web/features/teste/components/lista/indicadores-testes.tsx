import { CircleCheck, CirclePlay, Hourglass, Percent, type LucideIcon } from 'lucide-react';
import { formatarNumero } from '#web/lib/formato.ts';
import { formatarNota } from '../formato.ts';
import type { IndicadoresTestes as Valores } from './regras-lista.ts';

/** Números do topo ("—" enquanto a lista não chegou), no mesmo desenho dos indicadores das outras telas. */
export function IndicadoresTestes({ valores }: { valores: Valores | null }) {
  const itens: { rotulo: string; Icone: LucideIcon; texto: string }[] = [
    { rotulo: 'Disponíveis', Icone: CirclePlay, texto: valores ? formatarNumero(valores.disponiveis) : '—' },
    { rotulo: 'Em andamento', Icone: Hourglass, texto: valores ? formatarNumero(valores.emAndamento) : '—' },
    { rotulo: 'Concluídos (aprovado)', Icone: CircleCheck, texto: valores ? formatarNumero(valores.aprovados) : '—' },
    { rotulo: 'Nota média', Icone: Percent, texto: valores?.notaMedia == null ? '—' : formatarNota(valores.notaMedia) },
  ];
  return (
    <ul aria-label="Resumo dos testes" className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
      {itens.map(({ rotulo, Icone, texto }) => (
        <li key={rotulo} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-slate-600 sm:text-sm dark:text-slate-300">
            <Icone aria-hidden="true" className="size-4 shrink-0" />
            {rotulo}
          </p>
          <p className="mt-1 text-2xl font-bold text-escola-800 dark:text-escola-100">{texto}</p>
        </li>
      ))}
    </ul>
  );
}
