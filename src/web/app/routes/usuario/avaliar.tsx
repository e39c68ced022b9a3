import { AvaliarTurma } from '#web/features/avaliacao/components/participante/avaliar-turma.tsx';
import { useParams } from '#web/lib/roteador.tsx';

/** Avaliar curso (/avaliar/:turmaId): o roteador só chega aqui com um id numérico. */
export default function PaginaAvaliar() {
  const { turmaId } = useParams();
  const id = Number(turmaId);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <AvaliarTurma key={id} turmaId={id} />
    </div>
  );
}
