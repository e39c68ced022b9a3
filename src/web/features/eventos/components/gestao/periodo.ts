import { formatarData } from '#web/lib/formato.ts';

/** "05/03/2026", "05/03/2026 a 07/03/2026" ou "Datas a definir". */
export function textoPeriodo(inicio: string | null, fim: string | null): string {
  if (!inicio) return 'Datas a definir';
  return !fim || fim === inicio ? formatarData(inicio) : `${formatarData(inicio)} a ${formatarData(fim)}`;
}
