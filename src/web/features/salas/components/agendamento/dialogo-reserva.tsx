import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { Sala } from '#shared/contracts/salas.ts';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useEditarReserva } from '../../api/editar-reserva.ts';
import { usePedirReserva } from '../../api/pedir-reserva.ts';
import { marcarErrosDoServidor } from '../comum/resolver.ts';
import { RodapeDoDialogo } from '../comum/rodape-do-dialogo.tsx';
import { AssinaturaDoTermo } from './assinatura-do-termo.tsx';
import { CamposReserva } from './campos-reserva.tsx';
import { CAMPOS_RESERVA, resolverDaEdicao, resolverDoPedido, valoresIniciais, type Pedido, type SaidaReserva, type ValoresReserva } from './esquema-reserva.ts';
import { TermoDeUso } from './termo-de-uso.tsx';

export const TEXTOS_PEDIDO = {
  enviado: 'Solicitação enviada: ela fica em análise e aparece em Minhas reservas.',
  editado: 'Solicitação atualizada.',
} as const;

interface Props {
  pedido: Pedido;
  salas: readonly Sala[];
  /** Datas que se pode pedir. */
  de: string;
  ate: string | undefined;
  aoFechar: () => void;
  /** Depois de salvar (o diálogo fecha): o id da reserva, para a lista destacá-la. */
  aoSalvar: (id: number) => void;
}

/** Recusa sem campo (409 horário ocupado, 422 regra): o texto do servidor; falha de rede ou 5xx, um texto geral. */
function mensagemGeral(err: unknown): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.code !== 'HTTP') return err.message;
  return 'Não foi possível enviar a solicitação. Confira a conexão e tente novamente.';
}

/**
 * Pedido de horário (sala, data e período já vêm do calendário) ou edição de um pedido pendente. O novo
 * mostra o Termo de Uso inteiro, o aceite obrigatório e se a assinatura salva vai assiná-lo. Recusas do
 * servidor vão ao campo citado ou a um alerta anunciado.
 */
export function DialogoReserva({ pedido, salas, de, ate, aoFechar, aoSalvar }: Props) {
  const novo = pedido.tipo === 'novo';
  const idForm = useId();
  const [resolver] = useState(() => (novo ? resolverDoPedido(salas) : resolverDaEdicao(salas)));
  const form = useForm<ValoresReserva, unknown, SaidaReserva>({ resolver, defaultValues: valoresIniciais(pedido) });
  const pedir = usePedirReserva();
  const editar = useEditarReserva();
  const [falha, setFalha] = useState<string | null>(null);
  const enviando = pedir.isPending || editar.isPending;
  const emCurso = useRef(false);

  const enviar = form.handleSubmit(async (dados) => {
    setFalha(null);
    try {
      const salva = pedido.tipo === 'novo' ? await pedir.mutateAsync({ ...dados, termo_aceito: true }) : await editar.mutateAsync({ id: pedido.reserva.id, body: dados });
      notificarSucesso(novo ? TEXTOS_PEDIDO.enviado : TEXTOS_PEDIDO.editado);
      aoSalvar(salva.id);
      aoFechar();
    } catch (err) {
      if (marcarErrosDoServidor(err, form, CAMPOS_RESERVA) === 0) setFalha(mensagemGeral(err));
    }
  });

  /** Um segundo envio enquanto o primeiro corre é ignorado (duplo clique, Enter repetido). */
  async function aoSubmeter(ev: FormEvent<HTMLFormElement>) {
    ev.preventDefault();
    if (emCurso.current) return;
    emCurso.current = true;
    try {
      await enviar(ev);
    } finally {
      emCurso.current = false;
    }
  }

  return (
    <Dialogo
      titulo={novo ? 'Solicitar horário' : 'Editar solicitação'}
      descricao={novo ? 'O pedido fica em análise até a equipe da Escola da Saúde aprovar ou rejeitar. Campos com * são obrigatórios.' : 'A edição só vale enquanto o pedido está em análise. Campos com * são obrigatórios.'}
      aoFechar={aoFechar}
      fecharAoClicarFora={false}
      largura="lg"
    >
      <form id={idForm} onSubmit={(e) => void aoSubmeter(e)} noValidate aria-busy={enviando || undefined}>
        <fieldset disabled={enviando} className="min-w-0 space-y-4">
          <legend className="sr-only">Dados da solicitação</legend>
          <CamposReserva form={form} salas={salas} de={de} ate={ate} />
          {novo && <TermoDeUso form={form} />}
        </fieldset>
      </form>
      {/* fora do <form>: o formulário do modal de assinatura (num portal) não pode borbulhar até este */}
      {novo && (
        <div className="mt-4">
          <AssinaturaDoTermo />
        </div>
      )}
      <RodapeDoDialogo falha={falha} idForm={idForm} enviando={enviando} aoCancelar={aoFechar} textoCarregando="Enviando…">
        {novo ? 'Enviar solicitação' : 'Salvar alterações'}
      </RodapeDoDialogo>
    </Dialogo>
  );
}
