import type { Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useAcaoSolicitacao } from '../../api/acoes-solicitacao.ts';
import { retirarSolicitacao } from '../../api/retirar-solicitacao.ts';

/** Confirma a retirada (POST …/retirada). O foco começa em "Cancelar"; a recusa do servidor aparece aqui. */
export function DialogoRetirar({ solicitacao, aoFechar }: { solicitacao: Solicitacao; aoFechar: () => void }) {
  const retirar = useAcaoSolicitacao(retirarSolicitacao, true);
  function confirmar() {
    retirar.mutate(solicitacao.id, {
      onSuccess: () => {
        notificarSucesso('Solicitação retirada.');
        aoFechar();
      },
    });
  }
  return (
    <Dialogo
      titulo="Retirar a solicitação?"
      descricao={`"${solicitacao.titulo}" deixa de ser analisada pela Escola. Esta ação não pode ser desfeita; para propor de novo, faça uma nova solicitação.`}
      aoFechar={aoFechar}
      largura="sm"
      rodape={
        <>
          <Botao variante="secundario" onClick={aoFechar} data-autofoco>
            Cancelar
          </Botao>
          <Botao variante="perigo" onClick={confirmar} carregando={retirar.isPending} textoCarregando="Retirando…">
            Retirar solicitação
          </Botao>
        </>
      }
    >
      <AlertaErro mensagem={retirar.error?.message} />
    </Dialogo>
  );
}
