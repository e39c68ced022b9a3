/**
 * Decisão 006: as páginas leves (/login, /recuperar-senha, /redefinir-senha, /validar-certificado) não podem puxar, por
 * import de valor, o zod (nem contratos que o usam), o react-hook-form, o TanStack Query ou o
 * react-toastify. Este teste percorre os imports estáticos a partir de cada página.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const RAIZ = process.cwd();
const PROIBIDOS = [/^zod(\/|$)/, /^react-hook-form$/, /^@hookform\//, /^@tanstack\/react-query$/, /^react-toastify(\/|$)/];
const PAGINAS = [
  ...['login.tsx', 'recuperar-senha.tsx', 'redefinir-senha.tsx'].map((f) => join(RAIZ, 'src/web/app/routes/auth', f)),
  // a validação pública de certificados (aberta pelo QR, sem login), pela entrada dela
  join(RAIZ, 'src/web/app/routes/publico/validar-certificado.tsx'),
  join(RAIZ, 'src/web/features/certificados/components/validar/validar-certificado.tsx'),
];

/** Imports de valor (`import x from`, `import { a, type B } from`, `import 'x'`), sem `import type` nem `import()`. */
function importsDeValor(codigo: string): string[] {
  const achados: string[] = [];
  for (const m of codigo.matchAll(/^\s*import\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    const [, soTipo, nomes = '', origem = ''] = m;
    if (soTipo) continue;
    const entreChaves = /^\{([^}]*)\}$/.exec(nomes.trim());
    if (entreChaves && entreChaves[1]!.split(',').every((n) => !n.trim() || n.trim().startsWith('type '))) continue;
    achados.push(origem);
  }
  for (const m of codigo.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) achados.push(m[1]!);
  return achados;
}

function resolver(origem: string, de: string): string | null {
  let base: string;
  if (origem.startsWith('#web/')) base = join(RAIZ, 'src/web', origem.slice(5));
  else if (origem.startsWith('#shared/')) base = join(RAIZ, 'src/shared', origem.slice(8));
  else if (origem.startsWith('.')) base = resolve(dirname(de), origem);
  else return null; // pacote
  return existsSync(base) ? base : null;
}

function pacotesAlcancados(inicio: string): Map<string, string> {
  const pacotes = new Map<string, string>();
  const vistos = new Set<string>();
  const fila = [inicio];
  while (fila.length) {
    const arquivo = fila.pop()!;
    if (vistos.has(arquivo)) continue;
    vistos.add(arquivo);
    for (const origem of importsDeValor(readFileSync(arquivo, 'utf8'))) {
      const local = resolver(origem, arquivo);
      if (local) fila.push(local);
      else if (!origem.startsWith('#') && !origem.startsWith('.')) pacotes.set(origem, arquivo.replace(`${RAIZ}/`, ''));
    }
  }
  return pacotes;
}

describe('páginas leves (decisão 006)', () => {
  it.each(PAGINAS.map((p) => [p.split('/').at(-1)!, p]))('%s não importa zod, react-hook-form, TanStack Query nem react-toastify', (_nome, pagina) => {
    const pacotes = pacotesAlcancados(pagina);
    const proibidos = [...pacotes].filter(([pacote]) => PROIBIDOS.some((r) => r.test(pacote)));
    expect(proibidos).toEqual([]);
    expect(pacotes.has('react')).toBe(true); // o percurso de fato leu os arquivos
  });
});
