import { Botao } from '#web/components/ui/botao.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useAlterarPublicacao } from '../../api/publicacao-evento.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';

export interface EventoPublicavel {
  id: number;
  titulo: string;
  publicado: boolean;
}

/**
 * Confirma a publicação (o evento fica visível e aberto a inscrições) ou a despublicação (sai do ar;
 * inscrições continuam guardadas). Uma pendência do servidor (422, ex.: turma sem instrutor) aparece aqui.
 */
export function DialogoPublicacao({ evento, aoFechar }: { evento: EventoPublicavel; aoFechar: () => void }) {
  const alterar = useAlterarPublicacao();
  const publicar = !evento.publicado;

  function confirmar() {
    alterar.mutate(
      { id: evento.id, publicar },
      {
        onSuccess: (r) => {
          notificarSucesso(r.mensagem);
          aoFechar();
        },
      },
    );
  }

  return (
    <Dialogo
      titulo={publicar ? 'Publicar evento?' : 'Despublicar evento?'}
      descricao={
        publicar
          ? `Publicar "${evento.titulo}"? Ele ficará visível para os usuários.`
          : `Despublicar "${evento.titulo}"? Ele sairá da lista de eventos e ninguém mais poderá se inscrever. As inscrições feitas continuam guardadas.`
      }
      aoFechar={aoFechar}
    >
      <AlertaErro mensagem={alterar.error?.message} />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Botao variante="secundario" onClick={aoFechar} data-autofoco>
          Cancelar
        </Botao>
        <Botao onClick={confirmar} carregando={alterar.isPending} textoCarregando={publicar ? 'Publicando…' : 'Despublicando…'}>
          {publicar ? 'Publicar' : 'Despublicar'}
        </Botao>
      </div>
    </Dialogo>
  );
}
