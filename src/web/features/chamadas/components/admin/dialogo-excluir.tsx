import type { ChamadaAdmin } from '#shared/contracts/chamadas.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useExcluirChamada } from '../../api/excluir-chamada.ts';

/** Confirma a exclusão de uma chamada sem trabalhos (com os modelos). O foco começa em "Cancelar". */
export function DialogoExcluirChamada({ chamada, aoFechar, aoExcluida }: { chamada: Pick<ChamadaAdmin, 'id' | 'titulo'>; aoFechar: () => void; aoExcluida: () => void }) {
  const excluir = useExcluirChamada();
  return (
    <Dialogo
      titulo="Excluir a chamada?"
      descricao={`"${chamada.titulo}" sai com as linhas, os critérios e os modelos. Esta ação não pode ser desfeita.`}
      aoFechar={aoFechar}
      largura="sm"
      rodape={
        <>
          <Botao variante="secundario" onClick={aoFechar} data-autofoco>
            Cancelar
          </Botao>
          <Botao
            variante="perigo"
            carregando={excluir.isPending}
            textoCarregando="Excluindo…"
            onClick={() =>
              excluir.mutate(chamada.id, {
                onSuccess: () => {
                  notificarSucesso('Chamada excluída.');
                  aoExcluida();
                },
              })
            }
          >
            Excluir chamada
          </Botao>
        </>
      }
    >
      <AlertaErro mensagem={excluir.error?.message} />
    </Dialogo>
  );
}
