import { Paperclip } from 'lucide-react';
import type { SubmissaoResumo } from '#shared/contracts/submissoes.ts';
import { CLASSE_CELULA, CLASSE_TR_CARTAO } from '#web/components/ui/classes.ts';
import { CelulaRotulada as Celula, TabelaCartoes } from '#web/components/ui/tabela.tsx';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { SeloSituacao } from '../comum/selos.tsx';

/** Os trabalhos enviados: tabela no computador, cartões no celular; o título abre o trabalho (só leitura). */
export function TabelaSubmissoes({ itens, comChamada, aoAbrir }: { itens: readonly SubmissaoResumo[]; comChamada: boolean; aoAbrir: (id: number) => void }) {
  return (
    <TabelaCartoes
      legenda="Trabalhos enviados"
      colunas={[{ rotulo: 'Trabalho' }, comChamada && { rotulo: 'Chamada' }, { rotulo: 'Linha' }, { rotulo: 'Enviado em' }, { rotulo: 'Situação' }, { rotulo: 'Anexos' }]}
    >
          {itens.map((s) => (
            <tr key={s.id} role="row" className={`${CLASSE_TR_CARTAO} grid gap-y-1.5`}>
              <th role="rowheader" scope="row" className={`${CLASSE_CELULA} text-left font-normal break-words`}>
                <button
                  type="button"
                  onClick={() => aoAbrir(s.id)}
                  className="inline-flex min-h-11 items-center text-left font-semibold text-escola-700 underline underline-offset-4 lg:min-h-0 dark:text-escola-100"
                >
                  {s.titulo || 'Trabalho sem título'}
                </button>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {s.autor.nome} · {s.autor.email}
                </span>
              </th>
              {comChamada && <Celula rotulo="Chamada">{s.chamada.titulo}</Celula>}
              <Celula rotulo="Linha">{s.linha ? `${s.linha.codigo} — ${s.linha.nome}` : '—'}</Celula>
              <Celula rotulo="Enviado em" className="tabular-nums lg:whitespace-nowrap">
                {formatarData(s.submetida_em)}
              </Celula>
              <Celula rotulo="Situação">
                <SeloSituacao status={s.status} />
              </Celula>
              <Celula rotulo="Anexos">
                {s.tem_poster ? (
                  <span className="inline-flex items-center gap-1">
                    <Paperclip aria-hidden="true" className="size-3.5" />
                    Pôster
                  </span>
                ) : (
                  'Sem pôster'
                )}
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {s.total_coautores === 0 ? 'sem coautores' : `${formatarNumero(s.total_coautores)} ${s.total_coautores === 1 ? 'coautor' : 'coautores'}`}
                </span>
              </Celula>
            </tr>
          ))}
    </TabelaCartoes>
  );
}
