import { useRef, type KeyboardEvent } from 'react';

export const ABAS = ['pedidos', 'agenda', 'salas'] as const;
export type Aba = (typeof ABAS)[number];
export const ROTULO_ABA: Record<Aba, string> = { pedidos: 'Pedidos pendentes', agenda: 'Agenda', salas: 'Salas' };
export const idDaAba = (aba: Aba) => `aba-salas-${aba}`;
export const ID_PAINEL = 'painel-reservas-salas';

/**
 * Abas da administração de salas (WAI-ARIA tabs, ativação automática): setas esquerda/direita andam em
 * círculo, Home e End vão às pontas; só a aba ativa entra no Tab. `contagens` aparece ao lado do rótulo.
 */
export function AbasReservas({ ativa, aoMudar, contagens }: { ativa: Aba; aoMudar: (aba: Aba) => void; contagens: Partial<Record<Aba, number>> }) {
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
    <div role="tablist" aria-label="Seções das reservas de salas" className="grid grid-cols-3 gap-2 sm:flex">
      {ABAS.map((aba, i) => {
        const selecionada = aba === ativa;
        const n = contagens[aba];
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
            className={`inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border px-2 py-1 text-center text-sm leading-tight font-semibold sm:px-4 sm:whitespace-nowrap ${
              selecionada
                ? 'border-escola-700 bg-escola-700 text-white dark:border-escola-100 dark:bg-escola-100 dark:text-escola-900'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
            }`}
          >
            {ROTULO_ABA[aba]}{' '}
            {n !== undefined && n > 0 && (
              <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-950 tabular-nums dark:bg-amber-900 dark:text-amber-50">
                {n}
                {' '}<span className="sr-only">{n === 1 ? 'pendente' : 'pendentes'}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
