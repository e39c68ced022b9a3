/** Código de cores da situação da turma (Programado verde, Em andamento âmbar, Encerrado vermelho). */
import type { Status } from '#shared/rules/cronograma.ts';

/** Fundo, borda e texto da etiqueta do encontro no calendário e nas listas. */
export const COR_ITEM: Record<Status, string> = {
  programado:
    'border-emerald-300 bg-emerald-50 text-emerald-900 hover:bg-emerald-100 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100 dark:hover:bg-emerald-900',
  em_andamento:
    'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100 dark:hover:bg-amber-900',
  encerrado: 'border-red-300 bg-red-50 text-red-900 hover:bg-red-100 dark:border-red-800 dark:bg-red-950 dark:text-red-100 dark:hover:bg-red-900',
};

/** Pontos (celular) e amostras da legenda. */
export const COR_PONTO: Record<Status, string> = {
  programado: 'bg-emerald-600 dark:bg-emerald-400',
  em_andamento: 'bg-amber-500 dark:bg-amber-300',
  encerrado: 'bg-red-600 dark:bg-red-400',
};

/** Etiqueta de situação (chip) em cartões e diálogos. */
export const COR_ETIQUETA: Record<Status, string> = {
  programado: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  em_andamento: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  encerrado: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};
