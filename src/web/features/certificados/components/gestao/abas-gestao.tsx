import { useRef, type KeyboardEvent } from 'react';
import { ABAS, type Aba } from './use-estado-da-gestao.ts';

export const ROTULO_ABA: Record<Aba, string> = { turmas: 'Turmas', certificados: 'Certificados', assinantes: 'Assinantes padrão' };
export const idDaAba = (aba: Aba) => `aba-gestao-${aba}`;
export const ID_PAINEL = 'painel-gestao';

/**
 * Abas da gestão (WAI-ARIA tabs, ativação automática): setas esquerda/direita andam em círculo, Home e
 * End vão às pontas; só a aba ativa entra no Tab.
 */
export function AbasGestao({ ativa, aoMudar }: { ativa: Aba; aoMudar: (aba: Aba) => void }) {
  const botoes = useRef<(HTMLButtonElement | null)[]>([]);

  function aoTeclar(e: KeyboardEvent, i: number) {
    const n = ABAS.length;
    const destino = { ArrowRight: (i + 1) % n, ArrowLeft: (i - 1 + n) % n, Home: 0, End: n - 1 }[e.key];
    if (destino === undefined) return;
    e.preventDefault();
    aoMudar(ABAS[destino]!);
    botoes.current[destino]?.focus();
  }

  return (
    // três colunas no celular (os rótulos quebram em duas linhas), em linha a partir de 640 px
    <div role="tablist" aria-label="Seções da gestão de certificados" className="grid grid-cols-3 gap-2 sm:flex">
      {ABAS.map((aba, i) => {
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
            aria-controls={ID_PAINEL}
            tabIndex={selecionada ? 0 : -1}
            onClick={() => aoMudar(aba)}
            onKeyDown={(e) => aoTeclar(e, i)}
            className={`inline-flex min-h-11 items-center justify-center rounded-lg border px-2 py-1 text-center text-sm leading-tight font-semibold sm:px-4 sm:whitespace-nowrap ${
              selecionada
                ? 'border-escola-700 bg-escola-700 text-white dark:border-escola-100 dark:bg-escola-100 dark:text-escola-900'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
            }`}
          >
            {ROTULO_ABA[aba]}
          </button>
        );
      })}
    </div>
  );
}
