/**
 * Jornada da revisão das chamadas (issue 20, segunda metade): a administração cria e publica uma chamada com
 * o modelo de banner e a janela de lances aberta; a participante envia um trabalho com pôster; o instrutor
 * declara a linha e dá um lance em /avaliador/submissoes; a administração gera a prévia da atribuição
 * automática e a aplica no painel; o instrutor avalia sem ver a autoria; a administração decide no diálogo do
 * trabalho e libera pela caixa de saída; a participante vê o resultado; com o prazo final passado (a
 * administração o edita no formulário da chamada), a chamada é encerrada e o certificado de apresentação se
 * valida na página pública.
 *
 * Arranjos de tempo: a janela de lances é criada já aberta (início ontem, fim daqui a 10 dias) e o prazo
 * final, depois do envio e da decisão, é movido para ontem pelo próprio formulário da chamada (o servidor
 * aceita prazo no passado; encerrar exige o prazo vencido).
 */
import fs from 'node:fs/promises';
import { CONTAS } from './support/dados.ts';
import { expect, test } from './support/fixtures.ts';
import { campo, esperarTexto, esperarUrl, visitar } from './support/navegacao.ts';
import { checarPagina } from './support/verificacao.ts';
import { diaEHoraDaqui, hojeEmSaoPaulo } from './support/datas.ts';

const SUFIXO = Date.now().toString(36);
const TITULO_CHAMADA = `Mostra da Revisão — jornada ${SUFIXO}`;
const TITULO_TRABALHO = `Roda de conversa sobre saúde mental ${SUFIXO}`;
const CRITERIO = 'Relevância para o SUS';

const daquiA = diaEHoraDaqui;
const MES_PASSADO = (() => {
  const [a, m] = hojeEmSaoPaulo().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(a, m - 2, 1)).toISOString().slice(0, 7);
})();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

test('revisão de ponta a ponta: lances, atribuição automática, parecer cego, decisão, liberação, encerramento e certificado válido', async ({ page, login, novaPagina }) => {
  test.setTimeout(240_000);
  const admin = page;
  let chamadaUrl = '';

  await test.step('a administração cria e publica a chamada (1 avaliador por trabalho, lances abertos) e envia o modelo de banner', async () => {
    await visitar(admin, '/admin/chamadas/new');
    await login(admin, 'admin');
    await esperarUrl(admin, '/admin/chamadas/new');
    await campo(admin, 'Título da chamada').fill(TITULO_CHAMADA);
    await campo(admin, 'Descrição e normas (edital)').fill('## Regras\n\nRelatos de experiência da rede.');
    await campo(admin, 'Experiências a partir de').fill('2024-01');
    await campo(admin, 'Experiências até').fill(MES_PASSADO);
    await campo(admin, 'Prazo final de submissão').fill(daquiA(20));
    await campo(admin, 'Código').fill('APS');
    await admin.locator('#chamada-linhas-0-nome').fill('Atenção Primária');
    await admin.locator('#chamada-criterios-0-titulo').fill(CRITERIO);
    await campo(admin, 'Avaliadores por trabalho').fill('1');
    await campo(admin, 'Lances: início').fill(daquiA(-1, '00:00'));
    await campo(admin, 'Lances: fim').fill(daquiA(10));
    await admin.getByRole('button', { name: 'Criar e publicar' }).click();
    await esperarUrl(admin, /^\/admin\/chamadas\/\d+$/);
    chamadaUrl = new URL(admin.url()).pathname;
    await expect(admin.getByText('Publicada', { exact: true })).toBeVisible();
    const grupo = admin.getByRole('group', { name: 'Modelo de banner' });
    await grupo.locator('input[type="file"]').setInputFiles({ name: 'Modelo de banner.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(grupo.getByText('Modelo de banner.pdf')).toBeVisible();
  });

  const participante = await novaPagina();
  await test.step('a participante baixa o modelo e envia o trabalho com pôster', async () => {
    await visitar(participante, '/submissoes');
    await login(participante, 'usuario');
    await esperarUrl(participante, '/submissoes');
    const cartao = participante.getByRole('article', { name: TITULO_CHAMADA });
    const baixou = participante.waitForEvent('download');
    await cartao.getByRole('button', { name: /^Modelo de banner/ }).click();
    expect((await fs.readFile(await (await baixou).path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await cartao.getByRole('button', { name: /^Ver edital/ }).click();
    await participante.getByRole('dialog', { name: TITULO_CHAMADA }).getByRole('button', { name: 'Submeter trabalho' }).click();
    await esperarUrl(participante, /^\/submissoes\?chamada=\d+$/);
    await campo(participante, 'Título do trabalho').fill(TITULO_TRABALHO);
    await campo(participante, 'Início da experiência').selectOption({ index: 1 });
    await campo(participante, 'Linha temática').selectOption({ label: 'APS — Atenção Primária' });
    for (const secao of ['Introdução', 'Objetivos', 'Método', 'Resultados', 'Considerações finais']) {
      await campo(participante, new RegExp(`^${secao}`)).fill(`${secao} do relato sobre a roda de conversa.`);
    }
    await participante.getByRole('button', { name: 'Salvar rascunho' }).click();
    await esperarUrl(participante, /^\/submissoes\?trabalho=\d+$/);
    const poster = participante.getByRole('group', { name: 'Pôster' });
    await poster.locator('input[type="file"]').setInputFiles({ name: 'Pôster da roda.png', mimeType: 'image/png', buffer: PNG });
    await expect(poster.getByRole('status')).toHaveText('Pôster enviado.');
    await participante.getByRole('button', { name: 'Enviar trabalho' }).click();
    await esperarUrl(participante, '/submissoes');
    await expect(participante.getByRole('article', { name: TITULO_TRABALHO })).toContainText('Submetido');
  });

  const avaliador = await novaPagina();
  await test.step('o instrutor declara a linha e dá o lance "quero", sem ver a autoria (axe)', async () => {
    await visitar(avaliador, '/avaliador/submissoes');
    await login(avaliador, 'instrutor');
    await esperarUrl(avaliador, '/avaliador/submissoes');
    await avaliador.getByRole('tab', { name: 'Minhas linhas' }).click();
    const form = avaliador.locator('form').filter({ has: avaliador.getByRole('group', { name: TITULO_CHAMADA }) });
    await form.getByRole('checkbox', { name: /Atenção Primária/ }).check();
    await form.getByRole('button', { name: 'Salvar linhas' }).click();
    await expect(form.getByRole('status')).toHaveText('Linhas salvas.');
    await avaliador.getByRole('tab', { name: 'Interesse' }).click();
    const grupo = avaliador.getByRole('group', { name: `Interesse em "${TITULO_TRABALHO}"` });
    await grupo.getByRole('button', { name: 'Quero' }).click();
    await expect(grupo.getByRole('button', { name: 'Quero' })).toHaveAttribute('aria-pressed', 'true');
    await expect(avaliador.locator('main')).not.toContainText(CONTAS.usuario.nome);
    await checarPagina(avaliador, 'avaliador: interesse');
  });

  await test.step('no painel, a administração gera a prévia da atribuição automática e a aplica (axe)', async () => {
    await visitar(admin, `${chamadaUrl}/submissoes`);
    await esperarUrl(admin, `${chamadaUrl}/submissoes`);
    const revisao = admin.getByRole('region', { name: 'Revisão' });
    await expect(revisao.getByRole('list', { name: 'Trabalhos da chamada' })).toBeVisible();
    await checarPagina(admin, 'painel: andamento');
    await revisao.getByRole('tab', { name: 'Avaliadores' }).click();
    await expect(revisao.getByRole('rowheader', { name: new RegExp(CONTAS.instrutor.nome) })).toBeVisible();
    await revisao.getByRole('button', { name: 'Gerar prévia' }).click();
    await esperarTexto(revisao, 'Prévia pronta: 1 atribuição(ões) nova(s). Nada foi gravado ainda.');
    const proposta = revisao.getByRole('table', { name: 'Atribuições propostas' }).getByRole('row', { name: new RegExp(TITULO_TRABALHO) });
    await expect(proposta).toContainText(CONTAS.instrutor.nome);
    await expect(proposta).toContainText('Quero');
    await checarPagina(admin, 'painel: prévia da atribuição');
    await revisao.getByRole('button', { name: 'Aplicar esta distribuição' }).click();
    await expect(revisao.getByRole('table', { name: 'Atribuições propostas' })).toHaveCount(0);
    await revisao.getByRole('tab', { name: 'Andamento' }).click();
    await expect(revisao.getByRole('table', { name: 'Pareceres por avaliador' }).getByRole('row', { name: new RegExp(CONTAS.instrutor.nome) })).toContainText('1');
  });

  await test.step('o instrutor avalia o trabalho: o texto e o pôster, sem o nome da autora, e envia o parecer (axe)', async () => {
    await visitar(avaliador, '/avaliador/submissoes');
    await avaliador.getByRole('button', { name: `Avaliar: ${TITULO_TRABALHO}` }).click();
    await expect(avaliador.getByRole('heading', { level: 1, name: TITULO_TRABALHO })).toBeVisible();
    await esperarTexto(avaliador, 'Introdução do relato sobre a roda de conversa.');
    await expect(avaliador.locator('main')).not.toContainText(CONTAS.usuario.nome);
    await expect(avaliador.locator('main')).not.toContainText('usuario@escola.demo');
    await avaliador.getByRole('group', { name: `${CRITERIO} (nota de 1 a 5)` }).getByRole('radio', { name: '5' }).check();
    await avaliador.getByLabel('Comentário ao autor').fill('Relato claro e replicável.');
    await checarPagina(avaliador, 'avaliador: parecer');
    await avaliador.getByRole('button', { name: 'Enviar parecer' }).click();
    await avaliador.getByRole('dialog', { name: 'Enviar o parecer?' }).getByRole('button', { name: 'Confirmar envio' }).click();
    await esperarTexto(avaliador, 'Parecer enviado. Obrigado!');
  });

  await test.step('a administração decide no diálogo do trabalho (pelo ranking) e libera pela caixa de saída', async () => {
    await visitar(admin, `${chamadaUrl}/submissoes`);
    const revisao = admin.getByRole('region', { name: 'Revisão' });
    await revisao.getByRole('tab', { name: 'Ranking' }).click();
    const linha = revisao.getByRole('table', { name: 'Ranking geral' }).getByRole('row', { name: new RegExp(TITULO_TRABALHO) });
    await expect(linha).toContainText('10');
    await checarPagina(admin, 'painel: ranking');
    await linha.getByRole('button', { name: TITULO_TRABALHO }).click();
    const dialogo = admin.getByRole('dialog', { name: TITULO_TRABALHO });
    await dialogo.getByRole('tab', { name: 'Avaliação e decisão' }).click();
    await expect(dialogo.getByText(CONTAS.instrutor.nome)).toBeVisible();
    await dialogo.getByRole('radio', { name: 'Aprovada para exposição' }).check();
    await dialogo.getByRole('button', { name: 'Guardar decisão' }).click();
    await expect(dialogo.getByText('Decidido: Aprovada para exposição (ainda não comunicado ao autor).')).toBeVisible();
    // a gravação só termina quando as listas da chamada voltam: o botão sai de "Guardando…"
    await expect(dialogo.getByRole('button', { name: 'Guardar decisão' })).toBeEnabled();
    await checarPagina(admin, 'diálogo: avaliação e decisão');
    await admin.keyboard.press('Escape');
    await expect(dialogo).toHaveCount(0);
    await revisao.getByRole('tab', { name: 'Decisões' }).click();
    await revisao.getByRole('button', { name: 'Ver as mensagens antes de enviar' }).click();
    const caixa = admin.getByRole('dialog', { name: 'Caixa de saída das decisões' });
    const mensagem = caixa.getByRole('list', { name: 'Mensagens' }).getByRole('listitem');
    await expect(mensagem).toHaveCount(1);
    await expect(mensagem).toContainText(CONTAS.usuario.nome);
    await expect(mensagem).toContainText('Aprovada para exposição');
    await checarPagina(admin, 'caixa de saída');
    await caixa.getByRole('button', { name: 'Enviar 1 e liberar os resultados' }).click();
    await expect(caixa).toHaveCount(0);
    await revisao.getByRole('tab', { name: 'Ranking' }).click();
    await expect(revisao.getByRole('row', { name: new RegExp(TITULO_TRABALHO) })).toContainText('Comunicada ao autor');
  });

  await test.step('a participante vê o resultado em /submissoes', async () => {
    await visitar(participante, '/submissoes');
    await expect(participante.getByRole('article', { name: TITULO_TRABALHO })).toContainText('Aprovado (Exposição)');
  });

  await test.step('com o prazo final movido para ontem (formulário da chamada), a administração encerra a chamada', async () => {
    await visitar(admin, chamadaUrl);
    await campo(admin, 'Prazo final de submissão').fill(daquiA(-1));
    await admin.getByRole('button', { name: 'Salvar alterações' }).click();
    await esperarTexto(admin, 'Alterações salvas.');
    await visitar(admin, `${chamadaUrl}/submissoes`);
    const revisao = admin.getByRole('region', { name: 'Revisão' });
    await revisao.getByRole('tab', { name: 'Decisões' }).click();
    await revisao.getByRole('button', { name: 'Encerrar a chamada' }).click();
    await admin.getByRole('dialog', { name: 'Encerrar a chamada' }).getByRole('button', { name: 'Encerrar e emitir certificados' }).click();
    await expect(admin.getByRole('dialog', { name: 'Encerrar a chamada' })).toHaveCount(0);
    await esperarTexto(revisao, /Chamada encerrada em .*: 1 certificado\(s\) de apresentação de trabalho e 1 de avaliador emitidos/);
  });

  await test.step('a participante tem o certificado de apresentação, e o número se valida na página pública', async () => {
    await visitar(participante, '/certificados');
    await esperarUrl(participante, '/certificados');
    const cartao = participante.getByRole('article').filter({ hasText: TITULO_TRABALHO }).or(participante.getByRole('article').filter({ hasText: TITULO_CHAMADA })).first();
    await expect(cartao).toContainText('Válido');
    const baixou = participante.waitForEvent('download');
    await cartao.getByRole('button', { name: 'Baixar PDF' }).click();
    expect((await fs.readFile(await (await baixou).path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const href = await cartao.getByRole('link', { name: 'Conferir validação' }).getAttribute('href');
    const codigo = decodeURIComponent(href!.split('codigo=')[1]!);
    const publica = await novaPagina();
    await visitar(publica, `/validar-certificado?codigo=${codigo}`);
    await expect(publica.getByRole('heading', { level: 2, name: 'Certificado válido' })).toBeVisible();
    await esperarTexto(publica, CONTAS.usuario.nome);
  });
});
