/**
 * Jornada (f): teclado. Em /login o primeiro Tab chega ao link "Ir para o conteúdo", e o formulário
 * é preenchido e enviado só com o teclado.
 */
import type { Locator, Page } from 'playwright-core';
import { campo, CONTAS, esperarUrl, SENHA_DEMO, visitar, type Jornada } from './helpers.ts';

/** Aperta Tab até o foco chegar ao alvo (no máximo `max` vezes). */
async function tabAte(page: Page, alvo: Locator, descricao: string, max = 20): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await page.locator(':focus').and(alvo).count()) > 0) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${max} Tabs não chegaram a ${descricao}`);
}

const jornada: Jornada = {
  nome: 'teclado: link de pular primeiro e login só com teclado',
  async run(ctx) {
    const { page } = ctx;
    ctx.passo('abre /login');
    await visitar(ctx, page, '/login');
    await esperarUrl(ctx, page, '/login');

    ctx.passo('o primeiro Tab foca o link "Ir para o conteúdo", visível');
    await page.keyboard.press('Tab');
    const focado = page.locator(':focus');
    const texto = ((await focado.count()) ? await focado.innerText() : '').trim();
    if (!/^(Ir para o conteúdo|Pular para conteúdo)$/.test(texto)) {
      throw new Error(`o primeiro Tab foi para "${texto || '(nada)'}", não para o link de pular`);
    }
    const caixa = await focado.boundingBox();
    if (!caixa || caixa.width < 10 || caixa.height < 10) throw new Error('o link de pular não fica visível ao receber o foco');

    ctx.passo('Enter no link leva o foco ao conteúdo');
    await page.keyboard.press('Enter');
    const noConteudo = await page.locator('main:focus, main :focus, #conteudo:focus').count();
    if (!noConteudo) throw new Error('depois do link de pular o foco não está no conteúdo principal');

    ctx.passo('preenche identificador e senha com Tab e digitação');
    const ident = campo(page, /cpf|e-?mail/i);
    await tabAte(page, ident, 'o campo de CPF/e-mail');
    await page.keyboard.type(CONTAS.usuario.email);
    const senha = page.locator('input[type="password"]').first();
    await tabAte(page, senha, 'o campo de senha');
    await page.keyboard.type(SENHA_DEMO);

    ctx.passo('Enter envia o formulário');
    await page.keyboard.press('Enter');
    await esperarUrl(ctx, page, '/usuario/dashboard');
  },
};
export default jornada;
