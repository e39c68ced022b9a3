/**
 * `npm run test:e2e [-- filtro…]`: jornadas de usuário no Chromium do Debian (playwright-core, sem
 * @playwright/test). Copia o projeto para um diretório temporário, constrói o web ali, sobe o servidor
 * real (`node --import tsx src/server/start.ts`) com um DATA_DIR temporário
 * (PGlite, dados de demonstração), roda cada e2e/*.spec.ts num contexto limpo, passa o axe-core em cada
 * página visitada e termina com a linha `N passed, N failed`.
 *
 * Sem Chromium: avisa alto e sai 0 (a suíte do navegador é pulada) — ou 1 com E2E_REQUIRED=1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DESKTOP, type Ctx, type Jornada } from './helpers.ts';
import { acharChromium, CHROMIUM_ARGS, construirWeb, iniciarServidor, limparTudoSincrono, prepararRaiz, RAIZ, type Servidor } from './servidor.ts';

const DIR_E2E = path.join(RAIZ, 'e2e');
const ARTEFATOS = path.join(DIR_E2E, 'artefatos');
const AXE = path.join(RAIZ, 'node_modules/axe-core/axe.min.js');
const TEMPO_JORNADA_MS = Number(process.env.E2E_TIMEOUT_MS ?? 180_000);
const TEMPO_ACAO_MS = 15_000;

const segundos = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const cor = (c: number, t: string) => (process.stdout.isTTY ? `\x1b[${c}m${t}\x1b[0m` : t);

function avisarSemChromium(): never {
  const obrigatorio = process.env.E2E_REQUIRED === '1';
  const linhas = [
    '',
    '⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠',
    `⚠ Chromium não encontrado: a suíte do navegador FOI PULADA (${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}).`,
    '⚠ Nenhuma jornada e2e foi executada; isto NÃO é um resultado verde do navegador.',
    '⚠ Instale com: apt-get install -y --no-install-recommends chromium fonts-dejavu-core',
    '⚠ ou aponte CHROMIUM_PATH para um Chromium existente.',
    obrigatorio ? '⚠ E2E_REQUIRED=1: falhando.' : '⚠ Para tornar isto uma falha, use E2E_REQUIRED=1 (o CI usa).',
    '⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠⚠',
    '',
  ];
  process.stderr.write(linhas.join('\n') + '\n');
  process.exit(obrigatorio ? 1 : 0);
}

async function carregarJornadas(filtros: string[]): Promise<{ arquivo: string; jornada: Jornada }[]> {
  const arquivos = fs
    .readdirSync(DIR_E2E)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort()
    .filter((f) => filtros.length === 0 || filtros.some((x) => f.includes(x)));
  const lista: { arquivo: string; jornada: Jornada }[] = [];
  for (const arquivo of arquivos) {
    const mod = (await import(pathToFileURL(path.join(DIR_E2E, arquivo)).href)) as { default?: Jornada } & Partial<Jornada>;
    const jornada = mod.default ?? (mod.run && mod.nome ? (mod as Jornada) : undefined);
    if (!jornada) throw new Error(`${arquivo} não exporta { nome, run }`);
    lista.push({ arquivo, jornada });
  }
  return lista;
}

interface Violacao {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}
interface AxeGlobal {
  axe?: { run(opcoes: unknown): Promise<{ violations: Violacao[] }> };
}

/** Estado de uma execução de jornada: contextos abertos, erros de console, páginas já checadas. */
class Execucao {
  contextos: BrowserContext[] = [];
  erros: string[] = [];
  avisos: string[] = [];
  permitidos: RegExp[] = [];
  checadas = new Set<string>();
  passoAtual = '(início)';

  constructor(
    private readonly browser: Browser,
    private readonly base: string,
    private readonly viewport: { width: number; height: number },
    private readonly axeFonte: string,
  ) {}

  async novoContexto(viewport = this.viewport): Promise<Page> {
    const celular = viewport.width < 600;
    const contexto = await this.browser.newContext({
      viewport,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      isMobile: celular,
      hasTouch: celular,
      deviceScaleFactor: 1,
    });
    contexto.setDefaultTimeout(TEMPO_ACAO_MS);
    contexto.setDefaultNavigationTimeout(30_000);
    contexto.on('page', (p) => this.instrumentar(p));
    this.contextos.push(contexto);
    const page = await contexto.newPage();
    return page;
  }

  private instrumentar(page: Page): void {
    const onde = () => {
      try {
        return new URL(page.url()).pathname;
      } catch {
        return page.url();
      }
    };
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const texto = msg.text();
      const origem = msg.location().url ?? '';
      // 401 da API é esperado: a guarda sonda /api/perfil/me sem sessão (SPEC §4)
      if (/status of 401/.test(texto) && origem.includes('/api/')) return;
      const linha = `[console em ${onde()}] ${texto}${origem ? ` (${origem.replace(this.base, '')})` : ''}`;
      if (this.permitidos.some((re) => re.test(linha))) return;
      this.erros.push(linha);
    });
    page.on('pageerror', (err) => {
      const linha = `[exceção em ${onde()}] ${err.message}`;
      if (!this.permitidos.some((re) => re.test(linha))) this.erros.push(linha);
    });
    page.on('response', (r) => {
      if (r.status() >= 500) this.erros.push(`[HTTP ${r.status()}] ${r.request().method()} ${r.url().replace(this.base, '')}`);
    });
  }

  /** Espera sumirem "Carregando…"/"Redirecionando…" e roda o axe (uma vez por caminho). */
  async checarPagina(page: Page): Promise<void> {
    await page.waitForLoadState('domcontentloaded');
    const transitorio = page.getByText(/^(Carregando…|Redirecionando…)$/).filter({ visible: true });
    const limite = Date.now() + 15_000;
    while ((await transitorio.count()) > 0) {
      if (Date.now() > limite) throw new Error(`a página ${new URL(page.url()).pathname} ficou em "Carregando…/Redirecionando…"`);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
    const chave = new URL(page.url()).pathname;
    if (this.checadas.has(chave)) return;
    this.checadas.add(chave);
    const temAxe = () => page.evaluate(() => typeof (globalThis as AxeGlobal).axe !== 'undefined');
    if (!(await temAxe())) {
      // addScriptTag insere um <script> inline, que a CSP do helmet (script-src 'self') bloqueia;
      // o evaluate do DevTools não passa pela CSP, então injetamos o fonte por ele.
      await page.evaluate(this.axeFonte);
    }
    const violacoes = await page.evaluate(async () => {
      const r = await (globalThis as AxeGlobal).axe!.run({ runOnly: ['wcag2a', 'wcag2aa'], resultTypes: ['violations'] });
      return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, alvos: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
    });
    const graves = violacoes.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    if (process.env.E2E_VERBOSE) process.stdout.write(`      axe ${chave}: ${violacoes.length} violação(ões), ${graves.length} grave(s)\n`);
    for (const v of violacoes.filter((x) => !graves.includes(x))) this.avisos.push(`axe ${v.impact} em ${chave}: ${v.id} (${v.alvos.join(', ')})`);
    if (graves.length) {
      const texto = graves.map((v) => `${v.id} [${v.impact}] ${v.help}\n        alvos: ${v.alvos.join(' | ')}`).join('\n      ');
      throw new Error(`acessibilidade (axe) em ${chave}:\n      ${texto}`);
    }
  }

  async capturar(slug: string): Promise<string[]> {
    fs.mkdirSync(ARTEFATOS, { recursive: true });
    const salvos: string[] = [];
    let i = 0;
    for (const c of this.contextos) {
      for (const p of c.pages()) {
        const arquivo = path.join(ARTEFATOS, `${slug}${i ? `-${i}` : ''}.png`);
        i++;
        try {
          await p.screenshot({ path: arquivo, fullPage: true, timeout: 5000 });
          salvos.push(path.relative(RAIZ, arquivo));
        } catch {
          /* página já fechada */
        }
      }
    }
    return salvos;
  }

  async fechar(): Promise<void> {
    await Promise.all(this.contextos.map((c) => c.close().catch(() => {})));
  }
}

async function rodarJornada(browser: Browser, base: string, axeFonte: string, arquivo: string, jornada: Jornada) {
  const ex = new Execucao(browser, base, jornada.viewport ?? DESKTOP, axeFonte);
  const t0 = Date.now();
  let erro: Error | null = null;
  let capturas: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  try {
    const page = await ex.novoContexto();
    const ctx: Ctx = {
      base,
      page,
      context: ex.contextos[0]!,
      novoContexto: (o) => ex.novoContexto(o?.viewport),
      passo: (d) => {
        ex.passoAtual = d;
        if (process.env.E2E_VERBOSE) process.stdout.write(`    · ${d}\n`);
      },
      checarPagina: (p) => ex.checarPagina(p),
      permitirErroConsole: (re) => ex.permitidos.push(re),
    };
    await Promise.race([
      jornada.run(ctx),
      new Promise((_, rej) => {
        timer = setTimeout(() => rej(new Error(`tempo esgotado (${segundos(TEMPO_JORNADA_MS)})`)), TEMPO_JORNADA_MS);
      }),
    ]);
    if (ex.erros.length) throw new Error(`erros no console do navegador:\n      ${ex.erros.join('\n      ')}`);
  } catch (e) {
    erro = e instanceof Error ? e : new Error(String(e));
    capturas = await ex.capturar(arquivo.replace(/\.spec\.ts$/, ''));
  } finally {
    clearTimeout(timer);
    await ex.fechar();
  }
  return { erro, capturas, ms: Date.now() - t0, passo: ex.passoAtual, avisos: ex.avisos, errosConsole: ex.erros };
}

async function main(): Promise<void> {
  const filtros = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const executavel = acharChromium();
  if (!executavel) avisarSemChromium();

  const jornadas = await carregarJornadas(filtros);
  fs.rmSync(ARTEFATOS, { recursive: true, force: true }); // capturas de execuções anteriores confundiriam
  if (jornadas.length === 0) throw new Error(`nenhuma jornada em e2e/*.spec.ts${filtros.length ? ` com ${filtros.join(', ')}` : ''}`);

  // Cópia do projeto num diretório temporário: outras pessoas podem rodar `vite build` no mesmo
  // checkout durante a execução (veja prepararRaiz). O build da cópia é sempre novo (~2 s).
  const tBuild = Date.now();
  const { raiz } = prepararRaiz('escola-e2e-raiz');
  process.stdout.write(`Construindo o web (vite build) numa cópia do projeto…\n`);
  await construirWeb(raiz);
  process.stdout.write(`  pronto em ${segundos(Date.now() - tBuild)}\n`);

  let servidor: Servidor | null = null;
  let browser: Browser | null = null;
  let encerrando = false;
  const encerrar = async (codigo: number) => {
    if (encerrando) return;
    encerrando = true;
    if (codigo === 130 || codigo === 143) process.stdout.write('\nInterrompido: encerrando o navegador e o servidor…\n');
    await browser?.close().catch(() => {});
    await servidor?.parar().catch(() => {});
    limparTudoSincrono();
    process.exit(codigo);
  };
  process.on('SIGINT', () => void encerrar(130));
  process.on('SIGTERM', () => void encerrar(143));
  process.on('exit', limparTudoSincrono);

  const tServ = Date.now();
  servidor = await iniciarServidor({
    rotulo: 'escola-e2e',
    raiz,
    env: { SEED_DEMO: 'true', SCRYPT_LOG_N: '12', AUTH_RATE_LIMIT_PER_MIN: '1000', METRICAS_RATE_LIMIT_PER_MIN: '1000', LOG_LEVEL: 'warn' },
  });
  process.stdout.write(`Servidor em ${servidor.url} (pronto em ${segundos(Date.now() - tServ)})\n`);
  // sinais ficam com o executor (encerra servidor, navegador e temporários na ordem certa)
  browser = await chromium.launch({ executablePath: executavel!, headless: true, args: CHROMIUM_ARGS, handleSIGINT: false, handleSIGTERM: false });
  process.stdout.write(`Chromium ${browser.version()} • ${jornadas.length} jornada(s)\n\n`);

  const axeFonte = fs.readFileSync(AXE, 'utf8');
  let ok = 0;
  let falhas = 0;
  for (const { arquivo, jornada } of jornadas) {
    if (encerrando) return;
    const r = await rodarJornada(browser, servidor.url, axeFonte, arquivo, jornada);
    if (encerrando) return;
    if (!r.erro) {
      ok++;
      process.stdout.write(`${cor(32, '✓')} ${jornada.nome} ${cor(90, `(${segundos(r.ms)})`)}\n`);
    } else {
      falhas++;
      process.stdout.write(`${cor(31, '✗')} ${jornada.nome} ${cor(90, `(${segundos(r.ms)})`)}\n`);
      process.stdout.write(`    arquivo: e2e/${arquivo}\n    passo: ${r.passo}\n    erro: ${r.erro.message.split('\n').join('\n    ')}\n`);
      if (r.errosConsole.length && !r.erro.message.startsWith('erros no console')) {
        process.stdout.write(`    console: ${r.errosConsole.slice(0, 8).join('\n             ')}\n`);
      }
      if (r.capturas.length) process.stdout.write(`    captura: ${r.capturas.join(', ')}\n`);
    }
    for (const a of r.avisos.slice(0, 10)) process.stdout.write(cor(33, `    aviso: ${a}\n`));
  }

  if (falhas) {
    fs.mkdirSync(ARTEFATOS, { recursive: true });
    fs.writeFileSync(path.join(ARTEFATOS, 'servidor.log'), servidor.log());
    process.stdout.write(`\nLog do servidor: e2e/artefatos/servidor.log\n`);
  }
  process.stdout.write(`\n${ok} passed, ${falhas} failed\n`);
  await encerrar(falhas ? 1 : 0);
}

main().catch(async (err: unknown) => {
  process.stderr.write(`\nFalha no executor das jornadas: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  limparTudoSincrono();
  process.stdout.write('\n0 passed, 1 failed\n');
  process.exit(1);
});
