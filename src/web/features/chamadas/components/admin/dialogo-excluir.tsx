import type { ChamadaAdmin } from '#shared/contracts/chamadas.ts';
import { DialogoConfirmacao } from '#web/components/ui/dialogo-confirmacao.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useExcluirChamada } from '../../api/excluir-chamada.ts';

/** Confirma a exclusão de uma chamada sem trabalhos (com os modelos). O foco começa em "Cancelar". */
export function DialogoExcluirChamada({ chamada, aoFechar, aoExcluida }: { chamada: Pick<ChamadaAdmin, 'id' | 'titulo'>; aoFechar: () => void; aoExcluida: () => void }) {
  const excluir = useExcluirChamada();
  return (
    <DialogoConfirmacao
      titulo="Excluir a chamada?"
      descricao={`"${chamada.titulo}" sai com as linhas, os critérios e os modelos. Esta ação não pode ser desfeita.`}
      confirmar="Excluir chamada"
      confirmando="Excluindo…"
      carregando={excluir.isPending}
      erro={excluir.error?.message}
      aoFechar={aoFechar}
      aoConfirmar={() =>
        excluir.mutate(chamada.id, {
          onSuccess: () => {
            notificarSucesso('Chamada excluída.');
            aoExcluida();
          },
        })
      }
    />
  );
}
