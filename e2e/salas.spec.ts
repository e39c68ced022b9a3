/**
 * Jornada do agendamento de salas (issue 10): a pessoa pede um horário livre na janela de confirmação
 * (de 7 dias a 48 h antes), aceitando o termo de uso; a administração aprova na caixa de pedidos; a
 * pessoa vê a reserva aprovada e confirma o uso. Também: um fim de semana não é oferecido e a tela do
 * celular (390 px) mostra o mesmo mês.
 */
import type { Page } from '@playwright/test';
import type { AgendaDoMes, Sala } from '#shared/contracts/salas.ts';
import { ROTULO_ACEITE } from '#shared/rules/termo-salas.ts';
import { CELULAR } from './support/dados.ts';
import { expect, test } from './support/fixtures.ts';
import { campo, esperarTexto, esperarUrl, larguraDaPagina, visitar } from './support/navegacao.ts';
import { hojeEmSaoPaulo, somarDias } from './support/datas.ts';

const FINALIDADE = 'Reunião do colegiado de enfermagem';
const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

type Alvo = { sala: Sala; data: string; periodo: 'manha' | 'tarde' };

/**
 * Um horário livre entre hoje + 2 e hoje + 7 (a janela de confirmação), em qualquer sala e período,
 * lido da mesma API que a tela usa, com a sessão da página.
 */
async function horarioLivreNaJanela(page: Page): Promise<Alvo> {
  const salas = (await (await page.request.get('/api/salas')).json()) as Sala[];
  const hoje = hojeEmSaoPaulo();
  for (const sala of salas) {
    const agendas = new Map<string, AgendaDoMes>();
    for (let n = 2; n <= 7; n++) {
      const data = somarDias(hoje, n);
      const mes = data.slice(0, 7);
      if (!agendas.has(mes)) agendas.set(mes, (await (await page.request.get(`/api/salas/reservas?sala_id=${sala.id}&mes=${mes}`)).json()) as AgendaDoMes);
      const livre = agendas.get(mes)!.dias.find((d) => d.data === data)!.horarios.find((h) => h.situacao === 'livre');
      if (livre) return { sala, data, periodo: livre.periodo };
    }
  }
  throw new Error('nenhum horário livre entre hoje + 2 e hoje + 7');
}

test('a pessoa pede a sala, a administração aprova e a pessoa confirma o uso na janela', async ({ page, login, novaPagina }) => {
  test.setTimeout(150_000);
  let alvo: Alvo = { sala: { id: 0, nome: '', capacidade: 0, ativa: true }, data: '', periodo: 'manha' };

  await test.step('Agendamento de Sala: escolhe um horário livre na janela de confirmação e abre o pedido', async () => {
    await visitar(page, '/agendamento-sala');
    await login(page, 'usuario');
    await esperarUrl(page, '/agendamento-sala');
    await expect(page.getByRole('heading', { level: 1, name: 'Agendamento de Sala' })).toBeVisible();
    alvo = await horarioLivreNaJanela(page);
    await visitar(page, `/agendamento-sala?sala=${alvo.sala.id}&mes=${alvo.data.slice(0, 7)}`);
    const [, m, d] = alvo.data.split('-').map(Number) as [number, number, number];
    const periodo = alvo.periodo === 'manha' ? 'Manhã' : 'Tarde';
    await page.getByRole('button', { name: new RegExp(`^${periodo} \\(.*\\) livre: solicitar .*, ${d} de ${MESES[m - 1]}$`) }).click();
  });

  await test.step('o pedido exige finalidade e o aceite do termo; depois vai', async () => {
    const dialogo = page.getByRole('dialog', { name: 'Solicitar horário' });
    await expect(dialogo).toBeVisible();
    await esperarTexto(dialogo, 'TERMO DE USO DAS SALAS');
    await campo(dialogo, 'Quantidade de pessoas').fill('12');
    await dialogo.getByRole('button', { name: 'Enviar solicitação' }).click();
    await esperarTexto(dialogo, 'Informe a finalidade do uso da sala ou evento.');
    await campo(dialogo, 'Finalidade').fill(FINALIDADE);
    await dialogo.getByRole('checkbox', { name: ROTULO_ACEITE }).check();
    await dialogo.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(dialogo).toHaveCount(0);
    const cartao = page.getByRole('article').filter({ hasText: FINALIDADE });
    await expect(cartao).toContainText('Em análise');
    await expect(cartao.getByRole('button', { name: /Cancelar solicitação/ })).toBeVisible();
  });

  const admin = await novaPagina();
  await test.step('Reservas de Salas: a administração aprova o pedido', async () => {
    await visitar(admin, '/admin/reservas-salas');
    await login(admin, 'admin');
    await esperarUrl(admin, /\/admin\/reservas-salas/);
    const linha = admin.getByRole('row').filter({ hasText: FINALIDADE });
    await expect(linha).toContainText('Úrsula Usuária Santos');
    await linha.getByRole('button', { name: /^Aprovar/ }).click();
    await expect(admin.getByRole('row').filter({ hasText: FINALIDADE })).toHaveCount(0);
  });

  await test.step('a pessoa vê a reserva aprovada, confirma o uso e recebe o aviso', async () => {
    await page.reload();
    const cartao = page.getByRole('article').filter({ hasText: FINALIDADE });
    await expect(cartao).toContainText('Aprovada');
    await expect(cartao).toContainText('Confirmação obrigatória');
    await cartao.getByRole('button', { name: /Confirmar uso/ }).click();
    await expect(cartao).toContainText('Uso confirmado');
    await visitar(page, '/notificacoes');
    await esperarTexto(page, 'Reserva aprovada');
    await esperarTexto(page, 'Uso da sala confirmado');
  });
});

test('no celular: o mês da sala cabe em 390 px; o horário pedido aparece em análise para outra pessoa, sem a finalidade', async ({ page, login, novaPagina }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(CELULAR);
  await visitar(page, '/agendamento-sala');
  await login(page, 'usuario');
  await esperarUrl(page, '/agendamento-sala');
  await expect(page.getByRole('heading', { level: 1, name: 'Agendamento de Sala' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Legenda do calendário' })).toBeVisible();
  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(CELULAR.width);

  // a pessoa pede pela API (a mesma do formulário); outra pessoa vê o horário em análise, sem a finalidade
  const alvo = await horarioLivreNaJanela(page);
  const r = await page.request.post('/api/salas/reservas', {
    data: { sala_id: alvo.sala.id, data: alvo.data, periodo: alvo.periodo, qtd_pessoas: 5, finalidade: 'Pedido feito pela API', coffee_break: false, termo_aceito: true },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(r.status()).toBe(201);
  const outra = await novaPagina({ viewport: CELULAR });
  await visitar(outra, `/agendamento-sala?sala=${alvo.sala.id}&mes=${alvo.data.slice(0, 7)}`);
  await login(outra, 'instrutor');
  await esperarUrl(outra, /\/agendamento-sala/);
  const agenda = (await (await outra.request.get(`/api/salas/reservas?sala_id=${alvo.sala.id}&mes=${alvo.data.slice(0, 7)}`)).json()) as AgendaDoMes;
  const horario = agenda.dias.find((d) => d.data === alvo.data)!.horarios.find((h) => h.periodo === alvo.periodo)!;
  expect(horario).toEqual({ periodo: alvo.periodo, situacao: 'pendente', minha_reserva_id: null });
  expect(JSON.stringify(agenda)).not.toContain('Pedido feito pela API');
});
