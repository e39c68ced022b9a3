/** Textos pt-BR do teste do curso: nota em %, período da turma, tempo e tentativas. */
import { formatarData, formatarNumero } from '#web/lib/formato.ts';

/** `66.67` → `66,67%` (até 2 casas, como a nota é guardada). */
export const formatarNota = (nota: number) => `${formatarNumero(nota)}%`;

/** `01/03/2030 a 05/03/2030` (um dia só: a data). */
export function periodo(inicio: string, fim: string): string {
  return inicio === fim ? formatarData(inicio) : `${formatarData(inicio)} a ${formatarData(fim)}`;
}

/** `30 minutos`, `1 minuto` ou `Sem limite de tempo`. */
export function textoTempo(minutos: number | null): string {
  if (minutos === null) return 'Sem limite de tempo';
  return minutos === 1 ? '1 minuto' : `${formatarNumero(minutos)} minutos`;
}

/** `1 tentativa`, `3 tentativas`. */
export const textoTentativas = (n: number) => (n === 1 ? '1 tentativa' : `${formatarNumero(n)} tentativas`);

/** `1 questão`, `10 questões`. */
export const textoQuestoes = (n: number) => (n === 1 ? '1 questão' : `${formatarNumero(n)} questões`);

/** Tentativas já usadas (a aberta conta como usada quando o servidor já a descontou das restantes). */
export const tentativasUsadas = (max: number, restantes: number) => Math.max(0, max - restantes);
