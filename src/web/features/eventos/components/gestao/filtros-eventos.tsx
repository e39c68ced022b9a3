import { STATUS, ROTULO_STATUS, type Status } from '#shared/rules/cronograma.ts';
import type { Ordem, Publicacao } from '../../api/keys.ts';
import { CLASSE_CHIP_FILTRO, CLASSE_ENTRADA, CLASSE_ROTULO } from './classes.ts';

const PUBLICACOES: { valor: Publicacao; rotulo: string }[] = [
  { valor: 'todos', rotulo: 'Todos' },
  { valor: 'publicados', rotulo: 'Publicados' },
  { valor: 'rascunhos', rotulo: 'Rascunhos' },
];
const ORDENS: { valor: Ordem; rotulo: string }[] = [
  { valor: 'proximos', rotulo: 'Próximos primeiro' },
  { valor: 'recentes', rotulo: 'Criados por último' },
  { valor: 'passados', rotulo: 'Encerrados por último' },
];

interface Props {
  publicacao: Publicacao;
  aoMudarPublicacao: (p: Publicacao) => void;
  busca: string;
  aoBuscar: (v: string) => void;
  status: Status | null;
  aoMudarStatus: (s: Status | null) => void;
  ordem: Ordem;
  aoMudarOrdem: (o: Ordem) => void;
}

/** Publicação (Todos / Publicados / Rascunhos), busca, situação e ordem da lista de eventos. */
export function FiltrosEventos(p: Props) {
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Publicação" className="flex flex-wrap gap-2">
        {PUBLICACOES.map((o) => (
          <button key={o.valor} type="button" className={CLASSE_CHIP_FILTRO} aria-pressed={p.publicacao === o.valor} onClick={() => p.aoMudarPublicacao(o.valor)}>
            {o.rotulo}
          </button>
        ))}
      </div>
      <div className="grid gap-3 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <label htmlFor="busca-eventos" className={CLASSE_ROTULO}>
            Buscar eventos
          </label>
          <input
            id="busca-eventos"
            type="search"
            value={p.busca}
            onChange={(e) => p.aoBuscar(e.target.value)}
            placeholder="Título, local, tipo ou público-alvo…"
            autoComplete="off"
            maxLength={120}
            className={CLASSE_ENTRADA}
          />
        </div>
        <div>
          <label htmlFor="status-eventos" className={CLASSE_ROTULO}>
            Situação
          </label>
          <select id="status-eventos" value={p.status ?? ''} onChange={(e) => p.aoMudarStatus((e.target.value || null) as Status | null)} className={CLASSE_ENTRADA}>
            <option value="">Todas as situações</option>
            {STATUS.map((s) => (
              <option key={s} value={s}>
                {ROTULO_STATUS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="ordem-eventos" className={CLASSE_ROTULO}>
            Ordenar por
          </label>
          <select id="ordem-eventos" value={p.ordem} onChange={(e) => p.aoMudarOrdem(e.target.value as Ordem)} className={CLASSE_ENTRADA}>
            {ORDENS.map((o) => (
              <option key={o.valor} value={o.valor}>
                {o.rotulo}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
