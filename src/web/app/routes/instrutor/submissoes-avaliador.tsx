import { SubmissoesAvaliador } from '#web/features/chamadas/components/avaliador/submissoes-avaliador.tsx';

/** Trabalhos para avaliar: linhas, interesse e pareceres de quem avalia (SPEC §2.3). */
export default function PaginaSubmissoesAvaliador() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <SubmissoesAvaliador />
    </div>
  );
}
