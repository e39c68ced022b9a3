/** `/ajuda.html?x=1` → `/ajuda?x=1`; `/index.html` → `/` (SPEC §2.1). Nulo quando não termina em .html. */
export function semHtml(pathname: string, search: string): string | null {
  if (!/\.html?$/i.test(pathname)) return null;
  let base = pathname.replace(/\.html?$/i, '');
  if (/\/index$/i.test(base)) base = base.replace(/index$/i, '');
  return `${base || '/'}${search}`;
}
