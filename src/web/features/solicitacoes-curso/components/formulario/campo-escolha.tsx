import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { Moldura, type Base } from '#web/components/ui/campo.tsx';
import { CLASSE_ENTRADA } from '../comum/classes.ts';

/** Seleção sempre com um valor (sem a opção vazia de `CampoSelecao`): tipo e modalidade têm padrão. */
export function CampoEscolha({ rotulo, erro, dica, id, ref, opcoes, ...select }: Base & SelectHTMLAttributes<HTMLSelectElement> & { opcoes: readonly { valor: string; rotulo: string }[]; ref?: Ref<HTMLSelectElement> }) {
  const gerado = useId();
  const idCampo = id ?? gerado;
  const descr = erro ? `${idCampo}-erro` : dica ? `${idCampo}-dica` : undefined;
  return (
    <Moldura id={idCampo} rotulo={rotulo} erro={erro} dica={dica}>
      <select id={idCampo} ref={ref} aria-invalid={erro ? true : undefined} aria-describedby={descr} className={CLASSE_ENTRADA} {...select}>
        {opcoes.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.rotulo}
          </option>
        ))}
      </select>
    </Moldura>
  );
}
