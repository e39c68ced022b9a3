/**
 * Jornada (b): guardas de rota (SPEC §2.5, §4). Sem sessão → /login?next=…; depois do login volta ao
 * destino; usuário sem permissão cai no painel; instrutor abre o Painel do Instrutor e vê os menus
 * Usuário e Instrutor, mas não o de Administrador.
 */
import { expect, test, type Page } from './support/fixtures.ts';
import { conferirItens, MENUS, semSecao, type Perfil } from './support/menus.ts';
import { esperarTexto, esperarUrl, visitar } from './support/navegacao.ts';

/** Abre um menu suspenso da barra (desktop) e confere seus itens; fecha com Escape. */
async function conferirSuspenso(page: Page, nome: Perfil): Promise<void> {
  const botao = page.getByRole('button', { name: nome, exact: true }).first();
  await expect(botao, `o menu "${nome}" não aparece na barra`).toBeVisible();
  await botao.click();
  await conferirItens(page, MENUS[nome]);
  await page.keyboard.press('Escape');
  // só a barra: a página aberta pode ter links para os mesmos destinos (o Painel do Instrutor leva à agenda)
  const primeiro = page.getByRole('banner').locator(`a[href="${MENUS[nome][1]!.href}"]`).filter({ visible: true });
  await expect(primeiro, `o menu "${nome}" não fecha com Escape`).toHaveCount(0, { timeout: 3000 });
  await expect(botao).toHaveAttribute('aria-expanded', 'false');
}

test('guardas: login com next, permissão negada, instrutor', async ({ page, login, novaPagina }) => {
  await test.step('sem sessão, /perfil?aba=1 leva ao login com next', async () => {
    await visitar(page, '/perfil?aba=1');
    await esperarUrl(page, '/login?next=%2Fperfil%3Faba%3D1');
  });
  await test.step('o login devolve a /perfil?aba=1', async () => {
    await login(page, 'usuario');
    await esperarUrl(page, '/perfil?aba=1');
  });

  await test.step('usuário comum em /gestao-usuarios cai no painel', async () => {
    await visitar(page, '/gestao-usuarios');
    await esperarUrl(page, '/usuario/dashboard');
  });

  const p2 = await novaPagina();
  await test.step('instrutor: /instrutor → login → Painel do Instrutor com as turmas dele', async () => {
    await visitar(p2, '/instrutor');
    await esperarUrl(p2, '/login?next=%2Finstrutor');
    await login(p2, 'instrutor');
    await esperarUrl(p2, '/instrutor');
    await esperarTexto(p2.getByRole('heading', { level: 1 }), 'Painel do Instrutor');
    await expect(p2.getByRole('region', { name: /^Encerradas/ })).toBeVisible();
    await esperarTexto(p2.getByRole('main'), 'Curso de Imunização na Sala de Vacina');
  });

  await test.step('instrutor: menus Usuário e Instrutor na barra, sem Administrador', async () => {
    await conferirSuspenso(p2, 'Usuário');
    await conferirSuspenso(p2, 'Instrutor');
    await semSecao(p2, 'Administrador');
  });

  await test.step('instrutor em /gestao-usuarios cai no painel', async () => {
    await visitar(p2, '/gestao-usuarios');
    await esperarUrl(p2, '/usuario/dashboard');
  });
});

test('next com pontos e barras que o roteador resolveria para //evil.com: fica na origem do app, no painel', async ({ page, login, baseURL }) => {
  const origem = new URL(baseURL!).origin;
  const ficouNaOrigem = () => expect(new URL(page.url()).origin, `saiu da origem: ${page.url()}`).toBe(origem);
  const [primeiro, ...outros] = ['/.//evil.com', '/..//evil.com', '/x/..//evil.com', '/%2e%2e//evil.com', '/x/%2E%2E/%2F%2Fevil.com', '/.\\/evil.com'];

  await test.step(`sem sessão, /login?next=${primeiro}: não promete o destino; depois do login, o painel`, async () => {
    await visitar(page, `/login?next=${encodeURIComponent(primeiro!)}`);
    await esperarUrl(page, `/login?next=${encodeURIComponent(primeiro!)}`);
    await expect(page.getByText('Após o login, você será levado para')).toHaveCount(0);
    await login(page, 'usuario');
    await esperarUrl(page, '/usuario/dashboard');
    ficouNaOrigem();
  });

  for (const next of outros) {
    await test.step(`com sessão, /login?next=${next} → o painel`, async () => {
      await visitar(page, `/login?next=${encodeURIComponent(next)}`);
      await esperarUrl(page, '/usuario/dashboard');
      ficouNaOrigem();
    });
  }
});
