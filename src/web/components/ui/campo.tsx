import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

export interface Base {
  rotulo: string;
  erro?: string | undefined;
  dica?: ReactNode;
  obrigatorio?: boolean;
}

const CLASSE_CAMPO =
  'mt-1 block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm dark:bg-slate-900 dark:text-slate-100 ' +
  'aria-[invalid=true]:border-red-600 border-slate-300 dark:border-slate-600';

/** Rótulo, campo, dica e erro, ligados pelo id (`<id>-dica`, `<id>-erro`). Usado também por `CampoSenha`. */
export function Moldura({ id, rotulo, erro, dica, obrigatorio, children }: Base & { id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {rotulo}
        {obrigatorio && (
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            {' '}*
          </span>
        )}
      </label>
      {children}
      {dica && !erro && (
        <p id={`${id}-dica`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {dica}
        </p>
      )}
      {erro && (
        <p id={`${id}-erro`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {erro}
        </p>
      )}
    </div>
  );
}

function aria(id: string, erro?: string, dica?: ReactNode) {
  const descr = erro ? `${id}-erro` : dica ? `${id}-dica` : undefined;
  return { 'aria-invalid': erro ? true : undefined, 'aria-describedby': descr };
}

/** Campo de texto com rótulo, dica e erro ligados por aria-describedby. */
export function Campo({ rotulo, erro, dica, obrigatorio, id, ref, className = '', ...input }: Base & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const gerado = useId();
  const idCampo = id ?? gerado;
  return (
    <Moldura id={idCampo} rotulo={rotulo} erro={erro} dica={dica} obrigatorio={obrigatorio}>
      <input id={idCampo} ref={ref} required={obrigatorio} className={`${CLASSE_CAMPO} ${className}`} {...aria(idCampo, erro, dica)} {...input} />
    </Moldura>
  );
}

export interface Opcao {
  valor: string | number;
  rotulo: string;
}

/** Seleção com rótulo; `vazio` é o texto da primeira opção (sem valor). */
export function CampoSelecao({ rotulo, erro, dica, obrigatorio, opcoes, vazio = 'Selecione…', id, ref, className = '', ...select }: Base & SelectHTMLAttributes<HTMLSelectElement> & { opcoes: Opcao[]; vazio?: string; ref?: Ref<HTMLSelectElement> }) {
  const gerado = useId();
  const idCampo = id ?? gerado;
  return (
    <Moldura id={idCampo} rotulo={rotulo} erro={erro} dica={dica} obrigatorio={obrigatorio}>
      <select id={idCampo} ref={ref} required={obrigatorio} className={`${CLASSE_CAMPO} ${className}`} {...aria(idCampo, erro, dica)} {...select}>
        <option value="">{vazio}</option>
        {opcoes.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.rotulo}
          </option>
        ))}
      </select>
    </Moldura>
  );
}
