import { EventosDisponiveis } from '#web/features/eventos/components/participante/eventos-disponiveis.tsx';

/** Eventos: filtros no endereço e a grade de eventos publicados; cada cartão abre o evento. */
export default function PaginaEventos() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <EventosDisponiveis />
    </div>
  );
}
