import { useEffect, useRef } from 'react';
import type { EventoResumo } from '#shared/contracts/eventos.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useExcluirEvento } from '../../api/excluir-evento.ts';
import { useAlterarPublicacao } from '../../api/publicacao-evento.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';

/**
 * Confirma a exclusão. Com inscrições o servidor recusa (409) e diz para despublicar: a mensagem
 * aparece aqui e, se o evento está publicado, o diálogo oferece despublicar na hora.
 */
export function DialogoExcluirEvento({ evento, aoFechar }: { evento: EventoResumo; aoFechar: () => void }) {
  const excluir = useExcluirEvento();
  const despublicar = useAlterarPublicacao();
  const conflito = excluir.error instanceof ApiError && excluir.error.status === 409;
  const rodape = useRef<HTMLDivElement>(null);
  // o botão "Excluir evento" some no conflito: o foco vai para a saída oferecida (não se perde no corpo da página)
  useEffect(() => {
    if (conflito) rodape.current?.querySelector<HTMLButtonElement>('button:last-child')?.focus();
  }, [conflito]);

  function confirmar() {
    excluir.mutate(evento.id, {
      onSuccess: () => {
        notificarSucesso('Evento excluído.');
        aoFechar();
      },
    });
  }

  function tirarDoAr() {
    despublicar.mutate(
      { id: evento.id, publicar: false },
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
      titulo="Excluir evento?"
      descricao={`Tem certeza que deseja excluir "${evento.titulo}"? As turmas e os encontros também serão excluídos. Esta ação não pode ser desfeita.`}
      aoFechar={aoFechar}
    >
      <AlertaErro mensagem={despublicar.error?.message ?? excluir.error?.message} />
      <div ref={rodape} className="mt-5 flex flex-wrap justify-end gap-2">
        <Botao variante="secundario" onClick={aoFechar} data-autofoco>
          {conflito ? 'Fechar' : 'Cancelar'}
        </Botao>
        {conflito && evento.publicado ? (
          <Botao onClick={tirarDoAr} carregando={despublicar.isPending} textoCarregando="Despublicando…">
            Despublicar evento
          </Botao>
        ) : (
          !conflito && (
            <Botao variante="perigo" onClick={confirmar} carregando={excluir.isPending} textoCarregando="Excluindo…">
              Excluir evento
            </Botao>
          )
        )}
      </div>
    </Dialogo>
  );
}
