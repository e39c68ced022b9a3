import { Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SubmissaoResumo } from '#shared/contracts/submissoes.ts';
import {
  CLASSE_CELULA,
  CLASSE_MOLDURA_TABELA,
  CLASSE_ROTULO_MOVEL,
  CLASSE_TABELA,
  CLASSE_TBODY,
  CLASSE_TH,
  CLASSE_THEAD,
  CLASSE_TR_CARTAO,
} from '#web/components/ui/classes.ts';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { SeloSituacao } from '../comum/selos.tsx';

function Celula({ rotulo, children, className = '' }: { rotulo: string; children: ReactNode; className?: string }) {
  return (
    <td role="cell" className={`${CLASSE_CELULA} ${className}`}>
      <span aria-hidden="true" className={CLASSE_ROTULO_MOVEL}>
        {rotulo}:
      </span>
      {children}
    </td>
  );
}

/** Os trabalhos enviados: tabela no computador, cartões no celular; o título abre o trabalho (só leitura). */
export function TabelaSubmissoes({ itens, comChamada, aoAbrir }: { itens: readonly SubmissaoResumo[]; comChamada: boolean; aoAbrir: (id: number) => void }) {
  return (
    <div className={CLASSE_MOLDURA_TABELA}>
      <table role="table" className={CLASSE_TABELA}>
        <caption className="sr-only">Trabalhos enviados</caption>
        <thead role="rowgroup" className={CLASSE_THEAD}>
          <tr role="row">
            <th role="columnheader" scope="col" className={CLASSE_TH}>Trabalho</th>
            {comChamada && <th role="columnheader" scope="col" className={CLASSE_TH}>Chamada</th>}
            <th role="columnheader" scope="col" className={CLASSE_TH}>Linha</th>
            <th role="columnheader" scope="col" className={CLASSE_TH}>Enviado em</th>
            <th role="columnheader" scope="col" className={CLASSE_TH}>Situação</th>
            <th role="columnheader" scope="col" className={CLASSE_TH}>Anexos</th>
          </tr>
        </thead>
        <tbody role="rowgroup" className={CLASSE_TBODY}>
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
        </tbody>
      </table>
    </div>
  );
}
