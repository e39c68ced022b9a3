import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MotivoSchema } from '#shared/contracts/eventos.ts';
import { LIMITES_EVENTO } from '#shared/rules/eventos.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { CampoTextoLongo } from '#web/components/ui/campo-texto-longo.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useCancelarInscricoes } from '../../api/cancelar-inscricoes.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';

type Motivo = z.output<typeof MotivoSchema>;

interface Props {
  ids: number[];
  aoFechar: () => void;
  aoConcluir: () => void;
}

/** Cancelamento em lote: o motivo é obrigatório (até 500 caracteres) e fica registrado em cada inscrição. */
export function DialogoCancelarInscricoes({ ids, aoFechar, aoConcluir }: Props) {
  const cancelar = useCancelarInscricoes();
  const { register, handleSubmit, control, formState } = useForm<z.input<typeof MotivoSchema>, unknown, Motivo>({
    resolver: zodResolver(MotivoSchema),
    defaultValues: { motivo: '' },
  });
  const motivo = useWatch({ control, name: 'motivo' }) ?? '';
  const n = ids.length;

  const enviar = handleSubmit(({ motivo: m }) =>
    cancelar.mutateAsync({ ids, motivo: m }).then(
      (r) => {
        notificarSucesso(r.mensagem);
        aoConcluir();
      },
      () => undefined,
    ),
  );

  return (
    <Dialogo
      titulo={n === 1 ? 'Cancelar 1 inscrição?' : `Cancelar ${formatarNumero(n)} inscrições?`}
      descricao={`${n === 1 ? 'A pessoa sai da turma' : 'As pessoas saem da turma'} e a vaga vai para quem estiver na lista de espera. O motivo fica registrado.`}
      aoFechar={aoFechar}
    >
      <form onSubmit={(e) => void enviar(e)} noValidate>
        <CampoTextoLongo
          rotulo="Motivo do cancelamento"
          obrigatorio
          rows={4}
          maxLength={LIMITES_EVENTO.motivo}
          data-autofoco
          erro={formState.errors.motivo?.message}
          dica={`${formatarNumero(motivo.length)} de ${LIMITES_EVENTO.motivo} caracteres.`}
          {...register('motivo')}
        />
        <AlertaErro mensagem={cancelar.error?.message} />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Botao variante="secundario" onClick={aoFechar}>
            Voltar
          </Botao>
          <Botao type="submit" variante="perigo" carregando={cancelar.isPending} textoCarregando="Cancelando…">
            Confirmar cancelamento
          </Botao>
        </div>
      </form>
    </Dialogo>
  );
}
