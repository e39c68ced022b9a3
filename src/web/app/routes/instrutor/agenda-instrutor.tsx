import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { Agenda } from '#web/features/agenda/components/agenda.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { PAINEL_INSTRUTOR } from '#web/lib/caminhos.ts';

const LINK =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 ' +
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/** Agenda do Instrutor: os encontros das turmas que a pessoa ensina. */
export default function PaginaAgendaInstrutor() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <CabecalhoPagina
        titulo="Agenda"
        subtitulo="Os encontros das turmas que você ministra."
        acoes={
          <Link to={PAINEL_INSTRUTOR} className={LINK}>
            Painel do Instrutor
          </Link>
        }
      />
      <Agenda fonte="instrutor" sugestaoVazio="Mude de mês ou confira suas turmas no Painel do Instrutor." />
    </div>
  );
}
