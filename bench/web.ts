/**
 * `npm run bench -- web`: o JavaScript baixado para mostrar /login, em gzip (nível 9), contra o
 * orçamento de 100 kB (DESIGN §6). Duas medidas:
 *  1. estática — o grafo de imports do build: entrada + modulepreload do index.html, mais o pedaço
 *     da rota /login (import dinâmico na entrada) com seus imports estáticos e a lista de preload;
 *  2. no navegador — abre /login no Chromium contra o servidor e soma cada resposta JavaScript
 *     (service worker bloqueado, para não contar pré-cache).
 * Sai com código 1 se alguma medida passar do orçamento.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { acharChromium, CHROMIUM_ARGS, construirWeb, iniciarServidor, prepararRaiz } from '../e2e/servidor.ts';
import { kb, tabela } from './formato.ts';

export const ORCAMENTO_BYTES = 100_000;

const gzip = (b: Buffer | string) => zlib.gzipSync(b, { level: 9 }).length;

interface Arquivo {
  nome: string;
  bruto: number;
  gz: number;
}

/** Imports estáticos relativos de um pedaço minificado (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
function importsEstaticos(codigo: string): string[] {
  const achados = new Set<string>();
  const re = /\b(?:import|export)\s*(?:[^"'`()]*?\bfrom\s*)?["'`]\.\/([^"'`]+?\.js)["'`]/g;
  for (const m of codigo.matchAll(re)) achados.add(m[1]!);
  return [...achados];
}

/** Medida estática a partir de dist/web. */
export function medirEstatico(distWeb: string): Arquivo[] {
  const assets = path.join(distWeb, 'assets');
  const html = fs.readFileSync(path.join(distWeb, 'index.html'), 'utf8');
  const iniciais = [
    ...[...html.matchAll(/<script[^>]+type="module"[^>]*\bsrc="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*\bhref="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!),
  ];
  const entrada = iniciais[0];
  if (!entrada) throw new Error('index.html sem <script type="module">');
  const conjunto = new Set<string>();
  const visitar = (nome: string) => {
    if (conjunto.has(nome)) return;
    conjunto.add(nome);
    for (const dep of importsEstaticos(fs.readFileSync(path.join(assets, nome), 'utf8'))) visitar(dep);
  };
  iniciais.forEach(visitar);

  // o pedaço da rota /login: `import(\`./login-<hash>.js\`)` na entrada, com __vite__mapDeps([…]) logo depois
  const codigoEntrada = fs.readFileSync(path.join(assets, entrada), 'utf8');
  const dinamico = /import\(\s*["'`]\.\/(login-[\w-]+\.js)["'`]\s*\)/.exec(codigoEntrada);
  if (!dinamico) throw new Error(`não achei o import dinâmico do pedaço login-*.js em ${entrada}`);
  visitar(dinamico[1]!);
  const lista = /__vite__mapDeps=.*?m\.f=\[([^\]]*)\]/s.exec(codigoEntrada);
  const indices = /^[^;]{0,300}?__vite__mapDeps\(\[([\d,\s]*)\]\)/s.exec(codigoEntrada.slice(dinamico.index));
  if (lista && indices) {
    const arquivos = [...lista[1]!.matchAll(/["'`]assets\/([^"'`]+)["'`]/g)].map((m) => m[1]!);
    for (const i of indices[1]!.split(',').filter(Boolean).map(Number)) {
      const a = arquivos[i];
      if (a?.endsWith('.js')) visitar(a);
    }
  }
  return [...conjunto].map((nome) => {
    const b = fs.readFileSync(path.join(assets, nome));
    return { nome, bruto: b.length, gz: gzip(b) };
  });
}

/** Medida no navegador: cada resposta JavaScript ao abrir /login. */
export async function medirNoNavegador(url: string, executavel: string): Promise<Arquivo[]> {
  const browser = await chromium.launch({ executablePath: executavel, headless: true, args: CHROMIUM_ARGS });
  try {
    const contexto = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', serviceWorkers: 'block' });
    const page = await contexto.newPage();
    const pendentes: Promise<Arquivo | null>[] = [];
    page.on('response', (r) => {
      const tipo = r.headers()['content-type'] ?? '';
      if (r.request().resourceType() !== 'script' && !/javascript/.test(tipo)) return;
      pendentes.push(
        r.body().then(
          (b) => ({ nome: new URL(r.url()).pathname.replace(/^\/assets\//, ''), bruto: b.length, gz: gzip(b) }),
          () => null,
        ),
      );
    });
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await page.locator('input[type="password"]').first().waitFor({ state: 'visible', timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    return (await Promise.all(pendentes)).filter((a): a is Arquivo => a !== null);
  } finally {
    await browser.close();
  }
}

function imprimir(titulo: string, arquivos: Arquivo[]): number {
  const ordenados = [...arquivos].sort((a, b) => b.gz - a.gz);
  const total = ordenados.reduce((s, a) => s + a.gz, 0);
  const bruto = ordenados.reduce((s, a) => s + a.bruto, 0);
  const linhas = ordenados.map((a) => [a.nome, kb(a.bruto), kb(a.gz)]);
  linhas.push(['TOTAL', kb(bruto), kb(total)]);
  process.stdout.write(`\n${titulo}\n${tabela(['arquivo', 'bruto', 'gzip -9'], linhas, [false, true, true])}`);
  const ok = total <= ORCAMENTO_BYTES;
  process.stdout.write(`${ok ? '✓' : '✗'} ${kb(total)} de ${kb(ORCAMENTO_BYTES)} (${((total / ORCAMENTO_BYTES) * 100).toFixed(0)}% do orçamento)\n`);
  return total;
}

export async function cenarioWeb(): Promise<number> {
  const { raiz, limpar } = prepararRaiz('escola-bench-web');
  try {
    const t0 = Date.now();
    process.stdout.write('vite build (numa cópia do projeto)…\n');
    await construirWeb(raiz);
    process.stdout.write(`  pronto em ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
    const totais: number[] = [];
    totais.push(imprimir('1. Estática (grafo de imports: entrada + modulepreload + pedaço da rota /login)', medirEstatico(path.join(raiz, 'dist/web'))));

    const executavel = acharChromium();
    if (!executavel) {
      process.stdout.write('\n⚠ Chromium não encontrado: medida no navegador PULADA (só a estática acima).\n');
    } else {
      const servidor = await iniciarServidor({ rotulo: 'escola-bench-web', raiz, env: { LOG_LEVEL: 'warn' } });
      try {
        totais.push(imprimir('2. No navegador (Chromium, todo JavaScript baixado para mostrar /login)', await medirNoNavegador(servidor.url, executavel)));
      } finally {
        await servidor.parar();
      }
    }
    const estourou = totais.some((t) => t > ORCAMENTO_BYTES);
    process.stdout.write(`\n${estourou ? '✗ Acima do orçamento de 100 kB gzip.' : '✓ Dentro do orçamento de 100 kB gzip.'}\n`);
    return estourou ? 1 : 0;
  } finally {
    limpar();
  }
}
