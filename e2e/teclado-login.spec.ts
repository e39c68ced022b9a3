/**
 * Jornada (f): teclado. Em /login o primeiro Tab chega ao link "Ir para o conteúdo", o formulário
 * é preenchido e enviado só com o teclado, e o foco chega ao título do painel.
 */
import { CONTAS, SENHA_DEMO } from './support/dados.ts';
import { expect, test, type Locator, type Page } from './support/fixtures.ts';
import { campo, esperarUrl, visitar } from './support/navegacao.ts';

/** Aperta Tab até o foco chegar ao alvo (no máximo `max` vezes). */
async function tabAte(page: Page, alvo: Locator, descricao: string, max = 20): Promise<void> {
  let chegou = false;
  for (let i = 0; i < max && !chegou; i++) {
    chegou = (await page.locator(':focus').and(alvo).count()) > 0;
    if (!chegou) await page.keyboard.press('Tab');
  }
  expect(chegou, `${max} Tabs não chegaram a ${descricao}`).toBe(true);
}

test('teclado: link de pular primeiro e login só com teclado', async ({ page }) => {
  await test.step('abre /login', async () => {
    await visitar(page, '/login');
    await esperarUrl(page, '/login');
  });

  const focado = page.locator(':focus');
  await test.step('o primeiro Tab foca o link "Ir para o conteúdo", visível', async () => {
    await page.keyboard.press('Tab');
    const texto = ((await focado.count()) ? await focado.innerText() : '').trim();
    expect(texto || '(nada)', 'o primeiro Tab não foi para o link de pular').toMatch(/^(Ir para o conteúdo|Pular para conteúdo)$/);
    const caixa = await focado.boundingBox();
    expect(caixa && caixa.width >= 10 && caixa.height >= 10, 'o link de pular não fica visível ao receber o foco').toBe(true);
  });

  await test.step('Enter no link leva o foco ao conteúdo', async () => {
    await page.keyboard.press('Enter');
    const noConteudo = await page.locator('main:focus, main :focus, #conteudo:focus').count();
    expect(noConteudo, 'depois do link de pular o foco não está no conteúdo principal').toBeGreaterThan(0);
  });

  await test.step('preenche identificador e senha com Tab e digitação', async () => {
    await tabAte(page, campo(page, /cpf|e-?mail/i), 'o campo de CPF/e-mail');
    await page.keyboard.type(CONTAS.usuario.email);
    await tabAte(page, page.locator('input[type="password"]').first(), 'o campo de senha');
    await page.keyboard.type(SENHA_DEMO);
  });

  await test.step('Enter envia o formulário', async () => {
    await page.keyboard.press('Enter');
    await esperarUrl(page, '/usuario/dashboard');
  });

  await test.step('a troca de página leva o foco ao título da página nova, com o contorno de quem usa o teclado', async () => {
    await expect(page.locator('h1:focus-visible')).toHaveCount(1);
  });
});
