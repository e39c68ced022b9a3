import { Lock, SearchX } from 'lucide-react';
import { EstadoRecusa, type LinkVoltar } from '#web/components/ui/estado-recusa.tsx';
import { ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { usePresencasDaTurma } from '../../../api/presencas-da-turma.ts';
import { ListaPresencas } from './lista-presencas.tsx';


/**
 * Carrega a lista de presença da turma e mostra os estados: carregando, sem permissão (403: não é
 * instrutor desta turma), não encontrada (404), ID inválido (400) e falha com "Tentar novamente".
 */
export function PresencasDaTurma({ turmaId, voltar }: { turmaId: number; voltar: LinkVoltar }) {
  const consulta = usePresencasDaTurma(turmaId);
  if (consulta.data) return <ListaPresencas key={turmaId} dados={consulta.data} />;
  if (consulta.isPending) return <Esqueleto linhas={5} rotulo="Carregando a lista de presença…" />;
  const status = consulta.error instanceof ApiError ? consulta.error.status : 0;
  if (status === 403) {
    return (
      <EstadoRecusa
        icone={<Lock aria-hidden="true" className="size-5" />}
        mensagem="Você não é instrutor desta turma."
        sugestao="Só os instrutores da turma e a administração veem e marcam estas presenças."
        voltar={voltar}
      />
    );
  }
  if (status === 404) return <EstadoRecusa icone={<SearchX aria-hidden="true" className="size-5" />} mensagem="Turma não encontrada." sugestao="Ela pode ter sido excluída ou o endereço está incompleto." voltar={voltar} />;
  if (status === 400) return <EstadoRecusa icone={<SearchX aria-hidden="true" className="size-5" />} mensagem="ID da turma inválido." voltar={voltar} />;
  return <ErroCarregamento mensagem="Não foi possível carregar a lista de presença. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />;
}
