import { FilterX } from 'lucide-react';
import { useId } from 'react';
import { TIPOS_EVENTO } from '#shared/rules/eventos.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import type { FiltrosResultados } from '../../api/keys.ts';
import { CLASSE_CAMPO, CLASSE_ROTULO } from './formato.ts';

interface Opcao {
  id: number;
  nome: string;
}

interface Props {
  filtros: FiltrosResultados;
  opcoes: { eventos: readonly Opcao[]; instrutores: readonly Opcao[] } | null;
  alterar: (parcial: Partial<FiltrosResultados>) => void;
  limpar: () => void;
  algumFiltro: boolean;
}

const numero = (v: string) => (v ? Number(v) : undefined);

/** Período (término da turma de/até), evento, tipo de evento e instrutor; aplicam na hora e ficam no endereço. */
export function FiltrosResultados({ filtros, opcoes, alterar, limpar, algumFiltro }: Props) {
  const id = useId();
  const selecao = (campo: 'evento' | 'instrutor', rotulo: string, lista: readonly Opcao[] | undefined, todos: string) => (
    <div>
      <label htmlFor={`${id}-${campo}`} className={CLASSE_ROTULO}>
        {rotulo}
      </label>
      <select id={`${id}-${campo}`} className={CLASSE_CAMPO} value={filtros[campo] ?? ''} onChange={(e) => alterar({ [campo]: numero(e.target.value) })}>
        <option value="">{todos}</option>
        {/* o filtro vindo do endereço continua visível mesmo antes de as opções chegarem */}
        {filtros[campo] !== undefined && !lista?.some((o) => o.id === filtros[campo]) && <option value={filtros[campo]}>Selecionado (#{filtros[campo]})</option>}
        {lista?.map((o) => (
          <option key={o.id} value={o.id}>
            {o.nome}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-100">Filtros</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <label htmlFor={`${id}-de`} className={CLASSE_ROTULO}>
            Término a partir de
          </label>
          <input id={`${id}-de`} type="date" className={CLASSE_CAMPO} value={filtros.de ?? ''} max={filtros.ate} onChange={(e) => alterar({ de: e.target.value || undefined })} />
        </div>
        <div>
          <label htmlFor={`${id}-ate`} className={CLASSE_ROTULO}>
            Término até
          </label>
          <input id={`${id}-ate`} type="date" className={CLASSE_CAMPO} value={filtros.ate ?? ''} min={filtros.de} onChange={(e) => alterar({ ate: e.target.value || undefined })} />
        </div>
        {selecao('evento', 'Evento', opcoes?.eventos, 'Todos os eventos')}
        <div>
          <label htmlFor={`${id}-tipo`} className={CLASSE_ROTULO}>
            Tipo de evento
          </label>
          <select id={`${id}-tipo`} className={CLASSE_CAMPO} value={filtros.tipo ?? ''} onChange={(e) => alterar({ tipo: e.target.value || undefined })}>
            <option value="">Todos os tipos</option>
            {TIPOS_EVENTO.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        {selecao('instrutor', 'Instrutor', opcoes?.instrutores, 'Todos os instrutores')}
      </div>
      {algumFiltro && (
        <Botao variante="fantasma" className="mt-3" onClick={limpar}>
          <FilterX aria-hidden="true" className="size-4" />
          Limpar filtros
        </Botao>
      )}
    </fieldset>
  );
}
