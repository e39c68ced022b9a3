import { RefreshCw } from 'lucide-react';
import { Botao } from './botao.tsx';

/** O que o botão precisa de uma consulta do TanStack Query (sem importar a biblioteca aqui). */
interface ConsultaAtualizavel {
  refetch: () => Promise<unknown>;
  isFetching: boolean;
  isPending: boolean;
}

/** "Atualizar" do cabeçalho das listas: busca de novo e diz "Atualizando…" enquanto isso (não na primeira carga). */
export function BotaoAtualizar({ consulta }: { consulta: ConsultaAtualizavel }) {
  return (
    <Botao variante="secundario" onClick={() => void consulta.refetch()} carregando={consulta.isFetching && !consulta.isPending} textoCarregando="Atualizando…">
      <RefreshCw aria-hidden="true" className="size-4" />
      Atualizar
    </Botao>
  );
}
