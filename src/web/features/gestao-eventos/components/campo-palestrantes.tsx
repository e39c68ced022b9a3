import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { LIMITES_EVENTO } from '#shared/rules/eventos.ts';
import { CLASSE_BOTAO_LINHA, CLASSE_ENTRADA, CLASSE_ROTULO } from './classes.ts';
import type { PalestranteForm } from './esquema-evento.ts';
import { SeletorPessoas } from './seletor-pessoas.tsx';

interface Props {
  id: string;
  valor: PalestranteForm[];
  aoMudar: (v: PalestranteForm[]) => void;
  /** Erro da lista e erros de cada palestrante (pela posição). */
  erro?: string | undefined;
  errosItens: (string | undefined)[];
}

/** Palestrantes: uma pessoa com conta (busca) ou um nome externo digitado. */
export function CampoPalestrantes({ id, valor, aoMudar, erro, errosItens }: Props) {
  const [externo, setExterno] = useState('');
  const idExterno = useId();
  const nomeLimpo = externo.replace(/\s+/g, ' ').trim();
  const cheio = valor.length >= LIMITES_EVENTO.pessoasPorTurmaMax;

  function adicionarExterno() {
    if (!nomeLimpo || cheio) return;
    aoMudar([...valor, { usuario_id: null, nome: nomeLimpo }]);
    setExterno('');
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">Palestrantes (opcional)</legend>
      <div className="grid gap-3 md:grid-cols-2">
        <SeletorPessoas
          id={id}
          rotulo="Palestrante com conta na plataforma"
          perfis={[]}
          excluir={valor.flatMap((p) => (p.usuario_id === null ? [] : [p.usuario_id]))}
          aoEscolher={(p) => aoMudar([...valor, { usuario_id: p.id, nome: p.nome }])}
          erro={erro}
          desabilitado={cheio}
        />
        <div>
          <label htmlFor={idExterno} className={CLASSE_ROTULO}>
            Palestrante externo (nome)
          </label>
          <div className="flex flex-col gap-2 min-[480px]:flex-row">
            <input
              id={idExterno}
              type="text"
              value={externo}
              maxLength={150}
              autoComplete="off"
              disabled={cheio}
              onChange={(e) => setExterno(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                adicionarExterno();
              }}
              className={CLASSE_ENTRADA}
            />
            <button type="button" className={`${CLASSE_BOTAO_LINHA} shrink-0 min-[480px]:mt-1`} disabled={!nomeLimpo || cheio} onClick={adicionarExterno}>
              <Plus aria-hidden="true" className="size-4" />
              Adicionar nome
            </button>
          </div>
        </div>
      </div>
      {valor.length > 0 && (
        <ul aria-label="Palestrantes escolhidos" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {valor.map((p, i) => (
            <li key={`${p.usuario_id ?? 'ext'}-${p.nome}-${i}`} className="rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-3 text-sm dark:border-slate-700 dark:bg-slate-800">
              <span className="flex items-center gap-1">
                <span className="min-w-0 flex-1 break-words">
                  {p.nome}
                  {p.usuario_id === null && <span className="text-slate-600 dark:text-slate-400"> (externo)</span>}
                </span>
                <button type="button" className={CLASSE_BOTAO_LINHA} aria-label={`Remover ${p.nome}`} onClick={() => aoMudar(valor.filter((_, j) => j !== i))}>
                  <X aria-hidden="true" className="size-4" />
                </button>
              </span>
              {errosItens[i] && <span className="block pb-1 text-red-700 dark:text-red-400">{errosItens[i]}</span>}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
