import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { useSubmissao } from '../../api/obter-submissao.ts';
import { DetalheTrabalho } from '../comum/detalhe-trabalho.tsx';

/** Um trabalho enviado, só leitura, para a administração (com autor, coautores e o pôster). */
export function DialogoTrabalho({ id, aoFechar }: { id: number; aoFechar: () => void }) {
  const consulta = useSubmissao(id);
  return (
    <Dialogo titulo={consulta.data?.titulo || (consulta.data ? 'Trabalho sem título' : 'Trabalho')} aoFechar={aoFechar} largura="lg">
      {consulta.isPending ? (
        <Esqueleto linhas={4} rotulo="Carregando o trabalho…" />
      ) : consulta.isError ? (
        <ErroCarregamento mensagem={consulta.error.message || 'Não foi possível abrir o trabalho.'} aoTentar={() => void consulta.refetch()} />
      ) : (
        <DetalheTrabalho s={consulta.data} comAutor />
      )}
    </Dialogo>
  );
}
