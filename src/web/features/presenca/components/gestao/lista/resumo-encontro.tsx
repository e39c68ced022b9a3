import { formatarNumero } from '#web/lib/formato.ts';
import type { Contagem } from './modelo.ts';

const ITENS: { chave: keyof Contagem; rotulo: string; classe: string }[] = [
  { chave: 'inscritos', rotulo: 'Inscritos', classe: 'text-slate-900 dark:text-slate-100' },
  { chave: 'presentes', rotulo: 'Presentes', classe: 'text-green-800 dark:text-green-300' },
  { chave: 'ausentes', rotulo: 'Ausentes', classe: 'text-red-800 dark:text-red-300' },
  { chave: 'semRegistro', rotulo: 'Sem registro', classe: 'text-slate-700 dark:text-slate-300' },
];

/** Números do encontro aberto (contam as alterações ainda não salvas). */
export function ResumoEncontro({ contagem }: { contagem: Contagem }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {ITENS.map((i) => (
        <div key={i.chave} className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{i.rotulo}</dt>
          <dd className={`text-2xl font-bold ${i.classe}`}>{formatarNumero(contagem[i.chave])}</dd>
        </div>
      ))}
    </dl>
  );
}
