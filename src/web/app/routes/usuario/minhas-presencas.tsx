import { MinhasPresencas } from '#web/features/presenca/components/participante/minhas-presencas.tsx';

/** Minhas Presenças: frequência por turma e a situação de cada encontro. */
export default function PaginaMinhasPresencas() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <MinhasPresencas />
    </div>
  );
}
