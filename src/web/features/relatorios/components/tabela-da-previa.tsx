import type { Coluna, Previa } from '#shared/contracts/relatorios.ts';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';

function celula(c: Coluna, v: Previa['linhas'][number][number]): string {
  if (v === null) return '—';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (typeof v === 'number') return formatarNumero(v);
  if (c.tipo === 'data') return formatarData(v);
  return v;
}

/** A página da prévia: uma tabela com rolagem lateral quando as colunas não cabem. */
export function TabelaDaPrevia({ previa, idTitulo }: { previa: Previa; idTitulo: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900" tabIndex={0} role="region" aria-labelledby={idTitulo}>
      <table className="min-w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
          <tr>
            {previa.colunas.map((c) => (
              <th key={c.chave} scope="col" className={`whitespace-nowrap px-3 py-2 font-semibold text-slate-800 dark:text-slate-100 ${c.tipo === 'numero' ? 'text-right' : ''}`}>
                {c.rotulo}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {previa.linhas.map((l, i) => (
            <tr key={i} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              {l.map((v, j) => {
                const c = previa.colunas[j]!;
                return (
                  <td key={c.chave} className={`px-3 py-2 text-slate-800 dark:text-slate-200 ${c.tipo === 'numero' ? 'text-right tabular-nums' : ''}`}>
                    {celula(c, v)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
