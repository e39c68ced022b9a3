import type { ReactNode } from 'react';
import { Link } from '#web/lib/roteador.tsx';
import { CLASSE_LINK_TEXTO } from './formato.ts';

/** Recusa (turma de outro instrutor, inexistente) com ícone, texto e o próximo passo. */
export function EstadoRecusa({ icone, mensagem, sugestao, voltar }: { icone: ReactNode; mensagem: string; sugestao?: string; voltar: { para: string; rotulo: string } }) {
  return (
    <div role="alert" className="rounded-xl border border-slate-300 bg-white p-6 text-center dark:border-slate-700 dark:bg-slate-900">
      <div className="mx-auto mb-2 flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">{icone}</div>
      <p className="font-semibold">{mensagem}</p>
      {sugestao && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{sugestao}</p>}
      <Link to={voltar.para} className={`${CLASSE_LINK_TEXTO} mt-2`}>
        {voltar.rotulo}
      </Link>
    </div>
  );
}
