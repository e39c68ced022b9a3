import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '#web/lib/roteador.tsx';

const LINK = 'inline-flex min-h-11 items-center font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100';

/** Um bloco do painel: título com ícone, o link "ver tudo" e o conteúdo. */
export function Secao({ id, titulo, Icone, link, children, className = '' }: {
  id: string;
  titulo: string;
  Icone: LucideIcon;
  link?: { para: string; rotulo: string };
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-escola-800 dark:text-escola-100">
          <Icone aria-hidden="true" className="size-5 shrink-0" />
          {titulo}
        </h2>
        {link && (
          <Link to={link.para} className={LINK}>
            {link.rotulo}
          </Link>
        )}
      </div>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** O estado vazio de um bloco: o que ainda não há e o próximo passo (um link). */
export function VazioDoBloco({ texto, acao }: { texto: string; acao?: { para: string; rotulo: string } }) {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {texto}
      {acao && (
        <>
          {' '}
          <Link to={acao.para} className="font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100">
            {acao.rotulo}
          </Link>
        </>
      )}
    </p>
  );
}
