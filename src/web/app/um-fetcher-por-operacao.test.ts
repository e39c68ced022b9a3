import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '#shared/contracts/endpoint.ts';

/**
 * Uma operação da API, um fetcher: cada chamada (`callApi`, `requisitar`, download por `{ path }`) mora
 * num arquivo só, e cada arquivo de fetcher faz uma operação só. Duas cópias do mesmo fetcher viram
 * duas chaves de cache e uma tela velha depois de salvar (issue 19).
 */
// no jsdom, import.meta.url não é file:; os testes rodam da raiz do projeto
const raizWeb = join(process.cwd(), 'src/web');
const raizContratos = join(process.cwd(), 'src/shared/contracts');

function arquivos(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'testing' ? [] : arquivos(join(dir, e.name))) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|dados-de-teste/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const semComentarios = (s: string) => s.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

const norm = (p: string) => p.replace(/\$\{[^}]+\}/g, ':p').replace(/:[A-Za-z_]+/g, ':p');

/** As chamadas escritas num arquivo, uma por ocorrência, como "GET /api/eventos/:p" (parâmetros normalizados). */
function chamadasDoArquivo(fonte: string): string[] {
  const s = semComentarios(fonte);
  return [
    ...[...s.matchAll(/method:\s*'([A-Z]+)',\s*path:\s*'([^']+)'/g)].map((m) => `${m[1]} ${norm(m[2]!)}`),
    ...[...s.matchAll(/requisitar\(\s*'([A-Z]+)',\s*['`]([^'`]+)['`]/g)].map((m) => `${m[1]} ${norm(m[2]!)}`),
    ...[...s.matchAll(/'path'>\s*=\s*\{\s*path:\s*'([^']+)'/g)].map((m) => `GET ${norm(m[1]!)}`),
    ...[...s.matchAll(/apiPostBlob\(\s*['`]([^'`]+)['`]/g)].map((m) => `POST ${norm(m[1]!)}`),
  ];
}

/** As operações que um arquivo chama, como "GET /api/eventos/:p" (parâmetros normalizados). */
export function operacoesDoArquivo(fonte: string): Set<string> {
  return new Set(chamadasDoArquivo(fonte));
}

/**
 * Quantos endereços `/api/…` o arquivo escreve (fora de comentários) sem que um dos padrões acima os leia:
 * um jeito novo de chamar (`apiDownload('/api/…')`, `fetch('/api/…')`) escaparia das outras verificações.
 */
export function enderecosNaoLidos(fonte: string): number {
  return [...semComentarios(fonte).matchAll(/['"`]\/api\//g)].length - chamadasDoArquivo(fonte).length;
}

// o próprio cliente (refresh, sonda de saúde) não é fetcher de tela
const FORA = new Set(['lib/api-client.ts']);
const fontes = arquivos(raizWeb)
  .map((f) => [relative(raizWeb, f), readFileSync(f, 'utf8')] as const)
  .filter(([f]) => !FORA.has(f));
const porArquivo = new Map(fontes.map(([f, fonte]) => [f, operacoesDoArquivo(fonte)] as const).filter(([, ops]) => ops.size > 0));

const contratos = await Promise.all(
  readdirSync(raizContratos)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map(async (f) => (await import(/* @vite-ignore */ join(raizContratos, f))) as Record<string, unknown>),
);
const operacoesDoContrato = new Set(
  contratos.flatMap((m) =>
    Object.entries(m)
      .filter(([nome]) => nome.endsWith('Endpoints'))
      .flatMap(([, grupo]) => Object.values(grupo as Record<string, Endpoint>).map((e) => `${e.method} ${e.path.replace(/:[A-Za-z_]+/g, ':p')}`)),
  ),
);

describe('um fetcher por operação da API', () => {
  it('lê as chamadas do código (o padrão ainda casa com o jeito de chamar)', () => {
    expect(operacoesDoArquivo("callApi<E>({ method: 'GET', path: '/api/turmas/:turmaId/datas' }, {})")).toEqual(new Set(['GET /api/turmas/:p/datas']));
    expect(operacoesDoArquivo('requisitar(\'PUT\', `/api/eventos/${id}/folder`, {})')).toEqual(new Set(['PUT /api/eventos/:p/folder']));
    expect(operacoesDoArquivo("// callApi({ method: 'GET', path: '/api/x' })")).toEqual(new Set());
    expect(porArquivo.size).toBeGreaterThan(80);
  });

  it('todo endereço /api/ escrito no web é uma chamada que os padrões leem', () => {
    expect(enderecosNaoLidos("apiDownload('/api/admin/planejamento/csv', 'planejamento.csv')")).toBe(1);
    expect(enderecosNaoLidos("const r = await fetch(`/api/eventos/${id}`)")).toBe(1);
    expect(enderecosNaoLidos("callApi({ method: 'POST', path: '/api/eventos' }); requisitar('GET', '/api/eventos')")).toBe(0);
    expect(enderecosNaoLidos("import { x } from '#web/features/eventos/api/keys.ts'; // GET '/api/x'")).toBe(0);
    const naoLidos = fontes.filter(([, fonte]) => enderecosNaoLidos(fonte) > 0).map(([f]) => f);
    expect(naoLidos).toEqual([]);
  });

  it('toda chamada do web existe no contrato', () => {
    const fora = [...porArquivo].flatMap(([f, ops]) => [...ops].filter((o) => !operacoesDoContrato.has(o)).map((o) => `${o} (${f})`));
    expect(fora).toEqual([]);
  });

  it('cada operação tem um fetcher só', () => {
    const donos = new Map<string, string[]>();
    for (const [f, ops] of porArquivo) for (const o of ops) donos.set(o, [...(donos.get(o) ?? []), f]);
    const repetidas = [...donos].filter(([, fs]) => fs.length > 1).map(([o, fs]) => `${o}: ${fs.join(', ')}`);
    expect(repetidas).toEqual([]);
  });

  it('cada arquivo de fetcher faz uma operação só', () => {
    const varias = [...porArquivo].filter(([, ops]) => ops.size > 1).map(([f, ops]) => `${f}: ${[...ops].join(' | ')}`);
    expect(varias).toEqual([]);
  });

  it('os fetchers moram em api/ de uma feature, em lib/dados/ ou no componente compartilhado que os usa', () => {
    const soltos = [...porArquivo.keys()].filter((f) => !/^features\/[^/]+\/api\/|^lib\/dados\/|^components\/[^/]+\/api\/|^lib\/sair\.ts$/.test(f));
    expect(soltos).toEqual([]);
  });
});
