/**
 * Jornada dos certificados avulsos (SPEC §2.8): a administração cadastra um certificado fora do fluxo
 * automático, escolhe a 2ª assinatura entre quem tem assinatura salva (a demonstração semeia a da diretora
 * e a do instrutor), baixa o PDF (nome do Content-Disposition, conteúdo %PDF) e manda por e-mail: o botão
 * vira "Reenviar" e o e-mail chega à caixa de saída. No celular, a lista vira cartões sem rolar de lado.
 */
import fs from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import { CELULAR } from './support/dados.ts';
import { campo, esperarTexto, esperarUrl, larguraDaPagina, visitar } from './support/navegacao.ts';

test('administração cadastra um certificado avulso, escolhe a 2ª assinatura, baixa o PDF e envia por e-mail', async ({ page, login, caixa }) => {
  const sufixo = Date.now().toString(36);
  const pessoa = { nome: `Joana Avulsa ${sufixo}`, email: `joana.${sufixo}@teste.gov.br` };

  await test.step('entra e abre /certificados-avulsos', async () => {
    await visitar(page, '/certificados-avulsos');
    await login(page, 'admin');
    await esperarUrl(page, '/certificados-avulsos');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificados Avulsos' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /certificados? encontrados?\.$/ })).toBeVisible();
  });

  await test.step('cadastra pelo botão "Cadastrar" do cabeçalho: o registro entra no topo', async () => {
    await campo(page, /^Nome/).fill(`  ${pessoa.nome}  `);
    await campo(page, /^E-mail/).fill(pessoa.email.toUpperCase());
    await expect(campo(page, /^E-mail/)).toHaveValue(pessoa.email);
    await campo(page, /^Curso/).fill('Oficina de Acolhimento em Saúde Mental');
    await campo(page, 'CPF / Registro funcional').fill('123.456.789-09');
    await expect(campo(page, 'CPF / Registro funcional')).toHaveValue('12345678909');
    await campo(page, /^Carga horária/).fill('12');
    await campo(page, 'Data de início').fill('2026-03-02');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await esperarTexto(page, 'Certificado cadastrado.');
    await expect(campo(page, /^Nome/)).toHaveValue('');
    const primeira = page.getByRole('table', { name: 'Certificados avulsos' }).getByRole('row').nth(1);
    await expect(primeira.getByRole('rowheader')).toContainText(pessoa.nome);
    await expect(primeira).toContainText('02/03/2026');
    await expect(primeira).toContainText('12 h');
    await expect(primeira).toContainText('Não enviado');
  });

  const linha = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${pessoa.nome}`) }) });
  const numero = (await linha.getByText(/^Nº /).innerText()).replace(/^Nº\s*/, '');
  expect(numero).toMatch(/^EMSP-SMS-AV-\d{4}-\d{6}$/);

  await test.step('marca "Adicionar 2ª assinatura" e escolhe quem assina', async () => {
    await page.getByRole('checkbox', { name: 'Adicionar 2ª assinatura' }).check();
    const selecao = page.getByRole('combobox', { name: /^2ª assinatura/ });
    await expect(selecao).toBeVisible();
    // só quem tem assinatura salva (a demonstração tem a diretora e o instrutor)
    await expect
      .poll(async () => (await selecao.locator('option').allInnerTexts()).length, { message: 'a demonstração não tem ninguém com assinatura salva (a lista da 2ª assinatura está vazia)' })
      .toBeGreaterThan(1);
    const opcoes = await selecao.locator('option').allInnerTexts();
    const escolhida = opcoes.find((o) => o.startsWith('Igor Instrutor Lima')) ?? opcoes[1]!;
    await selecao.selectOption({ label: escolhida });
  });

  await test.step('"PDF" baixa certificado-{número}.pdf, que é um PDF de verdade', async () => {
    const baixou = page.waitForEvent('download');
    await linha.getByRole('button', { name: `PDF do certificado de ${pessoa.nome}` }).click();
    const download = await baixou;
    expect(download.suggestedFilename()).toBe(`certificado-${numero}.pdf`);
    const bytes = await fs.readFile(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect(linha.getByRole('button', { name: `PDF do certificado de ${pessoa.nome}` })).toBeEnabled();
  });

  await test.step('"Enviar" manda o e-mail e o botão vira "Reenviar"', async () => {
    const antes = await caixa.ultimoId();
    await linha.getByRole('button', { name: `Enviar para ${pessoa.email}` }).click();
    await esperarTexto(page, 'E-mail enviado!');
    await expect(linha.getByRole('button', { name: `Reenviar para ${pessoa.email}` })).toBeEnabled();
    await expect(linha).toContainText(/Enviado em \d{2}\/\d{2}\/\d{4}/);
    const email = await caixa.lerEmail(pessoa.email, { depoisDe: antes });
    expect(email.assunto.toLowerCase()).toContain('certificado');
  });

  await test.step('o filtro "Enviados" mostra o novo e fica guardado na volta à página', async () => {
    await page.getByRole('combobox', { name: 'Filtrar por envio' }).selectOption('enviados');
    await expect(linha).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Filtrar por envio' })).toHaveValue('enviados');
    await expect(linha.getByRole('button', { name: `Reenviar para ${pessoa.email}` })).toBeVisible();
    await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
  });
});

test('no celular (390 px) a lista vira cartões e a página não rola de lado', async ({ novaPagina, login }) => {
  const page = await novaPagina({ viewport: CELULAR });
  await visitar(page, '/certificados-avulsos');
  await login(page, 'admin');
  await esperarUrl(page, '/certificados-avulsos');
  await expect(page.getByRole('status').filter({ hasText: /certificados? encontrados?\.$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^PDF do certificado de/ }).first()).toBeVisible();
  expect(await larguraDaPagina(page), 'a página não pode rolar de lado em 390 px').toBeLessThanOrEqual(CELULAR.width);
});
