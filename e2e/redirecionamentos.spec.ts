/**
 * Jornada (d): redirecionamentos do SPEC §2.1–§2.2: `.html` sem sufixo (mantendo a query), caminho
 * desconhecido → /login, /dashboard → /usuario/dashboard, /validar-presenca → /presenca?turma&t.
 */
import { expect, test } from './support/fixtures.ts';
import { caminho, esperarUrl, visitar } from './support/navegacao.ts';

test('redirecionamentos (.html, desconhecidas, /dashboard, /validar-presenca)', async ({ page, login, verificacao }) => {
  const vistos: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) vistos.push(caminho(page));
  });

  await test.step('/ajuda.html?x=1 → /ajuda?x=1 → /login?next=…', async () => {
    await visitar(page, '/ajuda.html?x=1');
    await esperarUrl(page, '/login?next=%2Fajuda%3Fx%3D1');
    expect(vistos, `não passou por /ajuda?x=1 (caminhos: ${vistos.join(' → ')})`).toContain('/ajuda?x=1');
  });

  await test.step('/privacidade.html → /privacidade (pública)', async () => {
    await visitar(page, '/privacidade.html');
    await esperarUrl(page, '/privacidade');
  });

  await test.step('/qualquer-coisa → /login', async () => {
    await visitar(page, '/qualquer-coisa');
    await esperarUrl(page, '/login');
  });

  await test.step('logado, /dashboard → /usuario/dashboard', async () => {
    await login(page, 'usuario');
    await visitar(page, '/dashboard');
    await esperarUrl(page, '/usuario/dashboard');
  });

  await test.step('/validar-presenca?codigo=<link completo> → /presenca?turma=987654&t=abc', async () => {
    // /presenca confirma ao chegar: a turma 987654 não existe (404 ou 403)
    verificacao.permitirErroConsole(/status of 40[34] .*\/api\/presencas\/confirmar/);
    await visitar(page, '/validar-presenca?codigo=https%3A%2F%2Fx%2Fpresenca%3Fturma%3D987654%26t%3Dabc');
    await esperarUrl(page, '/presenca?turma=987654&t=abc');
    await expect(page.locator('main')).toContainText(/não está inscrit|Turma não encontrada/);
  });
});
