import { cargaHoraria } from '#shared/rules/cronograma.ts';
import type { EncontroForm } from './esquema-evento.ts';

const HORA_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATA_RE = /^\d{4}-\d{2}-\d{2}$/;

/** `2026-03-31` → `2026-04-01` (conta no calendário, sem fuso). */
export function diaSeguinte(data: string): string {
  if (!DATA_RE.test(data)) return '';
  const [a, m, d] = data.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Carga horária (regra única do cronograma) só dos encontros já completos; nulo sem nenhum completo. */
export function cargaEstimada(datas: readonly EncontroForm[]): number | null {
  const completos = datas.filter((e) => DATA_RE.test(e.data) && HORA_RE.test(e.horario_inicio) && HORA_RE.test(e.horario_fim) && e.horario_fim > e.horario_inicio);
  return completos.length === 0 ? null : cargaHoraria(completos);
}
