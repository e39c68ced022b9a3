import { useEffect, useRef, type KeyboardEvent } from 'react';
import { formatarNumero } from '#web/lib/formato.ts';
import type { EncontroDaLista } from '../../../api/presencas-da-turma.ts';
import { rotuloEncontro } from './formato-presenca.ts';

interface Props {
  encontros: readonly EncontroDaLista[];
  ativo: number;
  aoMudar: (indice: number) => void;
  /** Prefixo dos ids das abas; o painel é `${idBase}-painel`. */
  idBase: string;
  /** Data `AAAA-MM-DD` de hoje (São Paulo), para o selo "hoje". */
  hoje: string;
  pendentes: ReadonlyMap<string, number>;
}

export const idAba = (idBase: string, i: number) => `${idBase}-aba-${i}`;

/**
 * Abas dos encontros (WAI-ARIA tabs, ativação automática): setas esquerda/direita andam em círculo,
 * Home e End vão às pontas; só a aba ativa entra no Tab. Mostra quantas alterações ainda não foram salvas.
 */
export function AbasEncontros({ encontros, ativo, aoMudar, idBase, hoje, pendentes }: Props) {
  const abas = useRef<(HTMLButtonElement | null)[]>([]);
  // a aba aberta por padrão pode estar fora da faixa rolável (turmas com muitos encontros)
  useEffect(() => {
    abas.current[ativo]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [ativo]);

  function aoTeclar(e: KeyboardEvent, i: number) {
    const n = encontros.length;
    const destino = { ArrowRight: (i + 1) % n, ArrowLeft: (i - 1 + n) % n, Home: 0, End: n - 1 }[e.key];
    if (destino === undefined) return;
    e.preventDefault();
    aoMudar(destino);
    abas.current[destino]?.focus();
  }

  return (
    <div role="tablist" aria-label="Encontros da turma" className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1">
      {encontros.map((e, i) => {
        const selecionada = i === ativo;
        const n = pendentes.get(e.data) ?? 0;
        return (
          <button
            key={e.data}
            ref={(el) => {
              abas.current[i] = el;
            }}
            type="button"
            role="tab"
            id={idAba(idBase, i)}
            aria-selected={selecionada}
            aria-controls={`${idBase}-painel`}
            tabIndex={selecionada ? 0 : -1}
            onClick={() => aoMudar(i)}
            onKeyDown={(ev) => aoTeclar(ev, i)}
            className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border px-3 text-sm font-semibold whitespace-nowrap ${
              selecionada
                ? 'border-escola-700 bg-escola-700 text-white dark:border-escola-100 dark:bg-escola-100 dark:text-escola-900'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
            }`}
          >
            {rotuloEncontro(e)}
            {e.data === hoje && ' '}
            {e.data === hoje && <span className="rounded bg-amber-100 px-1.5 text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-50">hoje</span>}
            {n > 0 && ' '}
            {n > 0 && (
              <span className="rounded-full bg-amber-500 px-1.5 text-xs text-slate-950">
                {formatarNumero(n)}{' '}
                <span className="sr-only">{n === 1 ? 'alteração não salva' : 'alterações não salvas'}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
