/**
 * Jornada dos relatórios customizados (issue 21): a administração monta um relatório de inscrições (algumas
 * colunas, o filtro de situação e o de pessoa), vê a prévia, salva a definição, exporta o XLSX e o teste abre
 * o arquivo baixado (ZIP → planilha) e encontra as linhas esperadas, com o CPF mascarado; depois filtra por um
 * evento escolhido pelo nome; axe na página.
 * Dados: a participante de demonstração tem inscrições confirmadas (semente de eventos).
 */
import fs from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { CONTAS } from './support/dados.ts';
import { expect, test } from './support/fixtures.ts';
import { campo, esperarUrl, visitar } from './support/navegacao.ts';
import { checarPagina } from './support/verificacao.ts';

const NOME = `Inscrições da Úrsula ${Date.now().toString(36)}`;
/** CPF da participante de demonstração (39053344705), mascarado. */
const CPF_MASCARADO = '***.533.447-**';

test('a administração monta, vê a prévia, salva e exporta o XLSX de um relatório de inscrições', async ({ page, login }) => {
  test.setTimeout(120_000);
  await visitar(page, '/relatorios-customizados');
  await login(page, 'admin');
  await esperarUrl(page, '/relatorios-customizados');
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios Customizados' })).toBeVisible();
  await checarPagina(page, 'vazio');

  await test.step('monta: inscrições, colunas e filtros', async () => {
    await campo(page, 'Sobre o que é o relatório').selectOption({ label: 'Inscrições' });
    await page.getByRole('checkbox', { name: /^CPF/ }).check();
    await page.getByRole('checkbox', { name: 'Turma', exact: true }).uncheck();
    await page.getByRole('button', { name: 'Adicionar filtro' }).click();
    const situacao = page.getByRole('listitem', { name: 'Filtro 1' });
    await campo(situacao, 'Valor').selectOption({ label: 'Confirmada' });
    await page.getByRole('button', { name: 'Adicionar filtro' }).click();
    const pessoa = page.getByRole('listitem', { name: 'Filtro 2' });
    await campo(pessoa, 'Campo').selectOption({ label: 'Pessoa' });
    await campo(pessoa, 'Condição').selectOption({ label: 'contém' });
    await campo(pessoa, 'Texto').fill('Úrsula');
  });

  let linhasNaPrevia = 0;
  await test.step('prévia: só as inscrições confirmadas da participante, CPF mascarado', async () => {
    await page.getByRole('button', { name: 'Ver prévia' }).click();
    const tabela = page.getByRole('region', { name: /^Prévia/ }).getByRole('table');
    await expect(tabela).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /linhas? no relatório/ })).toBeVisible();
    const cabecalho = await tabela.getByRole('columnheader').allTextContents();
    expect(cabecalho).toEqual(['Pessoa', 'CPF', 'Evento', 'Situação', 'Inscrita em']);
    const linhas = tabela.locator('tbody tr');
    linhasNaPrevia = await linhas.count();
    expect(linhasNaPrevia).toBeGreaterThan(0);
    for (let i = 0; i < linhasNaPrevia; i++) {
      await expect(linhas.nth(i)).toContainText(CONTAS.usuario.nome);
      await expect(linhas.nth(i)).toContainText(CPF_MASCARADO);
      await expect(linhas.nth(i)).toContainText('Confirmada');
    }
    expect(decodeURIComponent(new URL(page.url()).search)).toContain('"operador":"contem"');
    await checarPagina(page, 'prévia');
  });

  await test.step('salva a definição e ela aparece na lista', async () => {
    await page.getByRole('button', { name: 'Salvar relatório' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Salvar relatório' });
    await campo(dialogo, /Nome do relatório/).fill(NOME);
    await dialogo.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(dialogo).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: NOME })).toContainText('Inscrições');
    await expect(page.getByRole('button', { name: 'Salvar alterações' })).toBeVisible();
  });

  await test.step('exporta o XLSX e o arquivo tem as linhas esperadas', async () => {
    const baixou = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar XLSX' }).click();
    const download = await baixou;
    expect(download.suggestedFilename()).toMatch(/^relatorio-inscricoes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const arquivos = unzipSync(new Uint8Array(await fs.readFile(await download.path())));
    const folha = strFromU8(arquivos['xl/worksheets/sheet1.xml']!);
    const linhas = [...folha.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)].map((m) => [...m[2]!.matchAll(/<t xml:space="preserve">(.*?)<\/t>/g)].map((t) => t[1]));
    expect(linhas[0]).toEqual(['Pessoa', 'CPF', 'Evento', 'Situação', 'Inscrita em']);
    expect(linhas.length - 1).toBe(linhasNaPrevia);
    for (const l of linhas.slice(1)) expect([l[0], l[1], l[3]]).toEqual([CONTAS.usuario.nome, CPF_MASCARADO, 'Confirmada']);
    // a data sai como data de verdade (número de série com o estilo dd/mm/yyyy)
    expect(folha).toMatch(/<c r="E2" s="2"><v>\d{5}<\/v><\/c>/);
    expect(strFromU8(arquivos['xl/styles.xml']!)).toContain('formatCode="dd/mm/yyyy"');
  });

  await test.step('filtro de evento escolhido pelo nome (busca), não pelo código: a prévia fica só com ele', async () => {
    const tabela = page.getByRole('region', { name: /^Prévia/ }).getByRole('table');
    const evento = (await tabela.locator('tbody tr').first().locator('td').nth(2).textContent())!.trim();
    await page.getByRole('button', { name: 'Adicionar filtro' }).click();
    const filtro = page.getByRole('listitem', { name: 'Filtro 3' });
    await campo(filtro, 'Campo').selectOption({ label: 'Evento' });
    await campo(filtro, 'Buscar evento').fill(evento.slice(0, 20));
    const escolha = filtro.getByRole('combobox', { name: 'Evento', exact: true });
    await expect(escolha.locator('option', { hasText: evento })).toHaveCount(1);
    await escolha.selectOption({ label: (await escolha.locator('option', { hasText: evento }).textContent())! });
    await page.getByRole('button', { name: 'Ver prévia' }).click();
    await expect(page.getByRole('status').filter({ hasText: /linhas? no relatório/ })).toBeVisible();
    const linhas = tabela.locator('tbody tr');
    await expect(linhas.first()).toContainText(evento);
    for (let i = 0; i < (await linhas.count()); i++) await expect(linhas.nth(i).locator('td').nth(2)).toHaveText(evento);
    expect(decodeURIComponent(new URL(page.url()).search)).toMatch(/"campo":"evento","operador":"igual","valor":\d+/);
    await checarPagina(page, 'filtro de evento');
  });
});
