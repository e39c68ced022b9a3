/**
 * Jornada das chamadas de trabalhos (issue 20, primeira metade): a administração cria e publica uma chamada
 * com o modelo de banner; a participante abre /submissoes, baixa o modelo, escreve o trabalho (rascunho,
 * pôster, envio) e a administração o vê em /admin/chamadas/:id/submissoes.
 */
import fs from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import { campo, esperarTexto, esperarUrl, visitar } from './support/navegacao.ts';
import { checarPagina } from './support/verificacao.ts';
import { diaEHoraDaqui } from './support/datas.ts';

const TITULO_CHAMADA = `Mostra de Experiências — jornada ${Date.now().toString(36)}`;
const TITULO_TRABALHO = 'Grupo de caminhada com hipertensos na UBS';

const daquiA = (dias: number) => diaEHoraDaqui(dias);
const MES_PASSADO = (() => {
  const d = new Date();
  d.setMonth(d.getMonth() - 1);
  return d.toISOString().slice(0, 7);
})();

/** Um PDF mínimo (o servidor confere o tipo pelo conteúdo: começa com %PDF-). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
/** Um PNG mínimo (a assinatura de 8 bytes e um cabeçalho). */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

test('a administração publica uma chamada com modelo, a participante envia um trabalho com pôster e a administração o vê', async ({ page, login, novaPagina }) => {
  test.setTimeout(170_000);
  const admin = page;
  let chamadaUrl = '';

  await test.step('Criar Submissão de Trabalho: a chamada inteira, criada e publicada de uma vez', async () => {
    await visitar(admin, '/admin/chamadas/new');
    await login(admin, 'admin');
    await esperarUrl(admin, '/admin/chamadas/new');
    await expect(admin.getByRole('heading', { level: 1, name: 'Criar Submissão de Trabalho' })).toBeVisible();
    await campo(admin, 'Título da chamada').fill(TITULO_CHAMADA);
    await campo(admin, 'Descrição e normas (edital)').fill('## Regras\n\nRelatos de **experiência** da rede.\n\n- até 2 coautores\n- pôster opcional');
    await campo(admin, 'Experiências a partir de').fill('2024-01');
    await campo(admin, 'Experiências até').fill(MES_PASSADO);
    await campo(admin, 'Prazo final de submissão').fill(daquiA(20));
    await campo(admin, 'Máximo de coautores').fill('2');
    await campo(admin, 'Código').fill('APS');
    await admin.locator('#chamada-linhas-0-nome').fill('Atenção Primária');
    await admin.locator('#chamada-criterios-0-titulo').fill('Relevância para o SUS');
    await admin.getByRole('button', { name: 'Criar e publicar' }).click();
    await esperarUrl(admin, /^\/admin\/chamadas\/\d+$/);
    chamadaUrl = new URL(admin.url()).pathname;
    await expect(admin.getByRole('heading', { level: 1, name: TITULO_CHAMADA })).toBeVisible();
    await expect(admin.getByText('Publicada', { exact: true })).toBeVisible();
  });

  await test.step('envia o modelo de banner (PDF) pelo campo do modelo, com a conferência no navegador', async () => {
    const grupo = admin.getByRole('group', { name: 'Modelo de banner' });
    // primeiro um tipo que não vale: a mensagem aparece e nada sobe
    await grupo.locator('input[type="file"]').setInputFiles({ name: 'modelo.docx', mimeType: 'application/msword', buffer: PDF });
    await expect(grupo.getByRole('alert')).toHaveText('Envie um arquivo PPTX, PPT ou PDF.');
    await grupo.locator('input[type="file"]').setInputFiles({ name: 'Modelo de banner da jornada.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(grupo.getByText('Modelo de banner da jornada.pdf')).toBeVisible();
    await expect(grupo.getByRole('button', { name: 'Trocar arquivo (Modelo de banner)' })).toBeVisible();
  });

  const participante = await novaPagina();
  await test.step('Submissão de Trabalhos: a chamada nova, o edital e o modelo para baixar', async () => {
    await visitar(participante, '/submissoes');
    await login(participante, 'usuario');
    await esperarUrl(participante, '/submissoes');
    const cartao = participante.getByRole('article', { name: TITULO_CHAMADA });
    await expect(cartao).toContainText('Dentro do prazo');
    const baixou = participante.waitForEvent('download');
    await cartao.getByRole('button', { name: /^Modelo de banner/ }).click();
    const download = await baixou;
    expect(download.suggestedFilename()).toBe('Modelo de banner da jornada.pdf');
    expect((await fs.readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await cartao.getByRole('button', { name: /^Ver edital/ }).click();
    const edital = participante.getByRole('dialog', { name: TITULO_CHAMADA });
    await expect(edital.getByRole('heading', { name: 'Regras' })).toBeVisible();
    await checarPagina(participante, 'edital aberto');
    await edital.getByRole('button', { name: 'Submeter trabalho' }).click();
    await esperarUrl(participante, /^\/submissoes\?chamada=\d+$/);
  });

  await test.step('escreve o trabalho: enviar incompleto mostra o que falta; o rascunho salva e libera o pôster', async () => {
    await expect(participante.getByRole('heading', { level: 2, name: 'Novo trabalho' })).toBeFocused();
    await participante.getByRole('button', { name: 'Enviar trabalho' }).click();
    await esperarTexto(participante, 'Informe o título do trabalho.');
    await campo(participante, 'Título do trabalho').fill(TITULO_TRABALHO);
    await expect(participante.getByText(`${TITULO_TRABALHO.length} / 100`)).toBeVisible();
    await campo(participante, 'Início da experiência').selectOption({ index: 1 });
    await campo(participante, 'Linha temática').selectOption({ label: 'APS — Atenção Primária' });
    for (const secao of ['Introdução', 'Objetivos', 'Método', 'Resultados', 'Considerações finais']) {
      await campo(participante, new RegExp(`^${secao}`)).fill(`${secao} do relato sobre o grupo de caminhada.`);
    }
    await participante.getByRole('button', { name: 'Adicionar coautor' }).click();
    await campo(participante, 'Nome completo').fill('Bianca Enfermeira Costa');
    await campo(participante, 'E-mail').fill('bianca.costa@exemplo.gov.br');
    await participante.getByRole('button', { name: 'Salvar rascunho' }).click();
    await esperarUrl(participante, /^\/submissoes\?trabalho=\d+$/);
    const poster = participante.getByRole('group', { name: 'Pôster' });
    await poster.locator('input[type="file"]').setInputFiles({ name: 'Pôster da caminhada.png', mimeType: 'image/png', buffer: PNG });
    await expect(poster.getByText('Pôster da caminhada.png')).toBeVisible();
    await expect(poster.getByRole('status')).toHaveText('Pôster enviado.');
    await checarPagina(participante, 'editor do trabalho');
  });

  await test.step('envia: volta para a lista com o trabalho "Submetido", com pôster', async () => {
    await participante.getByRole('button', { name: 'Enviar trabalho' }).click();
    await esperarUrl(participante, '/submissoes');
    const cartao = participante.getByRole('article', { name: TITULO_TRABALHO });
    await expect(cartao).toContainText('Submetido');
    await expect(cartao).toContainText('com pôster');
    await expect(cartao).toContainText('1 coautor');
  });

  await test.step('a administração vê o trabalho em /admin/chamadas/:id/submissoes e o abre com o pôster', async () => {
    await visitar(admin, `${chamadaUrl}/submissoes`);
    await esperarUrl(admin, `${chamadaUrl}/submissoes`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Submissões da chamada' })).toBeVisible();
    await esperarTexto(admin, '1 trabalho nesta seleção.');
    const linha = admin.getByRole('row').filter({ hasText: TITULO_TRABALHO });
    await expect(linha).toContainText('Submetido');
    await expect(linha).toContainText('Pôster');
    await linha.getByRole('button', { name: TITULO_TRABALHO }).click();
    const dialogo = admin.getByRole('dialog', { name: TITULO_TRABALHO });
    await expect(dialogo).toContainText('Bianca Enfermeira Costa');
    await checarPagina(admin, 'trabalho aberto');
    const baixou = admin.waitForEvent('download');
    await dialogo.getByRole('button', { name: 'Baixar Pôster' }).click();
    expect((await baixou).suggestedFilename()).toMatch(/\.png$/);
  });
});
