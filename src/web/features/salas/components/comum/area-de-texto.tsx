import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { Moldura } from '#web/components/ui/campo.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { CLASSE_ENTRADA } from './classes.ts';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  rotulo: string;
  erro?: string | undefined;
  obrigatorio?: boolean;
  /** Limite de caracteres: vira `maxLength` e a contagem na dica. */
  limite: number;
  /** Quantos caracteres já há (para a contagem). */
  tamanho: number;
  dica?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Texto de várias linhas com rótulo, contagem de caracteres e erro ligados por `aria-describedby`. */
export function AreaDeTexto({ rotulo, erro, obrigatorio, limite, tamanho, dica, id, ref, rows = 3, ...resto }: Props) {
  const gerado = useId();
  const idCampo = id ?? gerado;
  const contagem = `${formatarNumero(tamanho)} de ${formatarNumero(limite)} caracteres.`;
  return (
    <Moldura id={idCampo} rotulo={rotulo} obrigatorio={obrigatorio} erro={erro} dica={dica ? <>{dica} {contagem}</> : contagem}>
      <textarea
        id={idCampo}
        ref={ref}
        rows={rows}
        maxLength={limite}
        required={obrigatorio}
        aria-invalid={erro ? true : undefined}
        aria-describedby={erro ? `${idCampo}-erro` : `${idCampo}-dica`}
        className={CLASSE_ENTRADA}
        {...resto}
      />
    </Moldura>
  );
}
