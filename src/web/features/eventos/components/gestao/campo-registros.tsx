import { ListPlus, X } from 'lucide-react';
import { useState, type ClipboardEvent } from 'react';
import { extrairRegistros } from '#shared/rules/eventos.ts';
import { CampoTextoLongo } from '#web/components/ui/campo-texto-longo.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { CLASSE_BOTAO_LINHA } from './classes.ts';

/** Chips mostrados de uma vez (a lista aceita até 5000; o resto fica resumido). */
const CHIPS_VISIVEIS = 200;

interface Props {
  id: string;
  valor: string[];
  aoMudar: (v: string[]) => void;
  erro?: string | undefined;
}

/**
 * Lista de registros funcionais: cole qualquer texto (planilha, CSV, e-mail) e cada sequência de
 * 6 dígitos vira um chip (mesma extração do servidor, `extrairRegistros`), sem repetição.
 */
export function CampoRegistros({ id, valor, aoMudar, erro }: Props) {
  const [texto, setTexto] = useState('');
  const [aviso, setAviso] = useState('');

  function acrescentar(origem: string) {
    const novos = extrairRegistros(origem).filter((r) => !valor.includes(r));
    if (novos.length > 0) aoMudar([...valor, ...novos]);
    const achados = extrairRegistros(origem).length;
    setAviso(
      achados === 0
        ? 'Nenhum registro de 6 dígitos encontrado no texto.'
        : `${formatarNumero(novos.length)} registro(s) adicionado(s)${achados > novos.length ? `; ${formatarNumero(achados - novos.length)} já estava(m) na lista` : ''}.`,
    );
  }

  function aoColar(e: ClipboardEvent<HTMLTextAreaElement>) {
    const colado = e.clipboardData.getData('text');
    if (!colado) return;
    e.preventDefault();
    acrescentar(colado);
  }

  return (
    <div className="space-y-3">
      <CampoTextoLongo
        id={id}
        rotulo="Registros autorizados"
        rows={3}
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        onPaste={aoColar}
        erro={erro}
        dica="Cole ou digite qualquer texto: cada sequência de 6 dígitos (ex.: 123456 ou 12.345-6) vira um registro."
      />
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={CLASSE_BOTAO_LINHA}
          disabled={!texto.trim()}
          onClick={() => {
            acrescentar(texto);
            setTexto('');
          }}
        >
          <ListPlus aria-hidden="true" className="size-4" />
          Adicionar registros
        </button>
        <p className="text-sm font-medium">{formatarNumero(valor.length)} registro(s) na lista</p>
        {valor.length > 0 && (
          <button type="button" className={CLASSE_BOTAO_LINHA} onClick={() => (aoMudar([]), setAviso('Lista de registros limpa.'))}>
            Limpar todos
          </button>
        )}
      </div>
      <p role="status" aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {aviso}
      </p>
      {valor.length > 0 && (
        <ul aria-label="Registros autorizados" className="flex max-h-72 flex-wrap gap-2 overflow-y-auto">
          {valor.slice(0, CHIPS_VISIVEIS).map((r) => (
            <li key={r} className="flex items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-0.5 pr-0.5 pl-3 font-mono text-sm dark:border-slate-700 dark:bg-slate-800">
              {r}
              <button
                type="button"
                aria-label={`Remover registro ${r}`}
                onClick={() => aoMudar(valor.filter((x) => x !== r))}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-200 dark:hover:bg-slate-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
          {valor.length > CHIPS_VISIVEIS && (
            <li className="self-center text-sm text-slate-600 dark:text-slate-400">e mais {formatarNumero(valor.length - CHIPS_VISIVEIS)} registro(s)</li>
          )}
        </ul>
      )}
    </div>
  );
}
