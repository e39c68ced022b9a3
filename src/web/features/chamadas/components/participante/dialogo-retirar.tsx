import type { Submissao, SubmissaoResumo } from '#shared/contracts/submissoes.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useRetirarSubmissao } from '../../api/retirar-submissao.ts';

/** Confirma a retirada (definitiva). O foco começa em "Cancelar"; a recusa do servidor aparece aqui. */
export function DialogoRetirar({ trabalho, aoFechar, aoRetirado }: { trabalho: Pick<Submissao | SubmissaoResumo, 'id' | 'titulo'>; aoFechar: () => void; aoRetirado?: () => void }) {
  const retirar = useRetirarSubmissao();
  function confirmar() {
    retirar.mutate(trabalho.id, {
      onSuccess: () => {
        notificarSucesso('Trabalho retirado.');
        aoFechar();
        aoRetirado?.();
      },
    });
  }
  return (
    <Dialogo
      titulo="Retirar o trabalho?"
      descricao={`"${trabalho.titulo || 'Trabalho sem título'}" sai da chamada e não volta: esta ação não pode ser desfeita. Até o prazo, você pode criar um trabalho novo.`}
      aoFechar={aoFechar}
      largura="sm"
      rodape={
        <>
          <Botao variante="secundario" onClick={aoFechar} data-autofoco>
            Cancelar
          </Botao>
          <Botao variante="perigo" onClick={confirmar} carregando={retirar.isPending} textoCarregando="Retirando…">
            Retirar trabalho
          </Botao>
        </>
      }
    >
      <AlertaErro mensagem={retirar.error?.message} />
    </Dialogo>
  );
}
