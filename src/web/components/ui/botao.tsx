import type { ButtonHTMLAttributes } from 'react';

type Variante = 'primario' | 'secundario' | 'perigo' | 'fantasma';
const ESTILOS: Record<Variante, string> = {
  primario: 'bg-escola-700 text-white hover:bg-escola-800 disabled:bg-slate-400',
  secundario:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:border-slate-200 disabled:text-slate-400 disabled:hover:bg-white dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:disabled:border-slate-700 dark:disabled:text-slate-500 dark:disabled:hover:bg-slate-900',
  perigo: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
  fantasma: 'text-escola-700 hover:bg-escola-50 dark:text-escola-100 dark:hover:bg-slate-800',
};

export interface BotaoProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variante?: Variante;
  /** Mostra o texto de espera e desabilita o botão. */
  carregando?: boolean;
  textoCarregando?: string;
}

/** Botão padrão; `carregando` mantém o foco e anuncia `aria-busy`. */
export function Botao({ variante = 'primario', carregando, textoCarregando, className = '', children, disabled, type = 'button', ...resto }: BotaoProps) {
  return (
    <button
      type={type}
      disabled={disabled || carregando}
      aria-busy={carregando || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${ESTILOS[variante]} ${className}`}
      {...resto}
    >
      {carregando && textoCarregando ? textoCarregando : children}
    </button>
  );
}
