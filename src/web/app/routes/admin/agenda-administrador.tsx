import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { Agenda } from '#web/features/agenda/components/agenda.tsx';

/** Agenda do Administrador: todos os encontros de todas as turmas, publicadas ou não. */
export default function PaginaAgendaAdministrador() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <CabecalhoPagina titulo="Agenda" subtitulo="Todos os encontros das turmas, de eventos publicados ou não." />
      <Agenda fonte="administrador" comBusca sugestaoVazio="Mude de mês para ver outros encontros." />
    </div>
  );
}
