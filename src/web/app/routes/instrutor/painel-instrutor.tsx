import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { PainelInstrutor } from '#web/features/paineis/components/painel-instrutor.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { AGENDA_INSTRUTOR } from '#web/lib/caminhos.ts';

const LINK =
  'inline-flex min-h-11 items-center rounded-lg bg-escola-700 px-4 text-sm font-semibold text-white hover:bg-escola-800 ' +
  'dark:bg-escola-100 dark:text-escola-900 dark:hover:bg-white';

/** Painel do Instrutor (issue 21): as turmas agora, próximas e encerradas, com presença, avaliação e certificados pendentes. */
export default function PaginaPainelInstrutor() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <CabecalhoPagina
        titulo="Painel do Instrutor"
        subtitulo="Suas turmas, a presença, as avaliações e os certificados pendentes."
        acoes={
          <Link to={AGENDA_INSTRUTOR} className={LINK}>
            Agenda do Instrutor
          </Link>
        }
      />
      <PainelInstrutor />
    </div>
  );
}
