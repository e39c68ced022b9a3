import { formatarData } from '#web/lib/formato.ts';

/** Um valor gravado na trilha em texto legível (sem JSON cru): listas com vírgula, datas em pt-BR, sim/não. */
export function textoDoValor(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'sim' : 'não';
  if (typeof v === 'number') return new Intl.NumberFormat('pt-BR').format(v);
  if (typeof v === 'string') return /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(v) ? formatarData(v) : v;
  if (Array.isArray(v)) return v.length === 0 ? '(nenhum)' : v.map(textoDoValor).join(', ');
  if (typeof v === 'object') {
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${rotuloDoCampo(k)}: ${textoDoValor(x)}`)
      .join('; ');
  }
  return String(v);
}

/** `data_inicio` → "Data inicio"; `cargaHoraria` → "Carga horaria". */
export function rotuloDoCampo(chave: string): string {
  const palavras = chave.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_.]+/g, ' ').trim().toLowerCase();
  return palavras.charAt(0).toUpperCase() + palavras.slice(1);
}

const comoObjeto = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/**
 * Antes e depois de uma linha da trilha como lista de campos (campo, antes, depois); os detalhes, como
 * lista de campo e valor. Valor que não é objeto aparece como um campo "Valor".
 */
export function CamposAlterados({ antes, depois, detalhes }: { antes: unknown; depois: unknown; detalhes: unknown }) {
  const a = comoObjeto(antes) ?? (antes === null ? {} : { valor: antes });
  const d = comoObjeto(depois) ?? (depois === null ? {} : { valor: depois });
  const campos = [...new Set([...Object.keys(a), ...Object.keys(d)])];
  const extra = comoObjeto(detalhes) ?? (detalhes === null ? {} : { valor: detalhes });
  const chavesExtra = Object.keys(extra);
  if (campos.length === 0 && chavesExtra.length === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">Esta ação não gravou campos alterados.</p>;
  return (
    <div className="space-y-3">
      {campos.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left font-semibold">Campos alterados</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1 pr-3">
                Campo
              </th>
              <th scope="col" className="py-1 pr-3">
                Antes
              </th>
              <th scope="col" className="py-1">
                Depois
              </th>
            </tr>
          </thead>
          <tbody>
            {campos.map((c) => (
              <tr key={c} className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {rotuloDoCampo(c)}
                </th>
                <td className="py-1 pr-3 break-words text-slate-700 dark:text-slate-300">{textoDoValor(a[c])}</td>
                <td className="py-1 break-words">{textoDoValor(d[c])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {chavesExtra.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {chavesExtra.map((k) => (
            <div key={k} className="contents">
              <dt className="font-medium">{rotuloDoCampo(k)}</dt>
              <dd className="break-words text-slate-700 dark:text-slate-300">{textoDoValor(extra[k])}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
