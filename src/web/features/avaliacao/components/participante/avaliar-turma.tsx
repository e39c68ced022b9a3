import { CabecalhoPagina, ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { useSituacaoAvaliacao } from '../../api/situacao-avaliacao.ts';
import { CartaoRecusa } from './cartao-recusa.tsx';
import { FormularioAvaliacao } from './formulario-avaliacao.tsx';
import { periodo } from './periodo.ts';
import { AVALIACAO, TESTE_DA_TURMA, caminho } from '#web/lib/caminhos.ts';

/** Avaliar curso: carrega a situação da turma e mostra o formulário ou o motivo da recusa. */
export function AvaliarTurma({ turmaId }: { turmaId: number }) {
  const situacao = useSituacaoAvaliacao(turmaId);

  if (situacao.isPending) {
    return (
      <>
        <CabecalhoPagina titulo="Avaliar curso" />
        <Esqueleto linhas={5} rotulo="Carregando a avaliação…" />
      </>
    );
  }
  if (situacao.isError) {
    return (
      <>
        <CabecalhoPagina titulo="Avaliar curso" />
        <ErroCarregamento mensagem={`Não foi possível carregar a avaliação: ${situacao.error.message}`} aoTentar={() => void situacao.refetch()} />
        <p className="mt-4">
          <Link to={AVALIACAO} className="font-semibold text-escola-700 underline dark:text-escola-100">
            Voltar às avaliações pendentes
          </Link>
        </p>
      </>
    );
  }

  const { turma, evento, pode_avaliar, recusa } = situacao.data;
  return (
    <>
      <CabecalhoPagina titulo={`Avaliar: ${evento.titulo}`} subtitulo={`Turma: ${turma.nome} • ${periodo(turma.data_inicio, turma.data_fim)}`} />
      {pode_avaliar ? (
        <FormularioAvaliacao turmaId={turmaId} dados={{ turma, evento }} />
      ) : (
        <CartaoRecusa
          titulo="Esta turma não pode ser avaliada agora"
          mensagem={recusa?.mensagem ?? 'A avaliação desta turma não está disponível.'}
          proximo={recusa?.codigo === 'TESTE_PENDENTE' ? { rotulo: 'Fazer o teste do curso', para: caminho(TESTE_DA_TURMA, { turmaId: turmaId }) } : undefined}
        />
      )}
    </>
  );
}
