import { CalendarCheck, CalendarX } from 'lucide-react';
import type { QrAoVivo } from '#shared/contracts/presencas.ts';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';

/** Encontro de hoje e a contagem de presentes (região viva educada: só a contagem, nunca o código). */
export function SituacaoHoje({ dados }: { dados: QrAoVivo }) {
  if (!dados.hoje) {
    return (
      <p className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
        <CalendarX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong>Esta turma não tem encontro hoje.</strong> A confirmação de presença só funciona nos dias de aula da turma, a partir de 30 minutos antes do
          início.
        </span>
      </p>
    );
  }
  const { data, horario_inicio: inicio, horario_fim: fim } = dados.hoje;
  return (
    <div className="space-y-2">
      <p className="flex items-start gap-2 text-slate-700 dark:text-slate-300">
        <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-escola-700 dark:text-escola-100" />
        <span>
          Encontro de hoje, {formatarData(data)}, das {inicio} às {fim}. A confirmação abre 30 minutos antes do início.
        </span>
      </p>
      <p role="status" aria-live="polite" className="text-xl font-bold text-escola-800 sm:text-2xl dark:text-escola-100">
        {formatarNumero(dados.presentes_hoje)} de {formatarNumero(dados.inscritos)} inscritos presentes hoje
      </p>
    </div>
  );
}
