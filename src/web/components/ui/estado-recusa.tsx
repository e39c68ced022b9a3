import type { ReactNode } from 'react';
import { Link } from '#web/lib/roteador.tsx';

export interface LinkVoltar {
  para: string;
  rotulo: string;
}

/**
 * Recusa de uma página (turma de outra pessoa, inexistente, endereço inválido) com ícone, texto e o
 * próximo passo: presença e resultados da avaliação usam a mesma.
 */
export function EstadoRecusa({ icone, mensagem, sugestao, voltar }: { icone: ReactNode; mensagem: string; sugestao?: string; voltar: LinkVoltar }) {
  return (
    <div role="alert" className="rounded-xl border border-slate-300 bg-white p-6 text-center dark:border-slate-700 dark:bg-slate-900">
      <div className="mx-auto mb-2 flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">{icone}</div>
      <p className="font-semibold">{mensagem}</p>
      {sugestao && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{sugestao}</p>}
      <Link to={voltar.para} className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100">
        {voltar.rotulo}
      </Link>
    </div>
  );
}
