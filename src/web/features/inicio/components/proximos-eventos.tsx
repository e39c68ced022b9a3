import { Link } from '#web/lib/roteador.tsx';

/** "Próximos eventos": ainda não há API pública de agenda, então avisa sem inventar dados. */
export function ProximosEventos({ logado }: { logado: boolean }) {
  return (
    <section aria-labelledby="titulo-proximos-eventos" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 id="titulo-proximos-eventos" className="text-lg font-bold text-escola-800 dark:text-escola-100">
        Próximos eventos
      </h2>
      <p className="mt-3 text-slate-700 dark:text-slate-200">A agenda de eventos será publicada aqui em breve.</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {logado ? (
          <>
            Enquanto isso, veja as turmas abertas em{' '}
            <Link to="/eventos" className="font-semibold text-escola-700 underline underline-offset-2 dark:text-escola-100">
              Eventos
            </Link>
            .
          </>
        ) : (
          'Quem já tem conta encontra as turmas abertas na área de Eventos, depois de entrar.'
        )}
      </p>
    </section>
  );
}
