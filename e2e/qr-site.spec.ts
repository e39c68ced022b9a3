/**
 * Jornada (e): /qr-site (SPEC §2.10). Título "QR Codes Oficiais", os cartões do site e do Instagram
 * com QR desenhado de verdade (nem em branco, nem borrão) e a faixa de estatísticas com um número.
 */
import { expect, test, type Locator } from './support/fixtures.ts';
import { esperarTexto, esperarUrl, visitar } from './support/navegacao.ts';
import { contraste, decodificarPng } from './support/png.ts';

/** Elementos gráficos grandes (≥ 120 px) do conteúdo: os QR (canvas, img ou svg). */
async function graficosGrandes(main: Locator): Promise<Locator[]> {
  const todos = main.locator('canvas, img, svg');
  const grandes: Locator[] = [];
  const n = await todos.count();
  for (let i = 0; i < n; i++) {
    const el = todos.nth(i);
    const caixa = await el.boundingBox();
    if (caixa && caixa.width >= 120 && caixa.height >= 120) grandes.push(el);
  }
  return grandes;
}

test('QR Codes Oficiais: dois QR desenhados e estatísticas', async ({ page, login }) => {
  await test.step('entra e abre /qr-site', async () => {
    await visitar(page, '/qr-site');
    await esperarUrl(page, '/login?next=%2Fqr-site');
    await login(page, 'usuario');
    await esperarUrl(page, '/qr-site');
    await esperarTexto(page.getByRole('heading', { level: 1 }), 'QR Codes Oficiais');
    await esperarTexto(page, 'Site Oficial da Escola');
    await esperarTexto(page, 'Instagram da Escola');
  });

  await test.step('dois QR desenhados (não em branco)', async () => {
    const main = page.locator('main');
    await expect
      .poll(async () => (await graficosGrandes(main)).length, { message: 'esperava 2 QR (canvas/img/svg ≥ 120 px)', timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    for (const [i, qr] of (await graficosGrandes(main)).slice(0, 2).entries()) {
      await qr.scrollIntoViewIfNeeded();
      const { escuros, claros } = contraste(decodificarPng(await qr.screenshot()));
      const emBranco = `o QR ${i + 1} parece em branco (escuros ${(escuros * 100).toFixed(0)}%, claros ${(claros * 100).toFixed(0)}%)`;
      expect(escuros, emBranco).toBeGreaterThanOrEqual(0.15);
      expect(claros, emBranco).toBeGreaterThanOrEqual(0.15);
    }
  });

  await test.step('faixa de estatísticas: "Acessos ao app" com um número', async () => {
    const rotulo = await esperarTexto(page, 'Acessos ao app');
    await expect(rotulo.locator('xpath=..'), 'a contagem de acessos não carregou').toContainText(/\d/, { timeout: 10_000 });
    await esperarTexto(page, 'Atualizado em');
  });
});
