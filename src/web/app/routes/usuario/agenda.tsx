import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { Agenda } from '#web/features/agenda/components/agenda.tsx';
import { EnderecoDoCalendario } from '#web/features/agenda/components/endereco-do-calendario.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { EVENTOS } from '#web/lib/caminhos.ts';

const LINK = 'font-semibold text-escola-700 underline underline-offset-2 dark:text-escola-100';

/** Minha Agenda: encontros das turmas em que a pessoa está inscrita ou que ensina, e a assinatura do calendário. */
export default function PaginaAgenda() {
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6">
      <CabecalhoPagina titulo="Agenda" subtitulo="Seus encontros: turmas em que você está inscrito(a) e turmas que você ministra." />
      <Agenda
        fonte="minha"
        comPapeis
        sugestaoVazio={
          <>
            Veja os <Link to={EVENTOS} className={LINK}>eventos disponíveis</Link> para se inscrever, ou mude de mês.
          </>
        }
      />
      <EnderecoDoCalendario />
    </div>
  );
}
