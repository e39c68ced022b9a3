/**
 * Jornada (e): /qr-site (SPEC §2.10). Título "QR Codes Oficiais", os cartões do site e do Instagram
 * com QR desenhado de verdade (nem em branco, nem borrão) e a faixa de estatísticas com um número.
 */
import type { Locator } from 'playwright-core';
import { contraste, decodificarPng } from './png.ts';
import { CONTAS, esperarTexto, esperarUrl, login, SENHA_DEMO, visitar, type Jornada } from './helpers.ts';

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

const jornada: Jornada = {
  nome: 'QR Codes Oficiais: dois QR desenhados e estatísticas',
  async run(ctx) {
    const { page } = ctx;
    ctx.passo('entra e abre /qr-site');
    await visitar(ctx, page, '/qr-site');
    await esperarUrl(ctx, page, '/login?next=%2Fqr-site');
    await login(ctx, page, CONTAS.usuario.email, SENHA_DEMO);
    await esperarUrl(ctx, page, '/qr-site');
    await esperarTexto(page.getByRole('heading', { level: 1 }), 'QR Codes Oficiais');
    await esperarTexto(page, 'Site Oficial da Escola');
    await esperarTexto(page, 'Instagram da Escola');

    ctx.passo('dois QR desenhados (não em branco)');
    const main = page.locator('main');
    const limite = Date.now() + 10_000;
    let qrs = await graficosGrandes(main);
    while (qrs.length < 2 && Date.now() < limite) {
      await page.waitForTimeout(200);
      qrs = await graficosGrandes(main);
    }
    if (qrs.length < 2) throw new Error(`esperava 2 QR (canvas/img/svg ≥ 120 px), achei ${qrs.length}`);
    for (const [i, qr] of qrs.slice(0, 2).entries()) {
      await qr.scrollIntoViewIfNeeded();
      const { escuros, claros } = contraste(decodificarPng(await qr.screenshot()));
      if (escuros < 0.15 || claros < 0.15) {
        throw new Error(`o QR ${i + 1} parece em branco (escuros ${(escuros * 100).toFixed(0)}%, claros ${(claros * 100).toFixed(0)}%)`);
      }
    }

    ctx.passo('faixa de estatísticas: "Acessos ao app" com um número');
    const rotulo = await esperarTexto(page, 'Acessos ao app');
    const faixa = rotulo.locator('xpath=..');
    const limiteN = Date.now() + 10_000;
    let texto = await faixa.innerText();
    while (!/\d/.test(texto) && Date.now() < limiteN) {
      await page.waitForTimeout(200);
      texto = await faixa.innerText();
    }
    if (!/\d/.test(texto)) throw new Error(`a contagem de acessos não carregou (mostra "${texto.replace(/\s+/g, ' ')}")`);
    await esperarTexto(page, 'Atualizado em');
  },
};
export default jornada;
