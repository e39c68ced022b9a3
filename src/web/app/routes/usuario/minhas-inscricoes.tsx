import { MinhasInscricoes } from '#web/features/eventos/components/participante/minhas-inscricoes.tsx';

/** Meus Cursos: as inscrições da pessoa, com Google Agenda e cancelamento. */
export default function PaginaMinhasInscricoes() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <MinhasInscricoes />
    </div>
  );
}
