import { BadgeCheck, CircleCheck, GraduationCap, Percent, type LucideIcon } from 'lucide-react';
import { formatarNumero } from '#web/lib/formato.ts';
import type { IndicadoresPresenca } from './regras-minhas-presencas.ts';

const CARTOES: { chave: keyof IndicadoresPresenca; rotulo: string; Icone: LucideIcon }[] = [
  { chave: 'turmas', rotulo: 'Turmas', Icone: GraduationCap },
  { chave: 'encerradas', rotulo: 'Encerradas', Icone: CircleCheck },
  { chave: 'elegiveis', rotulo: 'Elegíveis', Icone: BadgeCheck },
  { chave: 'comMinimo', rotulo: '≥ 75 %', Icone: Percent },
];

/** Números do topo ("—" enquanto a lista não chegou). */
export function IndicadoresPresencas({ valores }: { valores: IndicadoresPresenca | null }) {
  return (
    <ul aria-label="Resumo das presenças" className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
      {CARTOES.map(({ chave, rotulo, Icone }) => (
        <li key={chave} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-slate-600 sm:text-sm dark:text-slate-300">
            <Icone aria-hidden="true" className="size-4 shrink-0" />
            {rotulo}
          </p>
          <p className="mt-1 text-2xl font-bold text-escola-800 dark:text-escola-100">{valores ? formatarNumero(valores[chave]) : '—'}</p>
        </li>
      ))}
    </ul>
  );
}
