import type { Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { DialogoConfirmacao } from '#web/components/ui/dialogo-confirmacao.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useAcaoSolicitacao } from '../../api/acoes-solicitacao.ts';
import { retirarSolicitacao } from '../../api/retirar-solicitacao.ts';

/** Confirma a retirada (POST …/retirada). O foco começa em "Cancelar"; a recusa do servidor aparece aqui. */
export function DialogoRetirar({ solicitacao, aoFechar }: { solicitacao: Solicitacao; aoFechar: () => void }) {
  const retirar = useAcaoSolicitacao(retirarSolicitacao, true);
  return (
    <DialogoConfirmacao
      titulo="Retirar a solicitação?"
      descricao={`"${solicitacao.titulo}" deixa de ser analisada pela Escola. Esta ação não pode ser desfeita; para propor de novo, faça uma nova solicitação.`}
      confirmar="Retirar solicitação"
      confirmando="Retirando…"
      carregando={retirar.isPending}
      erro={retirar.error?.message}
      aoFechar={aoFechar}
      aoConfirmar={() =>
        retirar.mutate(solicitacao.id, {
          onSuccess: () => {
            notificarSucesso('Solicitação retirada.');
            aoFechar();
          },
        })
      }
    />
  );
}
