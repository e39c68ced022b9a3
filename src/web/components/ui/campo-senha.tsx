import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { Moldura } from './campo.tsx';

export interface CampoSenhaProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  rotulo: string;
  erro?: string | undefined;
  dica?: ReactNode;
  obrigatorio?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const CLASSE_CAMPO =
  'block w-full min-h-11 rounded-lg border bg-white py-2 pl-3 pr-12 text-base text-slate-900 shadow-sm dark:bg-slate-900 dark:text-slate-100 ' +
  'aria-[invalid=true]:border-red-600 border-slate-300 dark:border-slate-600';

function Olho({ aberto }: { aberto: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!aberto && <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * Campo de senha com botão mostrar/ocultar (alvo de 44 px, `aria-pressed`) e aviso de Caps Lock.
 * Rótulo, dica, erro e aviso ficam ligados ao campo por `aria-describedby`, como em `Campo`.
 */
export function CampoSenha({ rotulo, erro, dica, obrigatorio, id, ref, className = '', onKeyDown, onKeyUp, onBlur, ...input }: CampoSenhaProps) {
  const gerado = useId();
  const idCampo = id ?? gerado;
  const [visivel, setVisivel] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const lerCapsLock = (e: KeyboardEvent<HTMLInputElement>) => setCapsLock(e.getModifierState?.('CapsLock') ?? false);
  const descricao = [erro ? `${idCampo}-erro` : dica ? `${idCampo}-dica` : null, capsLock ? `${idCampo}-caps` : null]
    .filter(Boolean)
    .join(' ');
  const nomeBotao = `Mostrar ${rotulo.toLocaleLowerCase('pt-BR')}`;

  return (
    <Moldura id={idCampo} rotulo={rotulo} erro={erro} dica={dica} obrigatorio={obrigatorio}>
      <div className="relative mt-1">
        <input
          {...input}
          id={idCampo}
          ref={ref}
          type={visivel ? 'text' : 'password'}
          required={obrigatorio}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={erro ? true : undefined}
          aria-describedby={descricao || undefined}
          className={`${CLASSE_CAMPO} ${className}`}
          onKeyDown={(e) => {
            lerCapsLock(e);
            onKeyDown?.(e);
          }}
          onKeyUp={(e) => {
            lerCapsLock(e);
            onKeyUp?.(e);
          }}
          onBlur={(e) => {
            setCapsLock(false);
            onBlur?.(e);
          }}
        />
        <button
          type="button"
          onClick={() => setVisivel((v) => !v)}
          aria-pressed={visivel}
          aria-controls={idCampo}
          aria-label={nomeBotao}
          title={visivel ? 'Ocultar senha' : 'Mostrar senha'}
          className="absolute inset-y-0 right-0 flex min-h-11 min-w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
        >
          <Olho aberto={!visivel} />
        </button>
      </div>
      {capsLock && (
        <p id={`${idCampo}-caps`} role="status" className="mt-1 text-sm font-medium text-amber-800 dark:text-amber-300">
          Atenção: Caps Lock está ativado.
        </p>
      )}
    </Moldura>
  );
}
