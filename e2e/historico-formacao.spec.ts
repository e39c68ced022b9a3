/**
 * Jornada do histórico de formação (issue 21): a participante de demonstração abre o painel (horas por
 * ano dos dois cursos concluídos), baixa o histórico em PDF, o teste lê o QR do arquivo baixado e abre o
 * endereço dele numa página sem sessão: a validação pública mostra a participante, os cursos e os totais
 * (axe em cada página).
 */
import fs from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import { esperarUrl, visitar } from './support/navegacao.ts';
import { lerPdfComQr } from './support/pdf-qr.ts';
import { checarPagina } from './support/verificacao.ts';

const PARTICIPANTE = 'Úrsula Usuária Santos';

test('a participante baixa o histórico de formação e ele é validado publicamente pelo QR', async ({ page, login, novaPagina }) => {
  test.setTimeout(150_000);
  let url = '';

  await test.step('o painel mostra os blocos e as horas por ano', async () => {
    await visitar(page, '/usuario/dashboard');
    await login(page, 'usuario');
    await esperarUrl(page, '/usuario/dashboard');
    await expect(page.getByRole('region', { name: 'Próximos encontros' })).toBeVisible();
    const horas = page.getByRole('region', { name: 'Horas de formação por ano' });
    await expect(horas).toContainText('Total:');
    await expect(horas).toContainText('2 cursos');
    await expect(page.getByRole('region', { name: 'Testes e avaliações pendentes' })).toContainText('Seminário de Vigilância em Saúde');
    await checarPagina(page, 'painel do usuário');
  });

  await test.step('"Baixar histórico de formação" baixa um PDF com o QR da validação', async () => {
    const baixou = page.waitForEvent('download');
    await page.getByRole('region', { name: 'Certificados' }).getByRole('button', { name: 'Baixar histórico de formação' }).click();
    const download = await baixou;
    expect(download.suggestedFilename()).toMatch(/^historico-de-formacao-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\.pdf$/);
    const bytes = await fs.readFile(await download.path());
    const pdf = await lerPdfComQr(new Uint8Array(bytes));
    expect(pdf.qr).toMatch(/\/validar-historico\?codigo=[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    url = pdf.qr!;
    expect(download.suggestedFilename()).toContain(url.split('codigo=')[1]!);
  });

  await test.step('o endereço do QR, sem sessão, valida o histórico', async () => {
    const publico = await novaPagina();
    const destino = new URL(url);
    await visitar(publico, `${destino.pathname}${destino.search}`);
    await expect(publico.getByRole('heading', { level: 1, name: 'Validar histórico de formação' })).toBeVisible();
    const resultado = publico.getByRole('region', { name: 'Histórico de formação autêntico' });
    await expect(resultado).toContainText(PARTICIPANTE);
    await expect(resultado).toContainText('Curso de Imunização na Sala de Vacina');
    await expect(resultado).toContainText('Oficina de Aleitamento Materno');
    await expect(resultado).toContainText('Total geral:');
    await expect(resultado.getByRole('table').getByText('Válido hoje')).toHaveCount(2);
    await checarPagina(publico, 'validação do histórico');
  });

  await test.step('um código desconhecido diz que não encontrou, sem erro', async () => {
    await visitar(page, '/validar-historico?codigo=ZZZZ-ZZZZ-ZZZZ');
    await expect(page.getByRole('region', { name: 'Histórico não encontrado' })).toContainText('Nenhum histórico de formação com este código');
  });
});
