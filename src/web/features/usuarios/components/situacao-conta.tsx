/** Etiqueta "Ativo"/"Inativo". */
export function SituacaoConta({ ativo }: { ativo: boolean }) {
  return ativo ? (
    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">Ativo</span>
  ) : (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">Inativo</span>
  );
}
