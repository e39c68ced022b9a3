import { Plus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { CLASSE_BOTAO_LISTA, CLASSE_ENTRADA_DESLIGAVEL, CLASSE_ROTULO } from '#web/components/ui/classes.ts';

/** Palestrante com conta (`usuario_id`) ou só o nome (de fora). */
export interface Palestrante {
  usuario_id: number | null;
  nome: string;
}

/** O que a busca de pessoas com conta recebe (a busca é da feature: cada uma consulta a API dela). */
export interface PropsDaBusca {
  excluir: number[];
  aoEscolher: (p: { id: number; nome: string }) => void;
  desabilitado: boolean;
}

interface Props {
  valor: Palestrante[];
  aoMudar: (v: Palestrante[]) => void;
  /** Erro de cada palestrante (pela posição). */
  errosItens: (string | undefined)[];
  /** Quantos cabem: ao chegar lá, o nome e a busca se desligam. */
  maximo: number;
  /** O campo do nome digitado e o botão que o acrescenta. */
  nome: { id: string; rotulo: string; maxLength: number; botao: string; invalido?: boolean };
  /** A busca de quem tem conta, ao lado do nome (sem ela, só nomes). */
  busca?: (p: PropsDaBusca) => ReactNode;
  /** Entre os campos e a lista (o erro da lista). */
  aviso?: ReactNode;
  /** Nome acessível da lista dos escolhidos. */
  rotuloLista: string;
  /** Texto depois do nome na lista (" (com conta)"); nulo, nada. */
  marca: (p: Palestrante) => string | null;
}

/**
 * Palestrantes: nomes digitados (Enter ou o botão acrescenta) e, com `busca`, pessoas com conta; a lista dos
 * escolhidos com "Remover". O `fieldset` e a legenda ficam com quem usa.
 */
export function EscolhaDePalestrantes({ valor, aoMudar, errosItens, maximo, nome, busca, aviso, rotuloLista, marca }: Props) {
  const [externo, setExterno] = useState('');
  const nomeLimpo = externo.replace(/\s+/g, ' ').trim();
  const cheio = valor.length >= maximo;

  function adicionarNome() {
    if (!nomeLimpo || cheio) return;
    aoMudar([...valor, { usuario_id: null, nome: nomeLimpo }]);
    setExterno('');
  }

  return (
    <>
      <div className={`grid gap-3 ${busca ? 'md:grid-cols-2' : ''}`}>
        {busca?.({
          excluir: valor.flatMap((p) => (p.usuario_id === null ? [] : [p.usuario_id])),
          aoEscolher: (p) => aoMudar([...valor, { usuario_id: p.id, nome: p.nome }]),
          desabilitado: cheio,
        })}
        <div>
          <label htmlFor={nome.id} className={CLASSE_ROTULO}>
            {nome.rotulo}
          </label>
          <div className="flex flex-col gap-2 min-[480px]:flex-row">
            <input
              id={nome.id}
              type="text"
              value={externo}
              maxLength={nome.maxLength}
              autoComplete="off"
              disabled={cheio}
              aria-invalid={nome.invalido ? true : undefined}
              onChange={(e) => setExterno(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                adicionarNome();
              }}
              className={CLASSE_ENTRADA_DESLIGAVEL}
            />
            <button type="button" className={`${CLASSE_BOTAO_LISTA} shrink-0 min-[480px]:mt-1`} disabled={!nomeLimpo || cheio} onClick={adicionarNome}>
              <Plus aria-hidden="true" className="size-4" />
              {nome.botao}
            </button>
          </div>
        </div>
      </div>
      {aviso}
      {valor.length > 0 && (
        <ul aria-label={rotuloLista} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {valor.map((p, i) => {
            const m = marca(p);
            return (
              <li key={`${p.usuario_id ?? 'ext'}-${p.nome}-${i}`} className="rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-3 text-sm dark:border-slate-700 dark:bg-slate-800">
                <span className="flex items-center gap-1">
                  <span className="min-w-0 flex-1 break-words">
                    {p.nome}
                    {m && <span className="text-slate-600 dark:text-slate-400">{m}</span>}
                  </span>
                  <button type="button" className={CLASSE_BOTAO_LISTA} aria-label={`Remover ${p.nome}`} onClick={() => aoMudar(valor.filter((_, j) => j !== i))}>
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </span>
                {errosItens[i] && <span className="block pb-1 text-red-700 dark:text-red-400">{errosItens[i]}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
