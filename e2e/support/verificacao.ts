/**
 * O que toda jornada confere sem pedir: acessibilidade (axe-core, uma vez por caminho, falha em
 * violações serious/critical), erros no console do navegador, exceções da página e respostas 5xx.
 * Uma `Verificacao` por teste acompanha todos os contextos abertos nele (fixtures.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { RAIZ } from '../../scripts/servidor-local.ts';

const AXE_FONTE = fs.readFileSync(path.join(RAIZ, 'node_modules/axe-core/axe.min.js'), 'utf8');

interface Violacao {
  id: string;
  impact: string | null;
  help: string;
  alvos: string[];
}
interface AxeGlobal {
  axe?: {
    run(opcoes: unknown): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
  };
}

const porContexto = new WeakMap<BrowserContext, Verificacao>();

function caminhoDe(page: Page): string {
  try {
    return new URL(page.url()).pathname;
  } catch {
    return page.url();
  }
}

export class Verificacao {
  readonly erros: string[] = [];
  readonly avisos: string[] = [];
  private readonly permitidos: RegExp[] = [];
  private readonly checadas = new Set<string>();
  private readonly contextos = new Set<BrowserContext>();
  private readonly extras = new Set<BrowserContext>();

  constructor(private readonly base: string) {}

  /** Passa a acompanhar as páginas (atuais e futuras) do contexto; `extra` = fechado por `fecharExtras`. */
  acompanhar(contexto: BrowserContext, extra = false): void {
    porContexto.set(contexto, this);
    this.contextos.add(contexto);
    if (extra) this.extras.add(contexto);
    for (const p of contexto.pages()) this.instrumentar(p);
    contexto.on('page', (p) => this.instrumentar(p));
  }

  /** Erros de console esperados neste teste (ex.: 400 de um link já usado). */
  permitirErroConsole(padrao: RegExp): void {
    this.permitidos.push(padrao);
  }

  private instrumentar(page: Page): void {
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const texto = msg.text();
      const origem = msg.location().url ?? '';
      // 401 da API é esperado: a guarda sonda /api/perfil/me sem sessão (SPEC §4)
      if (/status of 401/.test(texto) && origem.includes('/api/')) return;
      this.registrarErro(`[console em ${caminhoDe(page)}] ${texto}${origem ? ` (${origem.replace(this.base, '')})` : ''}`);
    });
    page.on('pageerror', (err) => this.registrarErro(`[exceção em ${caminhoDe(page)}] ${err.message}`));
    page.on('response', (r) => {
      if (r.status() >= 500) this.erros.push(`[HTTP ${r.status()}] ${r.request().method()} ${r.url().replace(this.base, '')}`);
    });
  }

  private registrarErro(linha: string): void {
    if (!this.permitidos.some((re) => re.test(linha))) this.erros.push(linha);
  }

  /**
   * Espera sumirem "Carregando…"/"Redirecionando…" e roda o axe (uma vez por caminho em cada teste). `chave`
   * separa estados da mesma página (o editor em `/submissoes?trabalho=…`, um diálogo aberto).
   */
  async checarPagina(page: Page, chaveDoEstado?: string): Promise<void> {
    await page.waitForLoadState('domcontentloaded');
    const transitorio = page.getByText(/^(Carregando…|Redirecionando…)$/).filter({ visible: true });
    await expect(transitorio, `a página ${caminhoDe(page)} ficou em "Carregando…/Redirecionando…"`).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
    const chave = chaveDoEstado ?? caminhoDe(page);
    if (this.checadas.has(chave)) return;
    this.checadas.add(chave);
    await test.step(`axe em ${chave}`, () => this.rodarAxe(page, chave), { box: true });
  }

  private async rodarAxe(page: Page, chave: string): Promise<void> {
    if (!(await page.evaluate(() => typeof (globalThis as AxeGlobal).axe !== 'undefined'))) {
      // addScriptTag insere um <script> inline, que a CSP do helmet (script-src 'self') bloqueia;
      // o evaluate do DevTools não passa pela CSP, então injetamos o fonte por ele.
      await page.evaluate(AXE_FONTE);
    }
    let violacoes = await this.axeDepoisDasAnimacoes(page);
    // um aviso (toast) que entra enquanto o axe roda (o react-toastify desce sob demanda) ainda está com
    // opacidade parcial: a violação de contraste é de um quadro da animação. Roda de novo uma vez, depois de
    // as animações terminarem; o que persistir é violação de verdade e reprova.
    if (violacoes.some((v) => v.id === 'color-contrast')) violacoes = await this.axeDepoisDasAnimacoes(page, 1000);
    const graves = violacoes.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    if (process.env.E2E_VERBOSE) process.stdout.write(`      axe ${chave}: ${violacoes.length} violação(ões), ${graves.length} grave(s)\n`);
    for (const v of violacoes.filter((x) => !graves.includes(x))) {
      const aviso = `axe ${v.impact} em ${chave}: ${v.id} (${v.alvos.join(', ')})`;
      this.avisos.push(aviso);
      test.info().annotations.push({ type: 'aviso', description: aviso });
      process.stdout.write(`    aviso: ${aviso}\n`);
    }
    if (graves.length) {
      const texto = graves.map((v) => `${v.id} [${v.impact}] ${v.help}\n  alvos: ${v.alvos.join(' | ')}`).join('\n');
      throw new Error(`acessibilidade (axe) em ${chave}:\n${texto}`);
    }
  }

  /** Espera as animações finitas terminarem (no máximo 2 s; spinners e esqueletos são infinitos) e roda o axe. */
  private async axeDepoisDasAnimacoes(page: Page, esperaMs = 0): Promise<Violacao[]> {
    if (esperaMs) await page.waitForTimeout(esperaMs);
    await page.evaluate(async () => {
      type Animacao = { finished: Promise<unknown>; effect: { getTiming(): { iterations?: number } } | null };
      const doc = (globalThis as unknown as { document: { getAnimations(): Animacao[] } }).document;
      const finitas = doc.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
      await Promise.race([Promise.all(finitas.map((a) => a.finished.catch(() => undefined))), new Promise((ok) => setTimeout(ok, 2000))]);
    });
    return page.evaluate(async () => {
      const r = await (globalThis as AxeGlobal).axe!.run({ runOnly: ['wcag2a', 'wcag2aa'], resultTypes: ['violations'] });
      return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, alvos: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
    });
  }

  /** Fim do teste: checa as páginas ainda abertas cujo caminho não foi checado e exige console limpo. */
  async concluir(): Promise<void> {
    for (const contexto of this.contextos) {
      for (const p of contexto.pages()) {
        if (!p.isClosed() && p.url().startsWith('http') && !this.checadas.has(caminhoDe(p))) await this.checarPagina(p);
      }
    }
    expect(this.erros, 'erros no console do navegador').toEqual([]);
  }

  /** Fecha os contextos extras (os de `novaPagina`); o contexto padrão é do Playwright. */
  async fecharExtras(): Promise<void> {
    await Promise.all([...this.extras].map((c) => c.close().catch(() => {})));
  }
}

/** Espera a página assentar e roda o axe nela (falha em serious/critical); `chave` separa estados da mesma página. */
export async function checarPagina(page: Page, chave?: string): Promise<void> {
  const v = porContexto.get(page.context());
  if (!v) throw new Error('página fora das fixtures: use `page` ou `novaPagina` de e2e/support/fixtures.ts');
  await v.checarPagina(page, chave);
}
