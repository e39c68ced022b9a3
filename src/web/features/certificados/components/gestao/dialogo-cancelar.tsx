import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CancelarBodySchema } from '#shared/contracts/certificados.ts';
import { MOTIVO_MAX } from '#shared/rules/certificado.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Moldura } from '#web/components/ui/campo.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import type { CertificadoDaGestao } from '../../api/buscar-certificados.ts';
import { useCancelarCertificado } from '../../api/cancelar-certificado.ts';
import { CLASSE_ENTRADA } from '../comum/classes.ts';

/**
 * Cancelamento com motivo obrigatório (5 a 2000 caracteres, as regras do contrato). O foco começa no
 * motivo e volta para ele quando falta; a validação pública passa a dizer que o certificado foi cancelado.
 */
export function DialogoCancelar({ certificado: c, aoFechar }: { certificado: CertificadoDaGestao; aoFechar: () => void }) {
  const id = useId();
  const cancelar = useCancelarCertificado();
  const { register, handleSubmit, control, formState } = useForm<z.input<typeof CancelarBodySchema>, unknown, z.output<typeof CancelarBodySchema>>({
    resolver: zodResolver(CancelarBodySchema),
    defaultValues: { motivo: '' },
  });
  const motivo = useWatch({ control, name: 'motivo' }) ?? '';
  const erro = formState.errors.motivo?.message;

  const enviar = handleSubmit(({ motivo: m }) =>
    cancelar.mutateAsync({ id: c.id, motivo: m }).then(
      () => {
        notificarSucesso('Certificado cancelado.');
        aoFechar();
      },
      () => undefined,
    ),
  );

  return (
    <Dialogo
      titulo="Cancelar certificado?"
      descricao={`${c.nome} — ${c.numero}. O certificado deixa de valer: a validação pública passa a dizer que ele foi cancelado, com a data (o motivo fica só aqui, na gestão). Não dá para desfazer; se for preciso, reemita depois.`}
      aoFechar={aoFechar}
    >
      <form onSubmit={(e) => void enviar(e)} noValidate>
        <Moldura id={id} rotulo="Motivo" obrigatorio erro={erro} dica={`${formatarNumero(motivo.length)} de ${formatarNumero(MOTIVO_MAX)} caracteres. Fica registrado na gestão; a validação pública mostra só a data.`}>
          <textarea
            id={id}
            rows={4}
            maxLength={MOTIVO_MAX}
            required
            data-autofoco
            aria-invalid={erro ? true : undefined}
            aria-describedby={erro ? `${id}-erro` : `${id}-dica`}
            className={CLASSE_ENTRADA}
            {...register('motivo')}
          />
        </Moldura>
        <AlertaErro mensagem={cancelar.error?.message} />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Botao variante="secundario" onClick={aoFechar}>
            Voltar
          </Botao>
          <Botao type="submit" variante="perigo" carregando={cancelar.isPending} textoCarregando="Cancelando…">
            Cancelar certificado
          </Botao>
        </div>
      </form>
    </Dialogo>
  );
}
