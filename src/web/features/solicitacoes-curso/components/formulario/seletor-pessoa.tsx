import { Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Moldura } from '#web/components/ui/campo.tsx';
import { useValorAtrasado } from '#web/lib/use-valor-atrasado.ts';
import { MINIMO_BUSCA_PESSOAS, useBuscarPessoas } from '../../api/buscar-pessoas.ts';
import { CLASSE_ENTRADA } from '../comum/classes.ts';

interface Props {
  id: string;
  rotulo: string;
  /** Quem já foi escolhido (não aparece de novo). */
  excluir: readonly number[];
  aoEscolher: (p: { id: number; nome: string }) => void;
  desabilitado?: boolean;
}

function textoStatus(texto: string, buscando: boolean, n: number, ultimo: string | null): string {
  if (texto.trim().length < MINIMO_BUSCA_PESSOAS) return ultimo ? `${ultimo} adicionado(a).` : `Digite ao menos ${MINIMO_BUSCA_PESSOAS} letras do nome, CPF ou e-mail.`;
  if (buscando && n === 0) return 'Buscando…';
  return n === 0 ? 'Nenhuma pessoa encontrada.' : `${n} pessoa(s) encontrada(s). Use as setas para escolher e Enter para adicionar.`;
}

/**
 * Busca de pessoas com conta (só para a administração: a busca da API é dela), no padrão combobox:
 * ↑/↓ andam, Enter adiciona, Escape fecha; o resultado é anunciado numa região viva.
 */
export function SeletorPessoa({ id, rotulo, excluir, aoEscolher, desabilitado }: Props) {
  const [texto, setTexto] = useState('');
  const [aberto, setAberto] = useState(false);
  const [ativo, setAtivo] = useState(-1);
  const [ultimo, setUltimo] = useState<string | null>(null);
  const termo = useValorAtrasado(texto, 300);
  const consulta = useBuscarPessoas(termo, !desabilitado);
  const buscavel = termo.trim().length >= MINIMO_BUSCA_PESSOAS && texto.trim().length >= MINIMO_BUSCA_PESSOAS;
  const opcoes = buscavel ? (consulta.data ?? []).filter((p) => !excluir.includes(p.id)) : [];
  const mostrar = aberto && opcoes.length > 0;
  const idLista = useId();
  const idStatus = useId();

  function escolher(i: number) {
    const p = opcoes[i];
    if (!p) return;
    aoEscolher({ id: p.id, nome: p.nome });
    setUltimo(p.nome);
    setTexto('');
    setAtivo(-1);
    setAberto(false);
  }

  function aoTeclar(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setAberto(true);
      if (opcoes.length > 0) setAtivo((a) => (a + (e.key === 'ArrowDown' ? 1 : -1) + opcoes.length) % opcoes.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (mostrar && ativo >= 0) escolher(ativo);
    } else if (e.key === 'Escape' && mostrar) {
      e.preventDefault();
      e.stopPropagation();
      setAberto(false);
      setAtivo(-1);
    }
  }

  return (
    <Moldura id={id} rotulo={rotulo}>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={mostrar}
          aria-controls={idLista}
          aria-activedescendant={mostrar && ativo >= 0 ? `${idLista}-${ativo}` : undefined}
          aria-describedby={idStatus}
          value={texto}
          disabled={desabilitado}
          autoComplete="off"
          maxLength={120}
          placeholder="Buscar por nome, CPF ou e-mail…"
          onChange={(e) => {
            setTexto(e.target.value);
            setAberto(true);
            setAtivo(-1);
          }}
          onKeyDown={aoTeclar}
          onFocus={() => setAberto(true)}
          onBlur={() => setAberto(false)}
          className={`${CLASSE_ENTRADA} pl-9`}
        />
        <ul
          id={idLista}
          role="listbox"
          aria-label={`Resultados: ${rotulo}`}
          hidden={!mostrar}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {opcoes.map((p, i) => (
            <li
              key={p.id}
              id={`${idLista}-${i}`}
              role="option"
              aria-selected={i === ativo}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => escolher(i)}
              className="cursor-pointer px-3 py-2 aria-selected:bg-escola-50 hover:bg-slate-100 dark:aria-selected:bg-slate-700 dark:hover:bg-slate-800"
            >
              <span className="block font-medium">{p.nome}</span>
              <span className="block text-xs break-all text-slate-600 dark:text-slate-400">{p.email}</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={idStatus} role="status" aria-live="polite" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {desabilitado ? '' : textoStatus(texto, consulta.isFetching, opcoes.length, ultimo)}
      </p>
    </Moldura>
  );
}
