/**
 * Destino depois do login (`?next=`): só caminhos relativos da mesma origem. Recusa `//host`
 * e `/\host` (o navegador trata os dois como outro site) e o próprio /login, para não dar volta.
 */
export function destinoSeguro(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/')) return null;
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  // caracteres de controle (tab, quebra de linha) podem virar "//" depois que o navegador os remove
  if ([...next].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return null;
  if (/^\/login(?:[/?#]|$)/.test(next)) return null;
  return next;
}
