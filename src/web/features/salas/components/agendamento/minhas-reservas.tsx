import { ClipboardList } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { MinhaReserva } from '#shared/contracts/salas.ts';
import { ROTULO_PERIODO } from '#shared/rules/salas.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { BotaoAtualizar } from '#web/components/ui/botao-atualizar.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { useCancelarPedido } from '../../api/cancelar-pedido.ts';
import { useConfirmarUso } from '../../api/confirmar-uso.ts';
import { useMinhasReservas } from '../../api/listar-minhas-reservas.ts';
import { CLASSE_H2 } from '../comum/classes.ts';
import { dataComSemana } from '../comum/datas.ts';
import { CartaoMinhaReserva, type AcaoReserva } from './cartao-minha-reserva.tsx';

export const TEXTO_CANCELAMENTO = 'O histórico será preservado e o status passará para cancelado.';

const falhou = (err: unknown, padrao: string) => (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.code !== 'HTTP' ? err.message : padrao);

function DialogoCancelarPedido({ reserva: r, aoFechar }: { reserva: MinhaReserva; aoFechar: () => void }) {
  const cancelar = useCancelarPedido();
  const confirmar = () =>
    cancelar.mutate(r.id, {
      onSuccess: () => {
        notificarSucesso('Solicitação cancelada.');
        aoFechar();
      },
    });
  return (
    <Dialogo
      titulo="Cancelar solicitação?"
      descricao={`${r.sala.nome}, ${dataComSemana(r.data)}, ${ROTULO_PERIODO[r.periodo].toLocaleLowerCase('pt-BR')}. ${TEXTO_CANCELAMENTO}`}
      aoFechar={aoFechar}
      largura="sm"
    >
      <AlertaErro mensagem={cancelar.error ? falhou(cancelar.error, 'Não foi possível cancelar. Tente novamente.') : null} />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Botao variante="secundario" data-autofoco onClick={aoFechar}>
          Voltar
        </Botao>
        <Botao variante="perigo" carregando={cancelar.isPending} textoCarregando="Cancelando…" onClick={confirmar}>
          Cancelar solicitação
        </Botao>
      </div>
    </Dialogo>
  );
}

interface Props {
  aoEditar: (r: MinhaReserva) => void;
  /** Reserva recém-salva: o cartão dela recebe o foco quando aparece na lista. */
  destacar: number | null;
}

/** "Minhas reservas": os pedidos e reservas da pessoa, com editar, cancelar e confirmar o uso quando cabem. */
export function MinhasReservas({ aoEditar, destacar }: Props) {
  const id = useId();
  const consulta = useMinhasReservas();
  const confirmarUso = useConfirmarUso();
  const [cancelando, setCancelando] = useState<MinhaReserva | null>(null);
  const [emCurso, setEmCurso] = useState<{ id: number; acao: AcaoReserva } | null>(null);
  const cartoes = useRef(new Map<number, HTMLElement>());
  const lista = consulta.data;

  useEffect(() => {
    if (destacar === null) return;
    const el = cartoes.current.get(destacar);
    if (!el) return;
    el.scrollIntoView?.({ block: 'nearest' });
    el.focus();
  }, [destacar, lista]);

  function aoAgir(r: MinhaReserva, acao: AcaoReserva) {
    if (acao === 'editar') return aoEditar(r);
    if (acao === 'cancelar') return setCancelando(r);
    setEmCurso({ id: r.id, acao });
    confirmarUso.mutate(r.id, {
      onSuccess: () => notificarSucesso('Uso confirmado. Obrigado!'),
      onError: (err) => notificarErro(falhou(err, 'Não foi possível confirmar o uso. Tente novamente.')),
      onSettled: () => setEmCurso(null),
    });
  }

  const status = consulta.isPending
    ? 'Carregando suas reservas…'
    : lista?.length === 0
      ? 'Nenhuma reserva ou solicitação.'
      : lista
      ? `${formatarNumero(lista.length)} ${lista.length === 1 ? 'reserva ou solicitação' : 'reservas e solicitações'}.`
      : '';

  return (
    <section aria-labelledby={`${id}-titulo`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-titulo`} className={`${CLASSE_H2} flex items-center gap-2`}>
          <ClipboardList aria-hidden="true" className="size-5" />
          Minhas reservas
        </h2>
        <BotaoAtualizar consulta={consulta} />
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {status}
      </p>
      {consulta.isPending && <Esqueleto linhas={2} rotulo="Carregando suas reservas…" />}
      {consulta.isError && !lista && <ErroCarregamento mensagem="Não foi possível carregar suas reservas. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />}
      {lista && lista.length === 0 && (
        <Vazio mensagem="Você ainda não tem reservas." sugestao="Escolha um horário livre no calendário acima para fazer a sua primeira solicitação." />
      )}
      {lista && lista.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {lista.map((r) => (
            <CartaoMinhaReserva
              key={r.id}
              reserva={r}
              emCurso={emCurso?.id === r.id ? emCurso.acao : null}
              aoAgir={aoAgir}
              ref={(el) => {
                if (el) cartoes.current.set(r.id, el);
                else cartoes.current.delete(r.id);
              }}
            />
          ))}
        </ul>
      )}
      {cancelando && <DialogoCancelarPedido reserva={cancelando} aoFechar={() => setCancelando(null)} />}
    </section>
  );
}
