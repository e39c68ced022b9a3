/**
 * Navegação das jornadas: abrir caminhos, esperar URL (com o axe da página), textos e campos, e o
 * login pela página /login (a fixture `login` usa `entrar`).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { checarPagina } from './verificacao.ts';

/** Caminho + query da página, como o roteador vê. */
export function caminho(page: Page): string {
  const u = new URL(page.url());
  return u.pathname + u.search;
}

/** Abre um caminho do app (navegação completa, como digitar na barra de endereço). */
export async function visitar(page: Page, destino: string): Promise<void> {
  await page.goto(destino, { waitUntil: 'domcontentloaded' });
}

/** Espera a URL (caminho + query) ficar igual a `esperado` e checa a página (axe). */
export async function esperarUrl(page: Page, esperado: string | RegExp, timeout = 20_000): Promise<void> {
  const bate = (u: URL) => {
    const atual = u.pathname + u.search;
    return typeof esperado === 'string' ? atual === esperado : esperado.test(atual);
  };
  await test.step(
    `URL ${String(esperado)}`,
    async () => {
      await expect(page, `esperava a URL ${String(esperado)}`).toHaveURL(bate, { timeout });
      await checarPagina(page);
      // a URL certa só de passagem (a guarda redirecionou depois) não conta
      expect(bate(new URL(page.url())), `a página passou por ${String(esperado)}, mas foi parar em ${caminho(page)}`).toBe(true);
    },
    { box: true },
  );
}

/** Espera um texto visível (string exata ou regex) e devolve o elemento. */
export async function esperarTexto(escopo: Page | Locator, texto: string | RegExp, timeout = 15_000): Promise<Locator> {
  const alvo = escopo.getByText(texto).first();
  await expect(alvo, `texto não apareceu: ${String(texto)}`).toBeVisible({ timeout });
  return alvo;
}

/** Largura rolável do documento (maior que a tela = rola de lado). O tsconfig das jornadas não tem DOM. */
export const larguraDaPagina = (page: Page): Promise<number> =>
  page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth);

/** Campo de formulário pelo rótulo (só input/select/textarea, nunca o botão "mostrar senha"). */
export function campo(escopo: Page | Locator, rotulo: string | RegExp): Locator {
  const porRotulo = escopo.getByLabel(rotulo);
  return porRotulo.and(escopo.locator('input, select, textarea')).first();
}

/** Mensagens de erro visíveis (role=alert), para explicar uma falha. */
async function alertasVisiveis(page: Page): Promise<string> {
  const textos = await page.getByRole('alert').allInnerTexts().catch(() => []);
  return textos.map((t) => t.trim()).filter(Boolean).join(' | ');
}

const naPaginaDeLogin = (page: Page) => page.url().startsWith('http') && new URL(page.url()).pathname === '/login';

/** Entra pela página /login (identificador = e-mail ou CPF) e espera sair de /login. */
export async function entrar(page: Page, identificador: string, senha: string): Promise<void> {
  await test.step(
    `login de ${identificador}`,
    async () => {
      if (page.url().startsWith('http') && !naPaginaDeLogin(page)) {
        // a guarda pode estar a caminho de /login?next=…: espera um pouco antes de abrir /login direto
        await page.waitForURL((u) => u.pathname === '/login', { timeout: 5000, waitUntil: 'commit' }).catch(() => {});
      }
      if (!naPaginaDeLogin(page)) {
        await visitar(page, '/login');
        await esperarUrl(page, /^\/login/);
      }
      await campo(page, /cpf|e-?mail/i).fill(identificador);
      await page.locator('input[type="password"]').first().fill(senha);
      await page.getByRole('button', { name: /^entrar$/i }).click();
      try {
        await page.waitForURL((u) => u.pathname !== '/login', { timeout: 20_000, waitUntil: 'commit' });
      } catch {
        const alertas = await alertasVisiveis(page);
        throw new Error(`o login de ${identificador} não saiu de /login${alertas ? `: ${alertas}` : ''}`);
      }
    },
    { box: true },
  );
}
