/**
 * Jornada do issue 6: a administração cria e publica um evento com duas turmas → a participante se
 * inscreve, vê em Meus Cursos e na Agenda, e cancela; uma turma de uma vaga lota → outra pessoa entra na
 * lista de espera → é chamada quando a primeira cancela (aviso no app e e-mail).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { CONTAS } from './support/dados.ts';
import { campo, esperarTexto, esperarUrl, visitar } from './support/navegacao.ts';
import { diaDaqui } from './support/datas.ts';

const dataBr = (iso: string) => iso.split('-').reverse().join('/');

/** Escolhe uma pessoa na busca (combobox) de um campo de pessoas. */
async function escolherPessoa(escopo: Locator, rotulo: string, busca: string, nome: string): Promise<void> {
  const entrada = escopo.getByRole('combobox', { name: rotulo });
  await entrada.fill(busca);
  await escopo.getByRole('option', { name: new RegExp(nome) }).click();
}

async function preencherTurma(page: Page, indice: number, t: { nome: string; vagas: number; data: string; inicio: string; fim: string }) {
  const secao = page.getByRole('region', { name: new RegExp(`^Turma ${indice}`) });
  await secao.getByLabel('Nome da turma').fill(t.nome);
  await secao.getByLabel('Vagas').fill(String(t.vagas));
  await escolherPessoa(secao, 'Instrutores', 'Igor', CONTAS.instrutor.nome);
  await secao.getByLabel('Data do encontro 1').fill(t.data);
  await secao.getByLabel('Início').first().fill(t.inicio);
  await secao.getByLabel('Fim').first().fill(t.fim);
}

test('evento criado e publicado pela administração; inscrição, agenda, cancelamento e lista de espera', async ({ page, login, novaPagina, caixa }) => {
  test.setTimeout(180_000);
  const titulo = `Curso de Manejo Clínico ${Date.now().toString(36)}`;
  const data = diaDaqui(12);

  await test.step('administração cria o evento com duas turmas e publica', async () => {
    await visitar(page, '/gerenciar-eventos');
    await login(page, 'admin');
    await esperarUrl(page, '/gerenciar-eventos');
    await page.getByRole('link', { name: /Criar evento/ }).or(page.getByRole('button', { name: /Criar evento/ })).first().click();
    await esperarUrl(page, '/gerenciar-eventos/novo');
    await campo(page, 'Título').fill(titulo);
    await campo(page, 'Local').fill('Escola da Saúde — Sala 3');
    await page.getByLabel('Tipo').selectOption('Curso');
    const unidade = page.getByRole('combobox', { name: 'Unidade', exact: true });
    await unidade.selectOption({ index: 1 });
    await preencherTurma(page, 1, { nome: 'Turma de uma vaga', vagas: 1, data, inicio: '08:00', fim: '12:00' });
    await page.getByRole('button', { name: 'Adicionar turma' }).click();
    await preencherTurma(page, 2, { nome: 'Turma da tarde', vagas: 20, data, inicio: '14:00', fim: '17:00' });
    await expect(page.getByRole('region', { name: /^Turma 1/ })).toContainText('Carga horária estimada: 4 h');
    await page.getByRole('button', { name: 'Salvar evento' }).click();
    await esperarTexto(page, 'Evento salvo.');
    await esperarUrl(page, /\/gerenciar-eventos(\?.*)?$/);
    const linha = page.getByRole('row', { name: new RegExp(titulo) }).or(page.getByRole('article', { name: new RegExp(titulo) })).first();
    await linha.getByRole('button', { name: /Publicar/ }).click();
    const dialogo = page.getByRole('dialog');
    await expect(dialogo).toContainText(`Publicar "${titulo}"? Ele ficará visível para os usuários.`);
    await dialogo.getByRole('button', { name: /Publicar/ }).click();
    await esperarTexto(page, 'Evento publicado.');
  });

  const usuaria = await novaPagina();
  let idEvento = '';
  await test.step('a participante acha o evento, se inscreve na turma de uma vaga', async () => {
    await visitar(usuaria, '/eventos');
    await login(usuaria, 'usuario');
    await esperarUrl(usuaria, /\/eventos/);
    await usuaria.getByRole('searchbox').first().fill(titulo);
    await usuaria.getByRole('link', { name: titulo }).click();
    await esperarUrl(usuaria, /\/eventos\/\d+$/);
    idEvento = new URL(usuaria.url()).pathname.split('/').pop()!;
    await esperarTexto(usuaria.getByRole('heading', { level: 1 }), titulo);
    const turma = usuaria.getByRole('article', { name: 'Turma de uma vaga' });
    await expect(turma).toContainText(dataBr(data));
    await turma.getByRole('button', { name: 'Inscrever-se' }).click();
    await esperarTexto(usuaria, 'Inscrição realizada com sucesso!');
    await expect(turma.getByText('Inscrito', { exact: false })).toBeVisible();
    // uma turma por evento: a outra turma explica por que não
    await expect(usuaria.getByRole('article', { name: 'Turma da tarde' })).toContainText('Só congressos permitem mais de uma turma.');
  });

  await test.step('aparece em Meus Cursos e na Agenda', async () => {
    await visitar(usuaria, '/minhas-inscricoes');
    await esperarTexto(usuaria.getByRole('article', { name: titulo }), 'Turma de uma vaga');
    await visitar(usuaria, `/agenda?mes=${data.slice(0, 7)}&vista=lista`);
    await esperarTexto(usuaria.locator('main'), titulo);
  });

  const outra = await novaPagina();
  await test.step('outra pessoa encontra a turma lotada e entra na lista de espera', async () => {
    await visitar(outra, `/eventos/${idEvento}`);
    await login(outra, { identificador: 'participante1@escola.demo', senha: 'Escola@2026' });
    await esperarUrl(outra, `/eventos/${idEvento}`);
    const turma = outra.getByRole('article', { name: 'Turma de uma vaga' });
    await turma.getByRole('button', { name: 'Entrar na lista de espera' }).click();
    await esperarTexto(outra, /lista de espera \(posição 1\)/);
    await expect(turma).toContainText('posição 1');
  });

  await test.step('a participante cancela; a primeira da lista é chamada e avisada', async () => {
    const antes = await caixa.ultimoId();
    await visitar(usuaria, '/minhas-inscricoes');
    const cartao = usuaria.getByRole('article', { name: titulo });
    await cartao.getByRole('button', { name: 'Cancelar inscrição' }).click();
    const dialogo = usuaria.getByRole('dialog', { name: 'Cancelar inscrição?' });
    await expect(dialogo).toContainText('Tem certeza que deseja cancelar sua inscrição nesta turma?');
    await dialogo.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await esperarTexto(usuaria, 'Inscrição cancelada com sucesso.');
    const email = await caixa.lerEmail('participante1@escola.demo', { depoisDe: antes });
    expect(email.assunto).toBe('Sua vaga foi confirmada – Escola da Saúde');
    expect(email.texto).toContain(`Evento: ${titulo}`);
    await outra.reload();
    await expect(outra.getByRole('article', { name: 'Turma de uma vaga' }).getByText('Inscrito', { exact: false })).toBeVisible();
  });
});
