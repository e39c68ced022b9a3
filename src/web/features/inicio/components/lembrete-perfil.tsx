import { TriangleAlert } from 'lucide-react';
import { Link } from '#web/lib/roteador.tsx';
import { PERFIL } from '#web/lib/caminhos.ts';

/** Aviso de cadastro incompleto com os campos que faltam e o caminho para completar. */
export function LembretePerfil({ pendentes }: { pendentes: string[] }) {
  return (
    <section aria-labelledby="titulo-lembrete-perfil" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <h2 id="titulo-lembrete-perfil" className="flex items-center gap-2 font-bold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        Seu cadastro está incompleto
      </h2>
      <p className="mt-1 text-sm">
        Complete os dados para se inscrever em eventos e receber certificados.
        {pendentes.length > 0 && ` Falta preencher: ${pendentes.join(', ')}.`}
      </p>
      <Link to={PERFIL} className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-amber-800 px-4 font-semibold text-white hover:bg-amber-900 dark:bg-amber-200 dark:text-amber-950 dark:hover:bg-amber-100">
        Completar cadastro
      </Link>
    </section>
  );
}
