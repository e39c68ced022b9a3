/** Textos da frequência (mínimo de 75 %: `src/shared/rules/presenca.ts`), iguais na confirmação e em Minhas Presenças. */
import type { Frequencia } from '#shared/contracts/presencas.ts';
import { formatarNumero } from '#web/lib/formato.ts';

export const plural = (n: number, um: string, varios: string) => `${formatarNumero(n)} ${n === 1 ? um : varios}`;

/** `66,7%` (o servidor já manda com uma casa decimal). */
export const formatarPercentual = (p: number) => `${formatarNumero(Math.round(p * 10) / 10)}%`;

/** "Frequência mínima atingida", "faltam 2 encontros para 75 %" ou que não dá mais para chegar lá. */
export function situacaoDoMinimo(f: Frequencia): string {
  if (f.atingiu) return 'Frequência mínima atingida';
  if (!f.alcancavel) return 'Não é mais possível atingir 75 % nesta turma';
  return `${f.faltam === 1 ? 'falta' : 'faltam'} ${plural(f.faltam, 'encontro', 'encontros')} para 75 %`;
}

/** Nível da frequência para a cor da barra e do texto: atingiu, ainda dá, não dá mais. */
export type NivelFrequencia = 'ok' | 'atencao' | 'perdida';
export const nivelDaFrequencia = (f: Frequencia): NivelFrequencia => (f.atingiu ? 'ok' : f.alcancavel ? 'atencao' : 'perdida');
