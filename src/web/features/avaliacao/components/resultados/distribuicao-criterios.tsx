import { ChartBar, Table2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { ResultadoCriterio } from '#shared/contracts/avaliacoes-resultados.ts';
import { ESCALA } from '#shared/rules/avaliacao.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { CLASSE_TH, COR_DA_NOTA, formatarMedia } from './formato.ts';

const quantidade = (c: ResultadoCriterio, nota: string) => c.distribuicao.find((d) => d.nota === nota)?.quantidade ?? 0;

/** Uma barra horizontal empilhada (só visual: a tabela ao lado é o equivalente em texto). */
function Barra({ c }: { c: ResultadoCriterio }) {
  return (
    <li className="space-y-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium break-words text-slate-800 dark:text-slate-200">{c.rotulo}</span>
        <span className="shrink-0 tabular-nums text-slate-700 dark:text-slate-300">
          {c.respostas === 0 ? 'sem notas' : `média ${formatarMedia(c.media)}`}
        </span>
      </div>
      <div className="flex h-4 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        {c.respostas > 0 &&
          ESCALA.map((e) => {
            const n = quantidade(c, e.chave);
            return n > 0 ? <div key={e.chave} className={COR_DA_NOTA[e.chave]} style={{ width: `${(n / c.respostas) * 100}%` }} /> : null;
          })}
      </div>
    </li>
  );
}

function Legenda() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
      {ESCALA.map((e) => (
        <li key={e.chave} className="flex items-center gap-1.5">
          <span className={`inline-block size-3 rounded-sm ${COR_DA_NOTA[e.chave]}`} />
          {e.rotulo} ({formatarNumero(e.valor)})
        </li>
      ))}
    </ul>
  );
}

/**
 * Distribuição das notas por critério: barras empilhadas de Ótimo a Péssimo (escondidas dos leitores de
 * tela) e a mesma informação numa tabela, lida pelos leitores de tela e mostrada com "Ver como tabela".
 */
export function DistribuicaoCriterios({ criterios }: { criterios: readonly ResultadoCriterio[] }) {
  const id = useId();
  const [tabela, setTabela] = useState(false);
  return (
    <section aria-labelledby={`${id}-titulo`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-titulo`} className="text-lg font-semibold text-escola-800 dark:text-escola-100">
          Notas por critério
        </h3>
        <Botao variante="secundario" aria-pressed={tabela} onClick={() => setTabela((v) => !v)}>
          {tabela ? <ChartBar aria-hidden="true" className="size-4" /> : <Table2 aria-hidden="true" className="size-4" />}
          {tabela ? 'Ver como gráfico' : 'Ver como tabela'}
        </Botao>
      </div>
      {!tabela && (
        <div aria-hidden="true" className="space-y-3" data-testid="grafico-distribuicao">
          <Legenda />
          <ul className="space-y-3">
            {criterios.map((c) => (
              <Barra key={c.chave} c={c} />
            ))}
          </ul>
        </div>
      )}
      <div
        className={tabela ? 'overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800' : 'sr-only'}
        {...(tabela ? { role: 'region', 'aria-labelledby': `${id}-legenda`, tabIndex: 0 } : {})}
      >
        <table className="w-full text-sm">
          <caption id={`${id}-legenda`} className="sr-only">
            Quantidade de cada nota por critério, com a média (escala de 2 a 10)
          </caption>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              <th scope="col" className={CLASSE_TH}>Critério</th>
              <th scope="col" className={`${CLASSE_TH} text-right`}>Média</th>
              {ESCALA.map((e) => (
                <th key={e.chave} scope="col" className={`${CLASSE_TH} text-right`}>{e.rotulo}</th>
              ))}
              <th scope="col" className={`${CLASSE_TH} text-right`}>Respostas</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white dark:divide-slate-800 dark:bg-slate-900">
            {criterios.map((c) => (
              <tr key={c.chave}>
                <th scope="row" className="px-3 py-2 text-left font-medium">{c.rotulo}</th>
                <td className="px-3 py-2 text-right tabular-nums">{formatarMedia(c.media)}</td>
                {ESCALA.map((e) => (
                  <td key={e.chave} className="px-3 py-2 text-right tabular-nums">{formatarNumero(quantidade(c, e.chave))}</td>
                ))}
                <td className="px-3 py-2 text-right tabular-nums">{formatarNumero(c.respostas)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
