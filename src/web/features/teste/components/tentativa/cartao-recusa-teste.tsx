import { Info } from 'lucide-react';
import { Link } from '#web/lib/roteador.tsx';
import { CLASSE_LINK_PRIMARIO, CLASSE_LINK_TEXTO } from '../classes.ts';
import type { Recusa } from './recusas.ts';

/** Por que não dá para fazer o teste (texto do servidor) e o próximo passo. */
export function CartaoRecusaTeste({ recusa }: { recusa: Recusa }) {
  const [principal, ...outros] = recusa.passos;
  return (
    <section aria-labelledby="titulo-recusa" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
      <h2 id="titulo-recusa" className="flex items-center gap-2 font-semibold">
        <Info aria-hidden="true" className="size-5 shrink-0" />
        {recusa.titulo}
      </h2>
      <p role="alert" className="mt-2">
        {recusa.mensagem}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {principal && (
          <Link to={principal.para} className={CLASSE_LINK_PRIMARIO}>
            {principal.rotulo}
          </Link>
        )}
        {outros.map((p) => (
          <Link key={p.para} to={p.para} className={`${CLASSE_LINK_TEXTO} px-2`}>
            {p.rotulo}
          </Link>
        ))}
      </div>
    </section>
  );
}
