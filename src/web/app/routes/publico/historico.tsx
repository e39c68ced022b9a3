import { HistoricoEventos } from '#web/features/eventos/components/participante/historico-eventos.tsx';

/** Histórico de eventos (público, sem login): eventos encerrados com ano, busca e páginas. */
export default function PaginaHistorico() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <HistoricoEventos />
    </div>
  );
}
