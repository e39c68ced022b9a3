/** Formatação das tabelas do benchmark. */

export const ms = (v: number) => `${v < 10 ? v.toFixed(1) : Math.round(v)} ms`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Tabela de texto com colunas alinhadas (à direita quando `direita[i]`). */
export function tabela(cab: string[], linhas: string[][], direita: boolean[] = []): string {
  const larg = cab.map((c, i) => Math.max(c.length, ...linhas.map((l) => (l[i] ?? '').length)));
  const fmt = (l: string[]) => l.map((c, i) => (direita[i] ? c.padStart(larg[i]!) : c.padEnd(larg[i]!))).join('  ').trimEnd();
  return [fmt(cab), larg.map((n) => '─'.repeat(n)).join('  '), ...linhas.map(fmt)].join('\n') + '\n';
}
