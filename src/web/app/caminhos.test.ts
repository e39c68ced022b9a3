import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROTAS, rotaDoCaminho } from '#web/app/rotas.ts';
import * as caminhos from '#web/lib/caminhos.ts';
import { caminho, EVENTO, QR_AO_VIVO } from '#web/lib/caminhos.ts';

const padroes = Object.entries(caminhos as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
// fora da tabela de propósito: redirecionamentos (SPEC §2.1, lib/redirecionamentos.ts)
const REDIRECIONAMENTOS = ['/dashboard', '/validar-presenca'];

describe('caminhos das telas', () => {
  it('monta o endereço com os parâmetros codificados', () => {
    expect(caminho(EVENTO, { id: 7 })).toBe('/eventos/7');
    expect(caminho(QR_AO_VIVO, { turmaId: 'a b' })).toBe('/turmas/presencas/a%20b/ao-vivo');
  });

  it('cada caminho é uma rota da tabela, e cada rota da tabela tem o seu caminho (um só lugar)', () => {
    const daTabela = ROTAS.map((r) => r.path).sort();
    const declarados = padroes.map(([, v]) => v).filter((v) => !REDIRECIONAMENTOS.includes(v)).sort();
    expect(declarados).toEqual(daTabela);
    expect(new Set(padroes.map(([, v]) => v)).size).toBe(padroes.length);
  });

  it('nenhum arquivo do web escreve um caminho de tela à mão (usa as constantes)', () => {
    const raiz = join(process.cwd(), 'src/web');
    const arquivos = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? (e.name === 'testing' ? [] : arquivos(join(dir, e.name))) : /\.tsx?$/.test(e.name) && !/\.test\.|dados-de-teste/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const achados: string[] = [];
    for (const f of arquivos(raiz)) {
      const rel = relative(raiz, f);
      if (rel === 'lib/caminhos.ts') continue;
      // tira os comentários: a documentação pode citar caminhos
      const fonte = readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
      for (const m of fonte.matchAll(/(['"`])(\/[a-z][a-z0-9/_-]*)(?:[?#$][^'"`]*)?\1/g)) {
        const caminhoLido = m[2]!;
        if (caminhoLido.startsWith('/api')) continue;
        if (rotaDoCaminho(caminhoLido) || REDIRECIONAMENTOS.includes(caminhoLido)) achados.push(`${rel}: ${m[0]}`);
      }
      for (const m of fonte.matchAll(/`(\/(?!api\/)[a-z][a-z0-9/_-]*)\/\$\{/g)) achados.push(`${rel}: ${m[0]}…`);
    }
    expect(achados).toEqual([]);
  });
});
