import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { MotivoPresencaSchema } from '#shared/contracts/presencas.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Moldura } from '#web/components/ui/campo.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { CLASSE_ENTRADA } from '../classes.ts';
import { nAlteracoes } from './formato-presenca.ts';

const FormSchema = z.object({ motivo: MotivoPresencaSchema });
const MAXIMO = 300;

interface Props {
  pendentes: number;
  /** Datas das alterações fora da janela do instrutor. */
  datas: readonly string[];
  salvando: boolean;
  /** Erro do servidor: `campo` vai para o motivo; `geral`, abaixo do formulário. */
  erro: { campo?: string; geral?: string } | null;
  aoConfirmar: (motivo: string) => void;
  aoFechar: () => void;
}

/** Administração fora da janela do instrutor: o motivo (mínimo 5 caracteres) vai para a auditoria. */
export function DialogoMotivo({ pendentes, datas, salvando, erro, aoConfirmar, aoFechar }: Props) {
  const id = useId();
  const { register, handleSubmit, control, formState, setError, setFocus } = useForm<z.input<typeof FormSchema>, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: { motivo: '' },
  });
  const motivo = useWatch({ control, name: 'motivo' }) ?? '';
  useEffect(() => {
    if (!erro?.campo) return;
    setError('motivo', { type: 'server', message: erro.campo });
    setFocus('motivo');
  }, [erro, setError, setFocus]);
  const mensagem = formState.errors.motivo?.message;
  const descr = mensagem ? `${id}-erro` : `${id}-dica`;

  return (
    <Dialogo
      titulo="Motivo da marcação"
      descricao={
        <span className="flex items-start gap-2">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {datas.length === 1 ? 'O encontro de ' : 'Os encontros de '}
            {datas.map(formatarData).join(', ')} {datas.length === 1 ? 'está' : 'estão'} fora da janela do instrutor (até 48h após o término). A
            marcação é auditada: o motivo fica registrado com o seu nome, a data e a hora.
          </span>
        </span>
      }
      aoFechar={aoFechar}
    >
      <form onSubmit={(e) => void handleSubmit(({ motivo: m }) => aoConfirmar(m))(e)} noValidate>
        <Moldura id={id} rotulo="Motivo" obrigatorio erro={mensagem} dica={`${formatarNumero(motivo.length)} de ${MAXIMO} caracteres.`}>
          <textarea
            id={id}
            rows={4}
            maxLength={MAXIMO}
            required
            data-autofoco
            aria-invalid={mensagem ? true : undefined}
            aria-describedby={descr}
            className={`mt-1 ${CLASSE_ENTRADA}`}
            {...register('motivo')}
          />
        </Moldura>
        <AlertaErro mensagem={erro?.geral} />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Botao variante="secundario" onClick={aoFechar}>
            Voltar
          </Botao>
          <Botao type="submit" carregando={salvando} textoCarregando="Salvando…">
            Salvar {nAlteracoes(pendentes)}
          </Botao>
        </div>
      </form>
    </Dialogo>
  );
}
