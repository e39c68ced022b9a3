import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { GestaoInstrutores } from '#web/features/agenda/components/gestao-instrutores.tsx';

/** Gestão de Instrutores (administradores): indicadores, busca, exportação e turmas de cada instrutor. */
export default function PaginaGestaoInstrutores() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <CabecalhoPagina titulo="Gestão de Instrutor" subtitulo="Pesquise, acompanhe as turmas e exporte a lista dos instrutores." />
      <GestaoInstrutores />
    </div>
  );
}
