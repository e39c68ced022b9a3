/** Números dos resultados em pt-BR: médias e taxas sempre com uma casa ("8,0", "66,7%"); vazio vira "—". */
import type { ChaveNota } from '#shared/rules/avaliacao.ts';
import { formatarData, formatarUmaCasa } from '#web/lib/formato.ts';

export { formatarMedia } from '#web/lib/formato.ts';
export const formatarTaxa = (v: number | null): string => (v === null ? '—' : `${formatarUmaCasa(v)}%`);

/** "Curso de Vacinação — Turma A (término 05/03/2030)". */
export const rotuloDaTurma = (r: { evento: { titulo: string }; turma: { nome: string; data_fim: string } }): string =>
  `${r.evento.titulo} — ${r.turma.nome} (término ${formatarData(r.turma.data_fim)})`;

/** Cor de cada opção da escala nas barras (o texto equivalente está na tabela e na legenda). */
export const COR_DA_NOTA: Record<ChaveNota, string> = {
  otimo: 'bg-emerald-600 dark:bg-emerald-500',
  bom: 'bg-lime-500 dark:bg-lime-400',
  regular: 'bg-amber-400 dark:bg-amber-300',
  ruim: 'bg-orange-500 dark:bg-orange-400',
  pessimo: 'bg-red-600 dark:bg-red-500',
};

/** Classes comuns das telas de resultados (alvos de 44 px, modo escuro). */
export const CLASSE_TH = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300';
export const CLASSE_CAMPO =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';
export const CLASSE_ROTULO = 'block text-sm font-medium text-slate-800 dark:text-slate-200';
export const CLASSE_LINK_TEXTO = 'inline-flex min-h-11 items-center gap-2 font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100';
