import { AvaliacoesPendentes } from '#web/features/avaliacao/components/participante/avaliacoes-pendentes.tsx';

/** Avaliações Pendentes: turmas concluídas que a pessoa já pode avaliar. */
export default function PaginaAvaliacoesPendentes() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <AvaliacoesPendentes />
    </div>
  );
}
