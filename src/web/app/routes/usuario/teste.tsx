import { MeusTestes } from '#web/features/teste/components/lista/meus-testes.tsx';
import { useParams } from '#web/lib/roteador.tsx';
import PaginaFazerTeste from './fazer-teste.tsx';

/**
 * Teste do Curso (/teste) e Fazer teste (/teste/:turmaId) num pedaço de JS só: as duas rotas carregam
 * este arquivo. Cada import sob demanda acrescenta o nome do pedaço e a lista das dependências ao
 * pacote inicial, que conta no orçamento do /login (decisão 007); a tentativa sai daqui pelo parâmetro.
 */
export default function PaginaTeste() {
  const { turmaId } = useParams();
  if (turmaId !== undefined) return <PaginaFazerTeste />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <MeusTestes />
    </div>
  );
}
