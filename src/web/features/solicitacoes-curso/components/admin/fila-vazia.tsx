import { Botao } from '#web/components/ui/botao.tsx';
import { Vazio } from '#web/components/ui/estados.tsx';
import type { FiltroStatus } from './regras.ts';

interface Props {
  /** Nenhuma solicitação recebida (só rascunhos próprios, ou nada). */
  nenhuma: boolean;
  status: FiltroStatus;
  algumFiltro: boolean;
  aoVerTodas: () => void;
  aoLimpar: () => void;
}

/** Fila vazia, com o próximo passo: nada recebido ainda, nada esperando a Escola, ou nada com os filtros. */
export function FilaVazia({ nenhuma, status, algumFiltro, aoVerTodas, aoLimpar }: Props) {
  if (nenhuma) {
    return <Vazio mensagem="Nenhuma solicitação recebida ainda." sugestao="Quando alguém enviar uma proposta em Solicitar Curso, ela aparece aqui para a análise." />;
  }
  if (status === 'pendentes' && !algumFiltro) {
    return (
      <Vazio
        mensagem="Nenhuma solicitação esperando a Escola: nada a analisar, decidir ou converter."
        sugestao={
          <Botao variante="secundario" className="mt-1" onClick={aoVerTodas}>
            Ver todas as solicitações
          </Botao>
        }
      />
    );
  }
  return (
    <Vazio
      mensagem="Nenhuma solicitação com estes filtros."
      sugestao={
        <Botao variante="secundario" className="mt-1" onClick={aoLimpar}>
          Limpar filtros
        </Botao>
      }
    />
  );
}
