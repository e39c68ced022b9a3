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

test('Dados da Instituição: o administrador troca o telefone e o Instagram; o rodapé e os QR Codes Oficiais mostram os novos', async ({ page, login }) => {
  await test.step('o administrador abre Dados da Instituição com os dados da demonstração', async () => {
    await visitar(page, '/admin/instituicao');
    await esperarUrl(page, '/login?next=%2Fadmin%2Finstituicao');
    await login(page, 'admin');
    await esperarUrl(page, '/admin/instituicao');
    await esperarTexto(page.getByRole('heading', { level: 1 }), 'Dados da Instituição');
    await expect(page.getByLabel('Telefone')).toHaveValue('(13) 0000-0000');
  });

  await test.step('telefone inválido é recusado com a mensagem do contrato, sem salvar', async () => {
    await page.getByLabel('Telefone').fill('3226');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await esperarTexto(page, 'Telefone inválido. Informe DDD + número, como (13) 3226-1234, ou um 0800.');
  });

  await test.step('salva o telefone e o Instagram novos; o rodapé muda na hora e depois de recarregar', async () => {
    await page.getByLabel('Telefone').fill('(13) 3226-1234');
    await page.getByLabel('Instagram').fill('https://www.instagram.com/escoladasaude.santos');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await esperarTexto(page, 'Dados da instituição salvos.');
    const rodape = page.locator('footer');
    await expect(rodape.getByRole('link', { name: '(13) 3226-1234' })).toHaveAttribute('href', 'tel:+551332261234');
    await page.reload();
    await expect(page.locator('footer').getByRole('link', { name: '(13) 3226-1234' })).toBeVisible({ timeout: 15_000 });
  });

  await test.step('o QR Code Oficial do Instagram leva ao endereço configurado', async () => {
    await visitar(page, '/qr-site');
    const cartao = page.getByRole('region', { name: 'Instagram da Escola' });
    await expect(cartao.getByRole('link', { name: /Abrir Instagram em nova aba/ })).toHaveAttribute('href', 'https://www.instagram.com/escoladasaude.santos');
    await expect(page.locator('footer').getByRole('link', { name: '(13) 3226-1234' })).toBeVisible();
  });
});
