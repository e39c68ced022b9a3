/**
 * Jornada dos painéis da administração (issue 21): o administrador abre /administrador (pendências e a
 * trilha de auditoria pesquisável), abre /dashboard-analitico, filtra por ano e tipo, abre as linhas por trás
 * de um número (pelo total e pela barra do gráfico); axe nas duas páginas (no fim, pelas fixtures) e capturas
 * a 390 e 1280 px, claro e escuro.
 */
import { expect, test, type Page } from './support/fixtures.ts';
import { checarPagina } from './support/verificacao.ts';
import { esperarUrl, visitar } from './support/navegacao.ts';

const ANO = String(new Date().getFullYear());

async function capturar(page: Page, nome: string): Promise<void> {
  const pasta = process.env.CAPTURAS_DIR;
  if (!pasta) return;
  for (const tema of ['light', 'dark'] as const) {
    for (const [largura, altura] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width: largura, height: altura });
      // a chave do tema (src/web/lib/sessao.ts) e o evento que a barra observa (src/web/lib/use-tema.ts)
      await page.evaluate(
        `localStorage.setItem('theme', '${tema}'); document.documentElement.classList.toggle('dark', ${tema === 'dark'}); window.dispatchEvent(new Event('tema:mudou'));`,
      );
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${pasta}/${nome}-${largura}-${tema}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('administrador: pendências e trilha em /administrador; indicadores filtrados e o detalhe de um número', async ({ page, login }) => {
  test.setTimeout(150_000);

  await test.step('abre /administrador e vê as pendências', async () => {
    await visitar(page, '/administrador');
    await login(page, 'admin');
    await esperarUrl(page, '/administrador');
    await expect(page.getByRole('heading', { level: 1, name: 'Painel do Administrador' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Pedidos de sala/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Decidir pedidos de sala/ })).toHaveAttribute('href', '/admin/reservas-salas');
    await expect(page.getByRole('link', { name: /Analisar solicitações/ })).toHaveAttribute('href', '/admin/solicitacoes-curso');
    await expect(page.getByRole('link', { name: /Decidir trabalhos/ })).toHaveAttribute('href', '/admin/submissoes');
  });

  await test.step('pesquisa a trilha de auditoria (o filtro vai para o endereço)', async () => {
    const trilha = page.getByRole('region', { name: 'Trilha de auditoria' });
    await expect(trilha.getByRole('status')).toContainText(/entrada|Nenhuma/);
    await trilha.getByLabel('Buscar por ação, alvo ou pessoa').fill('zzz-nada-assim');
    await expect(trilha.getByText('Nenhuma entrada com estes filtros.')).toBeVisible();
    await esperarUrl(page, '/administrador?busca=zzz-nada-assim');
    await trilha.getByRole('button', { name: 'Limpar', exact: true }).click();
    await esperarUrl(page, '/administrador');
    await checarPagina(page, 'administrador');
    await capturar(page, 'administrador');
  });

  await test.step('abre /dashboard-analitico e filtra por ano e tipo', async () => {
    await page.getByRole('main').getByRole('link', { name: /Dashboard Administrador/ }).click();
    await esperarUrl(page, '/dashboard-analitico');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Administrador' })).toBeVisible();
    const totais = page.getByRole('list', { name: 'Totais do período' });
    await expect(totais).toBeVisible();
    await page.getByLabel('Ano', { exact: true }).selectOption(ANO);
    await page.getByLabel('Tipo de evento', { exact: true }).selectOption('Curso');
    await esperarUrl(page, `/dashboard-analitico?ano=${ANO}&tipo=Curso`);
    await expect(page.getByRole('heading', { name: `Totais de ${ANO}` })).toBeVisible();
  });

  await test.step('o total de inscrições abre as linhas por trás dele', async () => {
    await page.getByRole('button', { name: /^Inscrições confirmadas: / }).click();
    const dialogo = page.getByRole('dialog', { name: `Inscrições confirmadas — ${ANO}` });
    await expect(dialogo).toBeVisible();
    await expect(dialogo.getByRole('table').or(dialogo.getByText('Nenhuma linha neste recorte.'))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialogo).toHaveCount(0);
  });

  await test.step('a barra do gráfico (e a linha da tabela equivalente) abre o detalhe', async () => {
    await page.getByLabel('Tipo de evento', { exact: true }).selectOption('');
    await page.getByLabel('Ano', { exact: true }).selectOption('');
    await esperarUrl(page, '/dashboard-analitico?ano=todos');
    const grafico = page.getByRole('region', { name: 'Inscrições por tipo de evento' });
    const canvas = grafico.locator('canvas');
    await expect(canvas).toBeVisible();
    // clique no meio da primeira barra (a maior: o gráfico é horizontal e ordenado)
    const caixa = (await canvas.boundingBox())!;
    await canvas.click({ position: { x: caixa.width * 0.3, y: 28 } });
    const dialogo = page.getByRole('dialog', { name: /^Inscrições — / });
    await expect(dialogo).toBeVisible();
    await expect(dialogo.getByRole('row')).not.toHaveCount(0);
    await page.keyboard.press('Escape');
    await grafico.getByText('Ver os dados em tabela').click();
    await grafico.getByRole('button', { name: /^Ver linhas de / }).first().click();
    await expect(page.getByRole('dialog', { name: /^Inscrições — / })).toBeVisible();
    await page.keyboard.press('Escape');
    await checarPagina(page, 'dashboard-analitico');
    await capturar(page, 'dashboard-analitico');
  });
});
