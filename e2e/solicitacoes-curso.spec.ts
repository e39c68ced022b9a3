/**
 * Jornada das solicitações de curso (issue 10): a pessoa propõe um curso e envia para análise; a
 * administração inicia a análise, aprova e converte em evento; o evento aparece como rascunho na gestão
 * de eventos, ligado à solicitação; a pessoa vê a solicitação convertida e o aviso nas notificações.
 */
import { expect, test } from './support/fixtures.ts';
import { campo, esperarTexto, esperarUrl, visitar } from './support/navegacao.ts';
import { diaDaqui } from './support/datas.ts';

const TITULO = 'Acolhimento em saúde mental na atenção primária';

const daquiA = diaDaqui;

test('a pessoa propõe um curso, a administração aprova e converte, o evento rascunho aparece na gestão', async ({ page, login, novaPagina }) => {
  test.setTimeout(150_000);

  await test.step('Solicitar Curso: preenche o formulário e envia para análise', async () => {
    await visitar(page, '/solicitar-curso');
    await login(page, 'usuario');
    await esperarUrl(page, '/solicitar-curso');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitar Curso' })).toBeVisible();
    await page.getByRole('button', { name: 'Nova solicitação' }).first().click();
    const dialogo = page.getByRole('dialog', { name: 'Nova solicitação de curso' });
    await expect(dialogo).toBeVisible();
    // enviar vazio: as mensagens do contrato
    await dialogo.getByRole('button', { name: 'Enviar para análise' }).click();
    await esperarTexto(dialogo, 'Informe o título do curso.');
    await campo(dialogo, 'Título do curso').fill(TITULO);
    await campo(dialogo, 'Departamento').selectOption('DESMEN');
    await campo(dialogo, 'Unidade responsável').selectOption({ index: 1 });
    await campo(dialogo, 'Público-alvo').fill('Equipes das unidades básicas');
    await campo(dialogo, 'Data 1').fill(daquiA(45));
    await campo(dialogo, 'Início da data 1').fill('08:00');
    await campo(dialogo, 'Fim da data 1').fill('12:00');
    await dialogo.getByRole('button', { name: 'Enviar para análise' }).click();
    await expect(dialogo).toHaveCount(0);
    const cartao = page.getByRole('article', { name: TITULO });
    await expect(cartao).toContainText('Enviada');
    await expect(cartao).toContainText('DESMEN');
  });

  const admin = await novaPagina();
  await test.step('Solicitações de Curso (administração): inicia a análise e aprova', async () => {
    await visitar(admin, '/admin/solicitacoes-curso');
    await login(admin, 'admin');
    await esperarUrl(admin, '/admin/solicitacoes-curso');
    await admin.getByRole('button', { name: `Iniciar análise: ${TITULO}` }).click();
    await admin.getByRole('button', { name: `Aprovar: ${TITULO}` }).click();
    const aprovar = admin.getByRole('dialog', { name: 'Aprovar a solicitação?' });
    await aprovar.getByRole('button', { name: 'Aprovar solicitação' }).click();
    await expect(aprovar).toHaveCount(0);
  });

  let eventoUrl = '';
  await test.step('converte em evento e abre o editor', async () => {
    await admin.getByRole('button', { name: `Converter em evento: ${TITULO}` }).click();
    const converter = admin.getByRole('dialog', { name: 'Converter em evento?' });
    await campo(converter, 'Vagas da turma').fill('25');
    await converter.getByRole('button', { name: 'Converter em evento' }).click();
    const feito = admin.getByRole('dialog', { name: 'Evento criado' });
    const link = feito.getByRole('link', { name: 'Abrir no editor de eventos' });
    eventoUrl = (await link.getAttribute('href'))!;
    expect(eventoUrl).toMatch(/^\/gerenciar-eventos\/\d+$/);
    await link.click();
    await esperarUrl(admin, eventoUrl);
    await expect(campo(admin, 'Título')).toHaveValue(TITULO);
    await esperarTexto(admin, /Criado a partir da solicitação/);
  });

  await test.step('Gestão de Eventos: o evento novo é um rascunho', async () => {
    await visitar(admin, '/gerenciar-eventos');
    const linha = admin.getByRole('row', { name: new RegExp(TITULO) });
    await expect(linha).toContainText('Rascunho');
  });

  await test.step('a pessoa vê a solicitação convertida e o aviso', async () => {
    await page.reload();
    await expect(page.getByRole('article', { name: TITULO })).toContainText('Convertida em evento');
    await visitar(page, '/notificacoes');
    await esperarTexto(page, /Sua solicitação virou evento/);
  });
});
