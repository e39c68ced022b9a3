import { Botao } from '#web/components/ui/botao.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useCancelarInscricao } from '../../api/cancelar-inscricao.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';

interface Props {
  inscricaoId: number;
  /** "Evento — Turma", para a pessoa conferir o que vai cancelar. */
  descricaoTurma?: string;
  aoFechar: () => void;
  /** Depois do cancelamento (o diálogo já fechou). */
  aoConcluir?: () => void;
}

/** Confirmação antes de cancelar a própria inscrição; a recusa do servidor aparece aqui mesmo. */
export function DialogoCancelarInscricao({ inscricaoId, descricaoTurma, aoFechar, aoConcluir }: Props) {
  const cancelar = useCancelarInscricao();

  function confirmar() {
    cancelar.mutate(inscricaoId, {
      onSuccess: (r) => {
        notificarSucesso(r.mensagem);
        aoFechar();
        aoConcluir?.();
      },
    });
  }

  return (
    <Dialogo titulo="Cancelar inscrição?" descricao="Tem certeza que deseja cancelar sua inscrição nesta turma?" aoFechar={aoFechar} largura="sm">
      {descricaoTurma && <p className="text-sm font-medium break-words text-slate-800 dark:text-slate-100">{descricaoTurma}</p>}
      <AlertaErro mensagem={cancelar.error?.message} />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Botao variante="secundario" onClick={aoFechar} data-autofoco>
          Voltar
        </Botao>
        <Botao variante="perigo" onClick={confirmar} carregando={cancelar.isPending} textoCarregando="Cancelando…">
          Cancelar inscrição
        </Botao>
      </div>
    </Dialogo>
  );
}
