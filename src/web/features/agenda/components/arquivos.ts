/** Cópia para a área de transferência e downloads gerados no navegador (CSV, .ics). */

/** Dispara o download de um Blob com o nome dado. */
export function baixarBlob(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: nome });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
