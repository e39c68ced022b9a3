/**
 * `npm run bench -- web [-- --runs N]`: o peso e a velocidade do web, num build feito numa cópia do projeto.
 *  1. JavaScript do /login em gzip -9, estático — o grafo de imports do build: entrada + modulepreload do
 *     index.html, mais o pedaço da rota /login (import dinâmico na entrada) com seus imports estáticos e
 *     a lista de preload — e no navegador (cada resposta JavaScript ao abrir /login no Chromium, service
 *     worker bloqueado). Orçamento da estática: 86 kB (decisões 008 e 015); a do navegador, que inclui o rodapé e o
 *     registro do service worker, vale contra o teto do DESIGN §6 (100 kB).
 *  2. Bytes na rede (com br/gzip) ao abrir as páginas de `PAGINAS` (transferencia.ts).
 *  3. Lighthouse 12 móvel nas mesmas páginas (mediana de N execuções, 5 por padrão), com a CPU calibrada
 *     para a máquina (lighthouse.ts): desempenho ≥ 0,95 e TBT ≤ 200 ms, acessibilidade 1.
 *     `--only /eventos` mede só as páginas cujo caminho contém o texto.
 * Sai com código 1 se alguma medida passar do orçamento ou ficar abaixo da meta.
 *
 * `npm run bench -- orcamento`: só a medida estática (rápida, sem navegador) — um passo do `npm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { acharChromium, CHROMIUM_ARGS, construirWeb, iniciarServidor, prepararRaiz } from '../scripts/servidor-local.ts';
import { kb, tabela } from './formato.ts';
import { acharLighthouse, calibrar, COMO_INSTALAR, imprimirNotas, mediana, rodarLighthouse, type Notas } from './lighthouse.ts';
import { entrarPelaApi, imprimirTransferencia, medirTransferencia, PAGINAS, sessaoDa, type Sessoes } from './transferencia.ts';

/** JavaScript (gzip -9) para mostrar /login: a meta de hoje (decisão 008). */
export const ORCAMENTO_BYTES = 86_000;
/** O teto absoluto do DESIGN §6; o orçamento acima deixa folga até ele. */
export const TETO_DESIGN_BYTES = 100_000;

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

/** Tabela por arquivo e o total contra `limite` (o orçamento, ou o teto do DESIGN na medida do navegador). */
function imprimir(titulo: string, arquivos: Arquivo[], limite = ORCAMENTO_BYTES): number {
  const ordenados = [...arquivos].sort((a, b) => b.gz - a.gz);
  const total = ordenados.reduce((s, a) => s + a.gz, 0);
  const bruto = ordenados.reduce((s, a) => s + a.bruto, 0);
  const linhas = ordenados.map((a) => [a.nome, kb(a.bruto), kb(a.gz)]);
  linhas.push(['TOTAL', kb(bruto), kb(total)]);
  process.stdout.write(`\n${titulo}\n${tabela(['arquivo', 'bruto', 'gzip -9'], linhas, [false, true, true])}`);
  const pct = (de: number) => ((total / de) * 100).toFixed(0);
  process.stdout.write(`${total <= limite ? '✓' : '✗'} ${kb(total)} (${total.toLocaleString('pt-BR')} B): ${pct(ORCAMENTO_BYTES)}% do orçamento de ${kb(ORCAMENTO_BYTES)}, ${pct(TETO_DESIGN_BYTES)}% do teto de ${kb(TETO_DESIGN_BYTES)}\n`);
  return total;
}

/** `vite build` numa cópia do projeto (o build de quem está trabalhando no checkout não é tocado). */
async function construirCopia(rotulo: string) {
  const copia = prepararRaiz(rotulo);
  const t0 = Date.now();
  process.stdout.write('vite build (numa cópia do projeto)…\n');
  await construirWeb(copia.raiz);
  process.stdout.write(`  pronto em ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  return copia;
}

const TITULO_ESTATICA = 'JavaScript do /login, estático (grafo de imports: entrada + modulepreload + pedaço da rota /login)';

/** Só a medida estática, contra o orçamento: o passo "orçamento do /login" do `npm test`. */
export async function cenarioOrcamento(): Promise<number> {
  const { raiz, limpar } = await construirCopia('escola-orcamento');
  try {
    const total = imprimir(TITULO_ESTATICA, medirEstatico(path.join(raiz, 'dist/web')));
    return total > ORCAMENTO_BYTES ? 1 : 0;
  } finally {
    limpar();
  }
}

export async function cenarioWeb({ execucoes = 5, so }: { execucoes?: number; so?: string } = {}): Promise<number> {
  const executavel = acharChromium();
  const lighthouse = acharLighthouse();
  if (!executavel) throw new Error('Chromium não encontrado (CHROMIUM_PATH ou /usr/bin/chromium): o benchmark do web precisa dele.');
  if (!lighthouse) {
    process.stderr.write(`\n${COMO_INSTALAR}\n`);
    return 1;
  }
  const { raiz, limpar } = await construirCopia('escola-bench-web');
  const falhas: string[] = [];
  try {
    const estatica = imprimir(`1a. ${TITULO_ESTATICA}`, medirEstatico(path.join(raiz, 'dist/web')));
    if (estatica > ORCAMENTO_BYTES) falhas.push(`/login: ${kb(estatica)} de JavaScript (estática) acima de ${kb(ORCAMENTO_BYTES)}`);
    const servidor = await iniciarServidor({ rotulo: 'escola-bench-web', raiz, env: { LOG_LEVEL: 'warn' } });
    try {
      // no navegador entram também o rodapé (abaixo da dobra) e o registro do service worker, que descem
      // depois da página: a medida vale contra o teto do DESIGN; o orçamento é o da estática (decisão 008)
      const titulo1b = '1b. JavaScript do /login no navegador (Chromium, todo JavaScript da visita, inclusive rodapé e service worker)';
      const noNavegador = imprimir(titulo1b, await medirNoNavegador(servidor.url, executavel), TETO_DESIGN_BYTES);
      if (noNavegador > TETO_DESIGN_BYTES) falhas.push(`/login: ${kb(noNavegador)} de JavaScript (navegador) acima do teto de ${kb(TETO_DESIGN_BYTES)}`);

      const sessoes: Sessoes = {
        usuario: await entrarPelaApi(servidor.url, 'usuario'),
        instrutor: await entrarPelaApi(servidor.url, 'instrutor'),
        admin: await entrarPelaApi(servidor.url, 'admin'),
      };
      process.stdout.write('\n2. Bytes na rede por página (br/gzip como o servidor entrega; cache vazio)\n');
      imprimirTransferencia(await medirTransferencia(servidor.url, executavel, sessoes));

      process.stdout.write(`\n3. Lighthouse 12, móvel (${execucoes} execuç${execucoes === 1 ? 'ão' : 'ões'} por página; mediana pelo desempenho)\n`);
      const { multiplicador } = await calibrar({ bin: lighthouse, chromium: executavel, url: `${servidor.url}/login`, pastaTemp: raiz });
      const resultados: { pagina: string; notas: Notas; todas: number[] }[] = [];
      // --only aceita vários trechos separados por vírgula (ex.: --only /administrador,/instrutor)
      for (const p of PAGINAS.filter((x) => !so || so.split(',').some((t) => t && x.caminho.includes(t)))) {
        const rodadas: Notas[] = [];
        for (let i = 0; i < execucoes; i++) {
          const r = await rodarLighthouse({
            bin: lighthouse,
            chromium: executavel,
            url: `${servidor.url}${p.caminho}`,
            pastaTemp: raiz,
            multiplicador,
            ...(p.logada ? { cabecalhos: { Cookie: `sessao=${sessaoDa(p, sessoes)}` } } : {}),
          });
          if (new URL(r.urlFinal).pathname !== p.caminho) throw new Error(`Lighthouse em ${p.caminho} terminou em ${r.urlFinal} (sessão recusada?)`);
          rodadas.push(r);
        }
        resultados.push({ pagina: p.caminho, notas: mediana(rodadas), todas: rodadas.map((r) => r.desempenho) });
      }
      for (const pagina of imprimirNotas(resultados)) falhas.push(`${pagina}: abaixo da meta do Lighthouse (desempenho ≥ 0,95, TBT ≤ 200 ms, acessibilidade 1)`);
    } finally {
      await servidor.parar();
    }
    process.stdout.write(falhas.length ? `\n✗ ${falhas.join('\n✗ ')}\n` : `\n✓ Dentro do orçamento (${kb(ORCAMENTO_BYTES)}) e das metas do Lighthouse.\n`);
    return falhas.length ? 1 : 0;
  } finally {
    limpar();
  }
}
