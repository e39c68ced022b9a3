import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { LIMITES_SOLICITACAO as L } from '#shared/rules/solicitacoes-curso.ts';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { CLASSE_BOTAO_LINHA, CLASSE_ENTRADA, CLASSE_ROTULO } from '../comum/classes.ts';
import { campoId, type PalestranteForm } from './esquema.ts';
import { SeletorPessoa } from './seletor-pessoa.tsx';

interface Props {
  valor: PalestranteForm[];
  aoMudar: (v: PalestranteForm[]) => void;
  /** Erro da lista e de cada palestrante (pela posição). */
  erro?: string | undefined;
  errosItens: (string | undefined)[];
  /** A busca de pessoas com conta é só da administração; as outras pessoas indicam pelo nome. */
  comBusca: boolean;
}

/** Palestrantes propostos: nomes digitados (e, para a administração, pessoas com conta). */
export function CampoPalestrantes({ valor, aoMudar, erro, errosItens, comBusca }: Props) {
  const [externo, setExterno] = useState('');
  const idDica = useId();
  const nomeLimpo = externo.replace(/\s+/g, ' ').trim();
  const cheio = valor.length >= L.palestrantesMax;

  function adicionarNome() {
    if (!nomeLimpo || cheio) return;
    aoMudar([...valor, { usuario_id: null, nome: nomeLimpo }]);
    setExterno('');
  }

  return (
    <fieldset className={CLASSE_FIELDSET} aria-describedby={erro ? `${campoId('palestrantes')}-erro` : idDica}>
      <legend className={CLASSE_LEGENDA}>Palestrantes (opcional)</legend>
      <p id={idDica} className="text-sm text-slate-600 dark:text-slate-400">
        {comBusca
          ? `Busque quem tem conta na plataforma ou digite o nome de quem é de fora. Até ${L.palestrantesMax}.`
          : `Digite o nome de cada palestrante; a Escola confere quem tem conta na plataforma. Até ${L.palestrantesMax}.`}
      </p>
      <div className={`grid gap-3 ${comBusca ? 'md:grid-cols-2' : ''}`}>
        {comBusca && (
          <SeletorPessoa
            id={`${campoId('palestrantes')}-busca`}
            rotulo="Palestrante com conta na plataforma"
            excluir={valor.flatMap((p) => (p.usuario_id === null ? [] : [p.usuario_id]))}
            aoEscolher={(p) => aoMudar([...valor, { usuario_id: p.id, nome: p.nome }])}
            desabilitado={cheio}
          />
        )}
        <div>
          <label htmlFor={campoId('palestrantes')} className={CLASSE_ROTULO}>
            Nome do palestrante
          </label>
          <div className="flex flex-col gap-2 min-[480px]:flex-row">
            <input
              id={campoId('palestrantes')}
              type="text"
              value={externo}
              maxLength={L.nomePalestrante}
              autoComplete="off"
              disabled={cheio}
              aria-invalid={erro ? true : undefined}
              onChange={(e) => setExterno(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                adicionarNome();
              }}
              className={CLASSE_ENTRADA}
            />
            <button type="button" className={`${CLASSE_BOTAO_LINHA} shrink-0 min-[480px]:mt-1`} disabled={!nomeLimpo || cheio} onClick={adicionarNome}>
              <Plus aria-hidden="true" className="size-4" />
              Adicionar palestrante
            </button>
          </div>
        </div>
      </div>
      {erro && (
        <p id={`${campoId('palestrantes')}-erro`} className="text-sm text-red-700 dark:text-red-400">
          {erro}
        </p>
      )}
      {valor.length > 0 && (
        <ul aria-label="Palestrantes indicados" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {valor.map((p, i) => (
            <li key={`${p.usuario_id ?? 'ext'}-${p.nome}-${i}`} className="rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-3 text-sm dark:border-slate-700 dark:bg-slate-800">
              <span className="flex items-center gap-1">
                <span className="min-w-0 flex-1 break-words">
                  {p.nome}
                  <span className="text-slate-600 dark:text-slate-400">{p.usuario_id === null ? ' (nome)' : ' (com conta)'}</span>
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
