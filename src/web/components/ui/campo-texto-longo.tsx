import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { Moldura, type Base } from './campo.tsx';
import { CLASSE_ENTRADA_DESLIGAVEL } from './classes.ts';

/** Área de texto com rótulo, dica e erro ligados (mesma moldura de `Campo`). */
export function CampoTextoLongo({ rotulo, erro, dica, obrigatorio, id, ref, className = '', ...area }: Base & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const gerado = useId();
  const idCampo = id ?? gerado;
  const descr = erro ? `${idCampo}-erro` : dica ? `${idCampo}-dica` : undefined;
  return (
    <Moldura id={idCampo} rotulo={rotulo} erro={erro} dica={dica} obrigatorio={obrigatorio}>
      <textarea id={idCampo} ref={ref} required={obrigatorio} aria-invalid={erro ? true : undefined} aria-describedby={descr} className={`${CLASSE_ENTRADA_DESLIGAVEL} ${className}`} {...area} />
    </Moldura>
  );
}
