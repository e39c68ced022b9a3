import { DetalheEvento } from '#web/features/eventos/components/participante/detalhe-evento.tsx';
import { EventoNaoEncontrado } from '#web/features/eventos/components/participante/evento-nao-encontrado.tsx';
import { useParams } from '#web/lib/roteador.tsx';

/** Detalhe de um evento (/eventos/:id): turmas, cronograma, vagas e inscrição. */
export default function PaginaEvento() {
  const { id = '' } = useParams();
  const numero = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">{numero > 0 ? <DetalheEvento key={numero} id={numero} /> : <EventoNaoEncontrado />}</div>
  );
}
