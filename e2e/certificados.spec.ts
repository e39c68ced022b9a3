/**
 * Jornada dos certificados (issue 9): a validação pública (sem login, sem barra de navegação) diz
 * "não encontrado" para um código desconhecido e recusa o formato errado sem consultar; a participante
 * confere o próprio certificado pela página pública; a administração cancela e a validação passa a dizer
 * "cancelado" (com a data; o motivo fica só na gestão).
 */
import { expect, test } from './support/fixtures.ts';
import { campo, esperarTexto, esperarUrl, visitar } from './support/navegacao.ts';

const GABRIELA = { identificador: 'participante6@escola.demo', senha: 'Escola@2026', nome: 'Gabriela Isidoro Lopes' };
const SEMINARIO = 'Seminário de Vigilância em Saúde';

test('validação pública: código desconhecido, formato inválido e página sem barra de navegação (axe)', async ({ page }) => {
  await test.step('abre /validar-certificado sem login, sem a barra de navegação', async () => {
    await visitar(page, '/validar-certificado');
    await esperarUrl(page, '/validar-certificado');
    await expect(page.getByRole('heading', { level: 1, name: 'Validar certificado' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toHaveCount(0);
  });

  await test.step('formato inválido: o erro no campo', async () => {
    await campo(page, 'Código de validação').fill('abc-123');
    await page.getByRole('button', { name: 'Validar' }).click();
    await esperarTexto(page, 'Código de validação em formato inválido. Ele tem 12 letras e números, como 7KQ2-M9XD-4RTA.');
    await expect(page).toHaveURL(/\/validar-certificado$/);
  });

  await test.step('código desconhecido (minúsculas, sem hífens): "Certificado não encontrado"', async () => {
    await campo(page, 'Código de validação').fill('zzzzzzzzzzzz');
    await page.getByRole('button', { name: 'Validar' }).click();
    await esperarUrl(page, '/validar-certificado?codigo=ZZZZ-ZZZZ-ZZZZ');
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado não encontrado' })).toBeVisible();
    await esperarTexto(page, /Nenhum certificado com este código/);
  });

  await test.step('/validar com ?codigo= (o QR) valida na hora', async () => {
    await visitar(page, '/validar?codigo=zzzz-zzzz-zzzz');
    await esperarUrl(page, '/validar?codigo=zzzz-zzzz-zzzz');
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado não encontrado' })).toBeVisible();
  });
});

test('a participante confere o próprio certificado; a administração cancela, envia a turma por e-mail e a validação diz "cancelado"', async ({ page, login, novaPagina }) => {
  test.setTimeout(120_000);
  let codigo = '';

  await test.step('Meus certificados: o cartão do seminário e "Conferir validação"', async () => {
    await visitar(page, '/certificados');
    await login(page, GABRIELA);
    await esperarUrl(page, '/certificados');
    const cartao = page.getByRole('article', { name: SEMINARIO });
    await expect(cartao).toContainText('Válido');
    await expect(cartao).toContainText('8 horas');
    await expect(cartao.getByRole('button', { name: 'Baixar PDF' })).toBeVisible();
    const href = await cartao.getByRole('link', { name: 'Conferir validação' }).getAttribute('href');
    codigo = decodeURIComponent(href!.split('codigo=')[1]!);
    await cartao.getByRole('link', { name: 'Conferir validação' }).click();
    await esperarUrl(page, `/validar-certificado?codigo=${codigo}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado válido' })).toBeVisible();
    await esperarTexto(page, GABRIELA.nome);
  });

  const admin = await novaPagina();
  await test.step('Gestão de Certificados: busca pelo nome e cancela com motivo', async () => {
    await visitar(admin, '/gestao-certificados?aba=certificados');
    await login(admin, 'admin');
    await esperarUrl(admin, '/gestao-certificados?aba=certificados');
    await admin.getByRole('searchbox', { name: 'Buscar' }).fill('Gabriela');
    await esperarUrl(admin, '/gestao-certificados?aba=certificados&busca=Gabriela');
    await admin.getByRole('button', { name: /^Cancelar — Gabriela Isidoro Lopes/ }).click();
    const dialogo = admin.getByRole('dialog', { name: 'Cancelar certificado?' });
    await dialogo.getByRole('button', { name: 'Cancelar certificado' }).click();
    await expect(dialogo).toContainText('Informe o motivo (5 a 2000 caracteres).');
    await dialogo.getByRole('textbox', { name: 'Motivo' }).fill('Emitido com o nome errado.');
    await dialogo.getByRole('button', { name: 'Cancelar certificado' }).click();
    await expect(dialogo).toHaveCount(0);
    await expect(admin.getByRole('row', { name: /Gabriela Isidoro Lopes/ })).toContainText('Cancelado');
  });

  await test.step('a turma na gestão: pessoas, o certificado cancelado e o envio de todos por e-mail até o fim', async () => {
    await visitar(admin, '/gestao-certificados');
    await esperarUrl(admin, '/gestao-certificados');
    await admin.getByRole('button', { name: `Ver pessoas — ${SEMINARIO} — Turma 1` }).click();
    await esperarUrl(admin, /^\/gestao-certificados\?turma=\d+$/);
    await expect(admin.getByRole('row', { name: /Gabriela Isidoro Lopes/ })).toContainText('Cancelado');
    await admin.getByRole('button', { name: 'Enviar todos por e-mail' }).click();
    const dialogo = admin.getByRole('dialog', { name: /^Envio por e-mail/ });
    await expect(dialogo.getByText(/^Envio concluído/)).toBeVisible({ timeout: 30_000 });
    await expect(dialogo.getByRole('progressbar')).toHaveAttribute('aria-valuenow', await dialogo.getByRole('progressbar').getAttribute('aria-valuemax') ?? '');
    await expect(dialogo.getByRole('list', { name: 'Resultado por destinatário' })).not.toContainText('Gabriela Isidoro Lopes');
  });

  await test.step('a validação pública passa a dizer "cancelado", com a data (o motivo fica só na gestão)', async () => {
    await visitar(page, `/validar-certificado?codigo=${codigo}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado cancelado' })).toBeVisible();
    await esperarTexto(page, 'Cancelado em');
    await expect(page.locator('main')).not.toContainText('Emitido com o nome errado.');
  });

  await test.step('em Meus certificados, o seminário sai dos certificados e aparece como cancelado pela administração', async () => {
    await visitar(page, '/certificados');
    await esperarUrl(page, '/certificados');
    await expect(page.getByRole('article', { name: SEMINARIO })).toHaveCount(0);
    const aCaminho = page.getByRole('region', { name: 'A caminho' }).getByRole('listitem').filter({ hasText: SEMINARIO });
    await expect(aCaminho).toContainText('cancelado pela administração');
  });
});
