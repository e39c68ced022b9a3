/**
 * `/ajuda.html?x=1` → `/ajuda?x=1`; `/index.html` → `/` (SPEC §2.1). Nulo quando não termina em .html.
 * Barras do começo viram uma só: `//evil.example.html` → `/evil.example` (sempre um caminho da mesma
 * origem; `replaceState('//evil.example')` lançaria SecurityError).
 */
export function semHtml(pathname: string, search: string): string | null {
  if (!/\.html?$/i.test(pathname)) return null;
  return pathname.replace(/^[/\\]+/, '/').replace(/\.html?$/i, '').replace(/\/index$/i, '/') + search;
}
