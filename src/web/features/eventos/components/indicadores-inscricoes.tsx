import { CirclePlay, GraduationCap, Hourglass, type LucideIcon } from 'lucide-react';
import { formatarNumero } from '#web/lib/formato.ts';
import type { Indicadores } from './regras-inscricoes.ts';

const CARTOES: { chave: keyof Indicadores; rotulo: string; Icone: LucideIcon }[] = [
  { chave: 'ativas', rotulo: 'Ativas', Icone: GraduationCap },
  { chave: 'listaDeEspera', rotulo: 'Lista de espera', Icone: Hourglass },
  { chave: 'emAndamento', rotulo: 'Em andamento', Icone: CirclePlay },
];

/** Números do topo ("—" enquanto a lista não chegou). */
export function IndicadoresInscricoes({ valores }: { valores: Indicadores | null }) {
  return (
    <ul aria-label="Resumo das inscrições" className="grid grid-cols-3 gap-2 sm:gap-3">
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
