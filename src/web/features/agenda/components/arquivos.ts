/** Cópia para a área de transferência e downloads gerados no navegador (CSV, .ics). */

import { baixarBlob } from '#web/lib/baixar-arquivo.ts';

/**
 * Baixa o feed iCalendar (endereço público com token, sem login) e o salva como `agenda.ics`.
 * @throws Error quando o servidor não entrega o arquivo
 */
export async function baixarFeedIcs(url: string, nome = 'agenda.ics'): Promise<void> {
  const r = await fetch(url, { cache: 'no-store' });
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  const texto = await r.text();
  baixarBlob(new Blob([texto], { type: 'text/calendar;charset=utf-8' }), nome);
}
