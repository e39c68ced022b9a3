import type { Submissao, SubmissaoResumo } from '#shared/contracts/submissoes.ts';
import { DialogoConfirmacao } from '#web/components/ui/dialogo-confirmacao.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useRetirarSubmissao } from '../../api/retirar-submissao.ts';

/** Confirma a retirada (definitiva). O foco começa em "Cancelar"; a recusa do servidor aparece aqui. */
export function DialogoRetirar({ trabalho, aoFechar, aoRetirado }: { trabalho: Pick<Submissao | SubmissaoResumo, 'id' | 'titulo'>; aoFechar: () => void; aoRetirado?: () => void }) {
  const retirar = useRetirarSubmissao();
  return (
    <DialogoConfirmacao
      titulo="Retirar o trabalho?"
      descricao={`"${trabalho.titulo || 'Trabalho sem título'}" sai da chamada e não volta: esta ação não pode ser desfeita. Até o prazo, você pode criar um trabalho novo.`}
      confirmar="Retirar trabalho"
      confirmando="Retirando…"
      carregando={retirar.isPending}
      erro={retirar.error?.message}
      aoFechar={aoFechar}
      aoConfirmar={() =>
        retirar.mutate(trabalho.id, {
          onSuccess: () => {
            notificarSucesso('Trabalho retirado.');
            aoFechar();
            aoRetirado?.();
          },
        })
      }
    />
  );
}
