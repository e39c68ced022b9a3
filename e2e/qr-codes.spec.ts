/**
 * Jornada do issue 7 (SPEC §2.9): a administração abre os QR Codes de Presença por Turma, gera o PDF de
 * uma turma da demonstração, e o QR dentro do PDF (lido no Node com pdf-lib + zlib + jsQR) leva a
 * `/presenca?turma=<id>` desta origem. Depois, o QR ao vivo de uma turma com encontro hoje, no celular, e
 * uma turma que acabou há um ano, que o período "Todas as turmas" alcança (issue 19).
 */
import fs from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import { CELULAR } from './support/dados.ts';
import { esperarTexto, esperarUrl, larguraDaPagina, visitar } from './support/navegacao.ts';
import { lerPdfComQr } from './support/pdf-qr.ts';
import { turmaDeUmAnoAtras } from './support/presenca.ts';

test('administração gera o PDF do QR de uma turma e o QR leva à confirmação de presença', async ({ page, login, baseURL }) => {
  await test.step('entra e abre /admin/qr-codes', async () => {
    await visitar(page, '/admin/qr-codes');
    await login(page, 'admin');
    await esperarUrl(page, '/admin/qr-codes');
    await esperarTexto(page.getByRole('heading', { level: 1 }), 'QR Codes de Presença por Turma');
  });

  const cartao = page.getByRole('region', { name: 'Oficina de Primeiros Socorros' });
  await test.step('busca o evento da demonstração', async () => {
    await page.getByRole('searchbox', { name: 'Buscar por evento, turma ou instrutor' }).fill('primeiros socorros');
    await expect(page.getByText(/^1 evento\(s\) • 1 turma\(s\)$/)).toBeVisible();
    await expect(cartao).toContainText('1 turma');
  });

  // o id vem da lista (atalho do QR ao vivo), não do PDF: o PDF é que precisa bater com ele
  const href = await cartao.getByRole('link', { name: 'QR ao vivo de Turma única' }).getAttribute('href');
  const turmaId = /^\/turmas\/presencas\/(\d+)\/ao-vivo$/.exec(href ?? '')?.[1];
  expect(turmaId, `atalho do QR ao vivo inesperado: ${href}`).toBeTruthy();

  await test.step('"Gerar PDF" baixa qr_presenca_turma_{id}.pdf', async () => {
    const baixou = page.waitForEvent('download');
    await cartao.getByRole('button', { name: 'Gerar PDF de Turma única' }).click();
    const download = await baixou;
    expect(download.suggestedFilename()).toBe(`qr_presenca_turma_${turmaId}.pdf`);
    await esperarTexto(page, 'QR Code gerado!');
    await expect(cartao.getByRole('button', { name: 'Gerar PDF de Turma única' })).toBeEnabled();

    const pdf = await lerPdfComQr(new Uint8Array(await fs.readFile(await download.path())));
    expect(pdf.paginas).toBe(1);
    expect(pdf.largura, 'A4 deitado').toBeGreaterThan(pdf.altura);
    expect(pdf.largura).toBeCloseTo(841.89, 0);
    expect(pdf.imagens).toBe(1);
    expect(pdf.qr, 'o QR do PDF não decodificou').not.toBeNull();
    expect(pdf.qr!.endsWith(`/presenca?turma=${turmaId}`)).toBe(true);
    expect(pdf.qr).toBe(`${new URL(baseURL!).origin}/presenca?turma=${turmaId}`);
  });
});

test('QR ao vivo no celular: código para digitar, presentes de hoje e a exigência do QR ao vivo', async ({ novaPagina, login }) => {
  const page = await novaPagina({ viewport: CELULAR });
  await visitar(page, '/admin/qr-codes');
  await login(page, 'admin');
  await esperarUrl(page, '/admin/qr-codes');
  await expect(page.getByText(/^\d+ evento\(s\) • \d+ turma\(s\)$/)).toBeVisible();
  expect(await larguraDaPagina(page), 'a lista não pode rolar de lado em 390 px').toBeLessThanOrEqual(CELULAR.width);
  await page.getByRole('searchbox', { name: 'Buscar por evento, turma ou instrutor' }).fill('Saúde Mental no Trabalho');
  await page.getByRole('link', { name: 'QR ao vivo de Sessão aberta' }).click();
  await esperarUrl(page, /^\/turmas\/presencas\/\d+\/ao-vivo$/);
  const turmaId = /\/turmas\/presencas\/(\d+)\/ao-vivo/.exec(page.url())![1]!;

  await expect(page.getByText(new RegExp(`^${turmaId}-\\d{6}$`))).toBeVisible();
  await expect(page.getByText('Sem câmera? Abra Escanear › Digitar código e informe o código acima.')).toBeVisible();
  await expect(page.getByRole('img', { name: /QR Code de presença da turma Sessão aberta/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ de \d+ inscritos presentes hoje/ })).toBeVisible();
  expect(await larguraDaPagina(page), 'a página não pode rolar de lado em 390 px').toBeLessThanOrEqual(CELULAR.width);

  const interruptor = page.getByRole('switch', { name: 'Exigir QR ao vivo nesta turma' });
  await expect(interruptor).toHaveAttribute('aria-checked', 'false');
  await interruptor.click();
  await expect(interruptor).toHaveAttribute('aria-checked', 'true');
  await esperarTexto(page, 'Pronto: esta turma agora exige o QR ao vivo.');
  // devolve a demonstração como estava (o banco do worker é compartilhado entre as jornadas dele)
  await interruptor.click();
  await expect(interruptor).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('link', { name: 'Lista de presença da turma' })).toHaveAttribute('href', `/turmas/presencas/${turmaId}`);
});

test('uma turma que acabou há um ano aparece com o período "Todas as turmas"', async ({ page, login, request }) => {
  const titulo = `Curso Antigo ${Date.now()}`;
  const turmaId = await turmaDeUmAnoAtras(request, titulo);
  await visitar(page, '/admin/qr-codes');
  await login(page, 'admin');
  await esperarUrl(page, '/admin/qr-codes');
  await expect(page.getByText(/^\d+ evento\(s\) • \d+ turma\(s\)$/)).toBeVisible();
  const periodo = page.getByRole('combobox', { name: 'Período das turmas' });
  await expect(periodo).toHaveValue('recentes');
  await expect(page.getByText(/Mostrando as turmas programadas, em andamento e as encerradas há até 60 dias/)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar por evento, turma ou instrutor' }).fill(titulo);
  await expect(page.getByText('Nenhum evento com turmas encontrado.')).toBeVisible();
  await page.getByRole('button', { name: 'Buscar em todas as turmas' }).click();
  await expect(periodo).toHaveValue('todas');
  const cartao = page.getByRole('region', { name: titulo });
  await expect(cartao.getByRole('heading', { name: 'Turma do ano passado' })).toBeVisible();
  await expect(cartao.getByRole('link', { name: 'QR ao vivo de Turma do ano passado' })).toHaveAttribute('href', `/turmas/presencas/${turmaId}/ao-vivo`);
  await expect(page.getByText(/^1 evento\(s\) • 1 turma\(s\)$/)).toBeVisible();
});

