import { CalendarDays, Users } from 'lucide-react';
import { formatarNumero } from '#web/lib/formato.ts';

/** Cartões de resumo: quantos eventos e quantas turmas a lista tem ("—" enquanto não carregou). */
export function ResumoQr({ eventos, turmas }: { eventos?: number | undefined; turmas?: number | undefined }) {
  const itens = [
    { rotulo: 'Eventos', valor: eventos, Icone: CalendarDays },
    { rotulo: 'Turmas', valor: turmas, Icone: Users },
  ];
  return (
    <dl className="mb-5 grid grid-cols-2 gap-3" aria-label="Resumo dos QR Codes">
      {itens.map(({ rotulo, valor, Icone }) => (
        <div key={rotulo} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900">
          <dt className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <Icone aria-hidden="true" className="size-5 shrink-0 text-escola-700 dark:text-escola-100" />
            {rotulo}
          </dt>
          <dd className="text-2xl font-bold text-escola-800 dark:text-escola-100">{valor === undefined ? '—' : formatarNumero(valor)}</dd>
        </div>
      ))}
    </dl>
  );
}
