import { Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Moldura } from '#web/components/ui/campo.tsx';
import { CLASSE_ENTRADA_DESLIGAVEL } from '#web/components/ui/classes.ts';
import { useValorAtrasado } from '#web/lib/use-valor-atrasado.ts';

/** Espera da busca digitada antes de consultar a API. */
const ATRASO_BUSCA_MS = 300;

export interface PessoaEncontrada {
  id: number;
  nome: string;
  email: string;
}

/** O que a pessoa digitou e o termo que vai à API (só depois de uma pausa na digitação). */
export interface TextoDaBusca {
  texto: string;
  setTexto: (texto: string) => void;
  termo: string;
}

/** Estado do campo de busca; a feature consulta a API dela com `termo` e passa o resultado ao `SeletorPessoas`. */
export function useTextoDaBusca(): TextoDaBusca {
  const [texto, setTexto] = useState('');
  const termo = useValorAtrasado(texto, ATRASO_BUSCA_MS);
  return { texto, setTexto, termo };
}

export interface SeletorPessoasProps {
  /** id do campo de busca (o foco do primeiro erro chega aqui). */
  id: string;
  rotulo: string;
  /** Quem já foi escolhido (não aparece de novo). */
  excluir: readonly number[];
  aoEscolher: (p: { id: number; nome: string }) => void;
  erro?: string | undefined;
  dica?: ReactNode;
  obrigatorio?: boolean;
  desabilitado?: boolean;
}

interface Props extends SeletorPessoasProps {
  busca: TextoDaBusca;
  /** Resultado da consulta da feature para `busca.termo`. */
  pessoas: readonly PessoaEncontrada[] | undefined;
  buscando: boolean;
  /** Menor busca que vai ao servidor. */
  minimo: number;
}

function textoStatus(texto: string, minimo: number, buscando: boolean, n: number, ultimo: string | null): string {
  if (texto.trim().length < minimo) return ultimo ? `${ultimo} adicionado(a).` : `Digite ao menos ${minimo} letras do nome, CPF ou e-mail.`;
  if (buscando && n === 0) return 'Buscando…';
  return n === 0 ? 'Nenhuma pessoa encontrada.' : `${n} pessoa(s) encontrada(s). Use as setas para escolher e Enter para adicionar.`;
}

/**
 * Busca de pessoas no padrão combobox (ARIA 1.2): digite, ande pelas opções com ↑/↓, Enter adiciona,
 * Escape fecha. Enter nunca envia o formulário daqui. O resultado é anunciado numa região viva.
 */
export function SeletorPessoas({ id, rotulo, excluir, aoEscolher, erro, dica, obrigatorio, desabilitado, busca, pessoas, buscando, minimo }: Props) {
  const { texto, setTexto, termo } = busca;
  const [aberto, setAberto] = useState(false);
  const [ativo, setAtivo] = useState(-1);
  const [ultimo, setUltimo] = useState<string | null>(null);
  const buscavel = termo.trim().length >= minimo && texto.trim().length >= minimo;
  const opcoes = buscavel ? (pessoas ?? []).filter((p) => !excluir.includes(p.id)) : [];
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
      if (opcoes.length === 0) return;
      const passo = e.key === 'ArrowDown' ? 1 : -1;
      setAtivo((a) => (a + passo + opcoes.length) % opcoes.length);
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
    <Moldura id={id} rotulo={rotulo} erro={erro} dica={dica} obrigatorio={obrigatorio}>
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
          aria-invalid={erro ? true : undefined}
          aria-describedby={[idStatus, erro ? `${id}-erro` : dica ? `${id}-dica` : null].filter(Boolean).join(' ')}
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
          className={`${CLASSE_ENTRADA_DESLIGAVEL} pl-9`}
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
        {desabilitado ? '' : textoStatus(texto, minimo, buscando, opcoes.length, ultimo)}
      </p>
    </Moldura>
  );
}
