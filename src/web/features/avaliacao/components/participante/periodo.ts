import { formatarData } from '#web/lib/formato.ts';

/** `01/03/2030 a 05/03/2030` (um dia só: a data). */
export function periodo(inicio: string, fim: string): string {
  return inicio === fim ? formatarData(inicio) : `${formatarData(inicio)} a ${formatarData(fim)}`;
}
