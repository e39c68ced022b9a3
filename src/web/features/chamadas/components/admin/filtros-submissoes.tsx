import type { ChamadaAdmin, ChamadaAdminResumo } from '#shared/contracts/chamadas.ts';
import { ROTULO_STATUS_SUBMISSAO } from '#shared/rules/chamadas.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { CampoDeBusca } from '#web/components/ui/campo-de-busca.tsx';
import { CLASSE_CHIP_FILTRO, CLASSE_ENTRADA, CLASSE_ROTULO } from '#web/components/ui/classes.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { idDaUrl } from '#web/lib/estado-na-url.ts';
import { ehSituacao, SITUACOES_ADMIN, type SituacaoAdmin, type useFiltrosSubmissoes } from './use-filtros-submissoes.ts';

interface Props {
  filtros: ReturnType<typeof useFiltrosSubmissoes>;
  /** Na lista geral, as chamadas do filtro; na de uma chamada, nulo (a chamada vem do caminho). */
  chamadas: ChamadaAdminResumo[] | null;
  linhas: ChamadaAdmin['linhas'] | null;
  contagem: Record<SituacaoAdmin, number> | null;
  total: number | null;
  busca: string;
  aoBuscar: (v: string) => void;
}

/** Chamada (na lista geral), linha (com uma chamada escolhida), busca e a situação em botões com a contagem de cada uma. */
export function FiltrosSubmissoes({ filtros, chamadas, linhas, contagem, total, busca, aoBuscar }: Props) {
  const n = (v: number | null | undefined) => (v == null ? '' : ` · ${formatarNumero(v)}`);
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
        {chamadas && (
          <div>
            <label htmlFor="filtro-chamada" className={CLASSE_ROTULO}>
              Chamada
            </label>
            <select id="filtro-chamada" value={filtros.chamadaId ?? ''} onChange={(e) => filtros.mudarChamada(idDaUrl(e.target.value))} className={CLASSE_ENTRADA}>
              <option value="">Todas as chamadas</option>
              {chamadas.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.titulo}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor="filtro-linha" className={CLASSE_ROTULO}>
            Linha temática
          </label>
          <select
            id="filtro-linha"
            value={filtros.linhaId ?? ''}
            onChange={(e) => filtros.mudarLinha(idDaUrl(e.target.value))}
            disabled={!linhas}
            className={`${CLASSE_ENTRADA} disabled:bg-slate-100 disabled:text-slate-600 dark:disabled:bg-slate-800 dark:disabled:text-slate-300`}
          >
            <option value="">{linhas ? 'Todas as linhas' : 'Escolha uma chamada antes'}</option>
            {(linhas ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.codigo} — {l.nome}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="busca-trabalhos" className={CLASSE_ROTULO}>
            Buscar
          </label>
          <CampoDeBusca id="busca-trabalhos" valor={busca} aoMudar={aoBuscar} placeholder="Título ou autor(a)…" />
        </div>
        {(filtros.algumFiltro || busca) && (
          <Botao
            variante="secundario"
            onClick={() => {
              filtros.limpar();
              aoBuscar('');
            }}
          >
            Limpar filtros
          </Botao>
        )}
      </div>
      <div className="sm:hidden">
        <label htmlFor="filtro-situacao" className={CLASSE_ROTULO}>
          Situação
        </label>
        <select id="filtro-situacao" value={filtros.status ?? ''} onChange={(e) => filtros.mudarStatus(ehSituacao(e.target.value) ? e.target.value : null)} className={CLASSE_ENTRADA}>
          <option value="">Todas{n(total)}</option>
          {SITUACOES_ADMIN.map((s) => (
            <option key={s} value={s}>
              {ROTULO_STATUS_SUBMISSAO[s]}
              {n(contagem?.[s])}
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-label="Situação" className="hidden flex-wrap gap-2 sm:flex">
        <button type="button" aria-pressed={filtros.status === null} onClick={() => filtros.mudarStatus(null)} className={CLASSE_CHIP_FILTRO}>
          Todas{n(total)}
        </button>
        {SITUACOES_ADMIN.map((s) => (
          <button key={s} type="button" aria-pressed={filtros.status === s} onClick={() => filtros.mudarStatus(s)} className={CLASSE_CHIP_FILTRO}>
            {ROTULO_STATUS_SUBMISSAO[s]}
            {n(contagem?.[s])}
          </button>
        ))}
      </div>
    </div>
  );
}
