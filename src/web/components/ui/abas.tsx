import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props<A extends string> {
  abas: readonly A[];
  ativa: A;
  aoMudar: (aba: A) => void;
  /** Nome acessível da lista de abas. */
  rotulo: string;
  rotulos: Record<A, string>;
  idDaAba: (aba: A) => string;
  /** id do painel que as abas controlam. */
  idPainel: string;
  /** Depois do rótulo de cada aba (uma contagem, por exemplo). */
  extra?: (aba: A) => ReactNode;
  /** A grade da lista (padrão: três colunas no celular, em linha a partir de 640 px). */
  classeLista?: string;
}

/**
 * Abas de seção (WAI-ARIA tabs, ativação automática): setas esquerda/direita andam em círculo, Home e End vão
 * às pontas; só a aba ativa entra no Tab. Três colunas no celular (os rótulos quebram em duas linhas), em linha
 * a partir de 640 px.
 */
export function Abas<A extends string>({ abas, ativa, aoMudar, rotulo, rotulos, idDaAba, idPainel, extra, classeLista = 'grid grid-cols-3 gap-2 sm:flex' }: Props<A>) {
  const botoes = useRef<(HTMLButtonElement | null)[]>([]);

  function aoTeclar(e: KeyboardEvent, i: number) {
    const n = abas.length;
    const destino = { ArrowRight: (i + 1) % n, ArrowLeft: (i - 1 + n) % n, Home: 0, End: n - 1 }[e.key];
    if (destino === undefined) return;
    e.preventDefault();
    aoMudar(abas[destino]!);
    botoes.current[destino]?.focus();
  }

  return (
    <div role="tablist" aria-label={rotulo} className={classeLista}>
      {abas.map((aba, i) => {
        const selecionada = aba === ativa;
        return (
          <button
            key={aba}
            ref={(el) => {
              botoes.current[i] = el;
            }}
            type="button"
            role="tab"
            id={idDaAba(aba)}
            aria-selected={selecionada}
            aria-controls={idPainel}
            tabIndex={selecionada ? 0 : -1}
            onClick={() => aoMudar(aba)}
            onKeyDown={(e) => aoTeclar(e, i)}
            className={`inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border px-2 py-1 text-center text-sm leading-tight font-semibold sm:px-4 sm:whitespace-nowrap ${
              selecionada
                ? 'border-escola-700 bg-escola-700 text-white dark:border-escola-100 dark:bg-escola-100 dark:text-escola-900'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
            }`}
          >
            {rotulos[aba]}
            {extra?.(aba)}
          </button>
        );
      })}
    </div>
  );
}
