import { ClipboardCheck, FileText } from 'lucide-react';
import type { EventoDetalhe } from '#shared/contracts/eventos.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { useLookups } from '#web/lib/dados/lookups.ts';
import { Link } from '#web/lib/roteador.tsx';
import { useEvento } from '#web/lib/dados/evento.ts';
import { ChipPublicacao, ChipStatus } from './chips-evento.tsx';
import { CLASSE_BOTAO_LINHA } from './classes.ts';
import { FormularioEvento } from './formulario-evento.tsx';
import { GERENCIAR_EVENTOS, SOLICITACOES_CURSO, TESTE_DO_EVENTO, caminho } from '#web/lib/caminhos.ts';

/** Atalho para o teste do curso (/gerenciar-eventos/:id/teste); o evento novo precisa ser salvo antes. */
function CartaoTesteDoCurso({ id }: { id: number | null }) {
  return (
    <aside aria-labelledby="titulo-teste-do-curso" className="mb-4 flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900">
      <div>
        <h2 id="titulo-teste-do-curso" className="flex items-center gap-2 font-semibold text-escola-800 dark:text-escola-100">
          <ClipboardCheck aria-hidden="true" className="size-5 shrink-0" />
          Teste do curso
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {id === null ? 'Salve o evento para configurar o teste depois.' : 'Questões, nota mínima e tentativas do teste para o certificado.'}
        </p>
      </div>
      {id !== null && (
        <Link to={caminho(TESTE_DO_EVENTO, { id: id })} className={CLASSE_BOTAO_LINHA}>
          Configurar o teste
        </Link>
      )}
    </aside>
  );
}

/** De qual solicitação de curso o evento nasceu, com o link para ela na análise das solicitações. */
function NotaSolicitacaoOrigem({ origem }: { origem: NonNullable<EventoDetalhe['solicitacao_origem']> }) {
  return (
    <p className="mb-4 flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
      <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <Link to={`${SOLICITACOES_CURSO}?id=${origem.id}`} className="font-medium text-escola-700 underline underline-offset-2 dark:text-escola-100">
        Criado a partir da solicitação “{origem.titulo}”
      </Link>
    </p>
  );
}

/** Carrega o evento (na edição) e as listas de unidades e cargos, e abre o formulário. */
export function EditorEvento({ id }: { id: number | null }) {
  const evento = useEvento(id, { sempreAtual: true });
  const lookups = useLookups();

  if (id !== null && evento.error instanceof ApiError && evento.error.status === 404) {
    return (
      <Vazio
        mensagem="Evento não encontrado."
        sugestao={
          <Link to={GERENCIAR_EVENTOS} className="font-semibold text-escola-700 underline underline-offset-2 dark:text-escola-100">
            Voltar para a lista de eventos
          </Link>
        }
      />
    );
  }
  if ((id !== null && evento.isError) || lookups.isError) {
    return (
      <ErroCarregamento
        mensagem="Não foi possível carregar os dados do evento."
        aoTentar={() => {
          if (evento.isError) void evento.refetch();
          if (lookups.isError) void lookups.refetch();
        }}
      />
    );
  }
  // o formulário e os arquivos partem do evento lido agora, não de uma cópia do cache (que pode ser de
  // antes do envio do folder ou da edição de outra pessoa)
  if ((id !== null && !(evento.data && evento.isFetchedAfterMount)) || !lookups.data) return <Esqueleto linhas={6} rotulo="Carregando o evento…" />;
  const dados = id === null ? null : evento.data!;
  return (
    <>
      {dados && (
        <div className="mb-4 flex flex-wrap gap-2">
          <ChipPublicacao publicado={dados.publicado} />
          <ChipStatus status={dados.status} />
        </div>
      )}
      {dados?.solicitacao_origem && <NotaSolicitacaoOrigem origem={dados.solicitacao_origem} />}
      <CartaoTesteDoCurso id={id} />
      <FormularioEvento key={dados?.id ?? 'novo'} evento={dados} lookups={lookups.data} />
    </>
  );
}
