import { Info } from 'lucide-react';
import { Link } from '#web/lib/roteador.tsx';
import { AVALIACAO, MINHAS_PRESENCAS } from '#web/lib/caminhos.ts';

const CLASSE_LINK =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-escola-700 px-4 py-2 text-sm font-semibold text-white hover:bg-escola-800 focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * Por que a turma não pode ser avaliada (texto do servidor) e o próximo passo: quem ainda deve o teste do
 * curso (`TESTE_PENDENTE`) vai direto ao teste daquela turma.
 */
export function CartaoRecusa({ titulo, mensagem, proximo }: { titulo: string; mensagem: string; proximo?: { rotulo: string; para: string } }) {
  return (
    <section aria-labelledby="titulo-recusa" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
      <h2 id="titulo-recusa" className="flex items-center gap-2 font-semibold">
        <Info aria-hidden="true" className="size-5 shrink-0" />
        {titulo}
      </h2>
      <p role="alert" className="mt-2">{mensagem}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {proximo && (
          <Link to={proximo.para} className={CLASSE_LINK}>
            {proximo.rotulo}
          </Link>
        )}
        <Link to={AVALIACAO} className={proximo ? 'inline-flex min-h-11 items-center px-2 text-sm font-semibold text-escola-700 underline dark:text-escola-100' : CLASSE_LINK}>
          Voltar às avaliações pendentes
        </Link>
        <Link to={MINHAS_PRESENCAS} className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-escola-700 underline dark:text-escola-100">
          Ver minhas presenças
        </Link>
      </div>
    </section>
  );
}
