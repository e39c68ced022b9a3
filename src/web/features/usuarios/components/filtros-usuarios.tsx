import { useEffect, useRef } from 'react';
import { PERFIS, ROTULO_PERFIL, type Perfil } from '#shared/rules/perfis.ts';
import { CLASSE_CHIP_FILTRO } from '#web/components/ui/classes.ts';
import type { Situacao } from '../api/keys.ts';

const SITUACOES: { valor: Situacao; rotulo: string }[] = [
  { valor: 'ativos', rotulo: 'Ativos' },
  { valor: 'inativos', rotulo: 'Inativos' },
  { valor: 'todos', rotulo: 'Todos' },
];

const CHIP = CLASSE_CHIP_FILTRO;

function digitandoEm(el: Element | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

interface Props {
  busca: string;
  aoBuscar: (v: string) => void;
  perfil: Perfil | null;
  aoFiltrarPerfil: (p: Perfil | null) => void;
  situacao: Situacao;
  aoFiltrarSituacao: (s: Situacao) => void;
}

/** Busca (tecla "/" foca), perfis e situação da gestão de usuários. */
export function FiltrosUsuarios({ busca, aoBuscar, perfil, aoFiltrarPerfil, situacao, aoFiltrarSituacao }: Props) {
  const campo = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const aoTeclar = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || digitandoEm(document.activeElement)) return;
      if (document.querySelector('[aria-modal="true"]')) return; // com um diálogo aberto o atalho não tira o foco dele
      e.preventDefault();
      campo.current?.focus();
    };
    document.addEventListener('keydown', aoTeclar);
    return () => document.removeEventListener('keydown', aoTeclar);
  }, []);

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor="busca-usuarios" className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Buscar pessoas <span className="font-normal text-slate-600 dark:text-slate-400">(atalho: tecla /)</span>
        </label>
        <input
          id="busca-usuarios"
          ref={campo}
          type="search"
          value={busca}
          onChange={(e) => aoBuscar(e.target.value)}
          placeholder="Buscar por nome, CPF ou e-mail…"
          autoComplete="off"
          aria-keyshortcuts="/"
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div role="group" aria-label="Filtrar por perfil" className="flex flex-wrap gap-2">
          <button type="button" className={CHIP} aria-pressed={perfil === null} onClick={() => aoFiltrarPerfil(null)}>
            Todos os perfis
          </button>
          {PERFIS.map((p) => (
            <button key={p} type="button" className={CHIP} aria-pressed={perfil === p} onClick={() => aoFiltrarPerfil(perfil === p ? null : p)}>
              {ROTULO_PERFIL[p]}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Situação da conta" className="flex flex-wrap gap-2">
          {SITUACOES.map((s) => (
            <button key={s.valor} type="button" className={CHIP} aria-pressed={situacao === s.valor} onClick={() => aoFiltrarSituacao(s.valor)}>
              {s.rotulo}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
