import type { ReactNode } from 'react';

/** Selo neutro (tipo do evento, "Restrito", situação da inscrição). */
export function Selo({ children, tom = 'neutro', className = '' }: { children: ReactNode; tom?: 'neutro' | 'destaque' | 'aviso' | 'apagado'; className?: string }) {
  const tons = {
    neutro: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600',
    destaque: 'bg-escola-50 text-escola-800 ring-escola-600/40 dark:bg-escola-900 dark:text-escola-50 dark:ring-escola-600',
    aviso: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800',
    apagado: 'bg-slate-50 text-slate-600 ring-slate-200 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700',
  } as const;
  return <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tons[tom]} ${className}`}>{children}</span>;
}
