import { lazy, Suspense } from 'react';
import { Esqueleto } from '#web/components/ui/estados.tsx';
import { MeusTestes } from '#web/features/teste/components/lista/meus-testes.tsx';
import { useParams } from '#web/lib/roteador.tsx';

/** A tentativa (formulário, cronômetro, envio) só desce quando a pessoa abre um teste: a lista fica leve. */
const PaginaFazerTeste = lazy(() => import('./fazer-teste.tsx'));

/**
 * Teste do Curso (/teste) e Fazer teste (/teste/:turmaId) numa rota da tabela: cada import sob demanda
 * na tabela acrescenta bytes ao pacote inicial, que conta no orçamento do /login (decisão 007). A
 * tentativa vem num pedaço à parte, carregado daqui.
 */
export default function PaginaTeste() {
  const { turmaId } = useParams();
  if (turmaId !== undefined) {
    return (
      <Suspense fallback={<div className="mx-auto max-w-3xl px-4 py-6"><Esqueleto rotulo="Carregando o teste…" /></div>}>
        <PaginaFazerTeste />
      </Suspense>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <MeusTestes />
    </div>
  );
}
