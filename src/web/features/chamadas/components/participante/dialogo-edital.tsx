import { Send } from 'lucide-react';
import { Botao } from '#web/components/ui/botao.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { useChamada } from '../../api/obter-chamada.ts';
import { ConteudoEdital } from '../comum/edital.tsx';

/** O edital inteiro de uma chamada num diálogo (o texto desce só quando alguém abre). */
export function DialogoEdital({ chamadaId, titulo, aoFechar, aoSubmeter }: { chamadaId: number; titulo: string; aoFechar: () => void; aoSubmeter?: () => void }) {
  const consulta = useChamada(chamadaId);
  return (
    <Dialogo
      titulo={titulo}
      descricao="Edital da chamada"
      aoFechar={aoFechar}
      largura="lg"
      rodape={
        <>
          <Botao variante="secundario" onClick={aoFechar}>
            Fechar
          </Botao>
          {aoSubmeter && consulta.data?.aberta && (
            <Botao onClick={aoSubmeter}>
              <Send aria-hidden="true" className="size-4" />
              Submeter trabalho
            </Botao>
          )}
        </>
      }
    >
      {consulta.isPending ? (
        <Esqueleto linhas={4} rotulo="Carregando o edital…" />
      ) : consulta.isError ? (
        <ErroCarregamento mensagem="Não foi possível carregar o edital. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />
      ) : (
        <ConteudoEdital c={consulta.data} />
      )}
    </Dialogo>
  );
}
