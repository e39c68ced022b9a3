/**
 * Jornada (b): guardas de rota (SPEC §2.5, §4). Sem sessão → /login?next=…; depois do login volta ao
 * destino; usuário sem permissão cai no painel; instrutor abre /instrutor ("Em breve") e vê os menus
 * Usuário e Instrutor, mas não o de Administrador.
 */
import type { Page } from 'playwright-core';
import { CONTAS, conferirItens, esperarTexto, esperarUrl, login, MENUS, SENHA_DEMO, semSecao, visitar, type Jornada } from './helpers.ts';

/** Abre um menu suspenso da barra (desktop) e confere seus itens; fecha com Escape. */
async function conferirSuspenso(page: Page, nome: keyof typeof MENUS): Promise<void> {
  const botao = page.getByRole('button', { name: nome, exact: true }).first();
  try {
    await botao.waitFor({ state: 'visible' });
  } catch {
    throw new Error(`o menu "${nome}" não aparece na barra`);
  }
  await botao.click();
  await conferirItens(page, MENUS[nome]);
  await page.keyboard.press('Escape');
  const primeiro = page.locator(`a[href="${MENUS[nome][1]!.href}"]`).filter({ visible: true });
  const limite = Date.now() + 3000;
  while ((await primeiro.count()) > 0) {
    if (Date.now() > limite) throw new Error(`o menu "${nome}" não fecha com Escape`);
    await page.waitForTimeout(100);
  }
}

const jornada: Jornada = {
  nome: 'guardas: login com next, permissão negada, instrutor',
  async run(ctx) {
    const { page } = ctx;
    ctx.passo('sem sessão, /perfil?aba=1 leva ao login com next');
    await visitar(ctx, page, '/perfil?aba=1');
    await esperarUrl(ctx, page, '/login?next=%2Fperfil%3Faba%3D1');
    ctx.passo('o login devolve a /perfil?aba=1');
    await login(ctx, page, CONTAS.usuario.email, SENHA_DEMO);
    await esperarUrl(ctx, page, '/perfil?aba=1');

    ctx.passo('usuário comum em /gestao-usuarios cai no painel');
    await visitar(ctx, page, '/gestao-usuarios');
    await esperarUrl(ctx, page, '/usuario/dashboard');

    ctx.passo('instrutor: /instrutor → login → página "Em breve"');
    const p2 = await ctx.novoContexto();
    await visitar(ctx, p2, '/instrutor');
    await esperarUrl(ctx, p2, '/login?next=%2Finstrutor');
    await login(ctx, p2, CONTAS.instrutor.email, SENHA_DEMO);
    await esperarUrl(ctx, p2, '/instrutor');
    await esperarTexto(p2.getByRole('heading', { level: 1 }), 'Painel do Instrutor');
    await esperarTexto(p2, /em breve/i);

    ctx.passo('instrutor: menus Usuário e Instrutor na barra, sem Administrador');
    await conferirSuspenso(p2, 'Usuário');
    await conferirSuspenso(p2, 'Instrutor');
    await semSecao(p2, 'Administrador');

    ctx.passo('instrutor em /gestao-usuarios cai no painel');
    await visitar(ctx, p2, '/gestao-usuarios');
    await esperarUrl(ctx, p2, '/usuario/dashboard');
  },
};
export default jornada;
