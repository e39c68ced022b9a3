import { ApiError } from '#web/lib/api-client.ts';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { useLookups } from '#web/lib/dados/lookups.ts';
import { Link } from '#web/lib/roteador.tsx';
import { useEvento } from '../api/obter-evento.ts';
import { ChipPublicacao, ChipStatus } from './chips-evento.tsx';
import { FormularioEvento } from './formulario-evento.tsx';

/** Carrega o evento (na edição) e as listas de unidades e cargos, e abre o formulário. */
export function EditorEvento({ id }: { id: number | null }) {
  const evento = useEvento(id);
  const lookups = useLookups();

  if (id !== null && evento.error instanceof ApiError && evento.error.status === 404) {
    return (
      <Vazio
        mensagem="Evento não encontrado."
        sugestao={
          <Link to="/gerenciar-eventos" className="font-semibold text-escola-700 underline underline-offset-2 dark:text-escola-100">
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
      <FormularioEvento key={dados?.id ?? 'novo'} evento={dados} lookups={lookups.data} />
    </>
  );
}
