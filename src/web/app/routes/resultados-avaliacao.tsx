import { ResultadosDaAdministracao } from '#web/features/avaliacao/components/resultados/resultados-administracao.tsx';
import { ResultadosDoInstrutor } from '#web/features/avaliacao/components/resultados/resultados-instrutor.tsx';
import { useLocation } from '#web/lib/roteador.tsx';

/**
 * /instrutor/avaliacao (as turmas do instrutor, anônimas) e /admin/avaliacoes (Gestão de Avaliações: todos
 * os eventos, lembretes e exportação) num pedaço de JS só: a página escolhe pelo caminho (decisão 007).
 */
export default function PaginaResultadosAvaliacao() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      {pathname.toLowerCase().startsWith('/admin/') ? <ResultadosDaAdministracao /> : <ResultadosDoInstrutor />}
    </div>
  );
}
