import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultadoReservaDiretaSchema } from '#shared/contracts/salas.ts';
import { MENSAGENS_SALA } from '#shared/rules/salas.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { reservaAdminDeTeste } from '../../testing/fixtures.ts';
import { ligarServidorFalso, recebidosDe, type EstadoFalso } from '../../testing/servidor.ts';
import { ReservasDeSalas } from './pagina-reservas-admin.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let falso: EstadoFalso;

const DO_MES = [
  reservaAdminDeTeste(1, { status: 'aprovada', data: '2030-03-18', periodo: 'tarde', solicitante: { id: 11, nome: 'Ana Souza', email: 'ana@saude.gov.br' }, finalidade: 'Oficina', confirmacao: 'aberta' }),
  reservaAdminDeTeste(2, { status: 'pendente', data: '2030-03-18', periodo: 'manha', solicitante: { id: 12, nome: 'Bruno Lima', email: 'bruno@saude.gov.br' }, finalidade: 'Reunião' }),
  reservaAdminDeTeste(3, { status: 'bloqueada', data: '2030-03-11', finalidade: 'Manutenção do projetor', termo_aceito_em: null, qtd_pessoas: null }),
];

beforeEach(() => {
  vi.clearAllMocks();
  falso = ligarServidorFalso(servidor, { admin: structuredClone(DO_MES) });
});

async function abrirAgenda() {
  const r = renderizar(<ReservasDeSalas />, { rota: '/admin/reservas-salas?aba=agenda&mes=2030-03' });
  await screen.findByText('Auditório, Março de 2030: 3 reservas.');
  return r;
}

describe('Reservas de Salas: agenda', () => {
  it('as reservas do mês por dia, com situação e quem pediu; sala e mês vão à consulta', async () => {
    const { user } = await abrirAgenda();
    expect(screen.getByRole('tab', { name: 'Agenda' })).toHaveAttribute('aria-selected', 'true');
    expect(recebidosDe(falso, 'adminReservas').at(-1)!.query).toBe('sala_id=1&mes=2030-03');
    const dia18 = within(screen.getByRole('list', { name: 'Reservas de segunda-feira, 18 de março de 2030' }));
    const itens = dia18.getAllByRole('listitem');
    // manhã antes da tarde
    expect(itens[0]).toHaveTextContent('Bruno Lima');
    expect(itens[0]).toHaveTextContent('Em análise');
    expect(itens[1]).toHaveTextContent('Ana Souza');
    expect(itens[1]).toHaveTextContent('Aprovada');
    expect(itens[1]).toHaveTextContent('Confirmação obrigatória (janela de 13/03 a 18/03)');
    const dia11 = within(screen.getByRole('list', { name: 'Reservas de segunda-feira, 11 de março de 2030' }));
    expect(dia11.getByText('Bloqueio de horário')).toBeInTheDocument();
    expect(dia11.getByText('Bloqueada')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Próximo mês: Abril de 2030' }));
    await waitFor(() => expect(recebidosDe(falso, 'adminReservas').at(-1)!.query).toBe('sala_id=1&mes=2030-04'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sala' }), 'Sala de Reunião');
    await waitFor(() => expect(recebidosDe(falso, 'adminReservas').at(-1)!.query).toBe('sala_id=2&mes=2030-04'));
  });

  it('Cancelar pede o motivo e envia o cancelamento da reserva', async () => {
    const { user } = await abrirAgenda();
    await user.click(screen.getByRole('button', { name: 'Cancelar a reserva de Ana Souza, Auditório, segunda-feira, 18/03/2030, tarde' }));
    const dialogo = within(screen.getByRole('dialog', { name: 'Cancelar a reserva?' }));
    await user.click(dialogo.getByRole('button', { name: 'Cancelar' }));
    expect(dialogo.getByRole('textbox', { name: /^Motivo do cancelamento/ })).toHaveAccessibleDescription('Informe o motivo do cancelamento.');
    await user.type(dialogo.getByRole('textbox', { name: /^Motivo do cancelamento/ }), 'Evento da Secretaria no mesmo horário.');
    await user.click(dialogo.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(recebidosDe(falso, 'cancelarAdmin')).toEqual([expect.objectContaining({ id: 1, corpo: { motivo: 'Evento da Secretaria no mesmo horário.' } })]));
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Reserva cancelada.');
  });

  it('"Rodar confirmação de uso agora" mostra a mensagem da rodada', async () => {
    const { user } = await abrirAgenda();
    await user.click(screen.getByRole('button', { name: 'Rodar confirmação de uso agora' }));
    expect(await screen.findByText('2 pedidos de confirmação enviados; 1 reserva cancelada.')).toBeInTheDocument();
    expect(recebidosDe(falso, 'rodarConfirmacao')).toHaveLength(1);
  });
});

async function abrirNova() {
  const r = await abrirAgenda();
  await r.user.click(screen.getByRole('button', { name: 'Nova reserva ou bloqueio' }));
  return { ...r, d: within(screen.getByRole('dialog', { name: 'Nova reserva ou bloqueio' })) };
}

describe('Nova reserva ou bloqueio (com recorrência)', () => {
  it('bloqueio semanal: a cada 2 semanas, segunda e quarta, 10 vezes; o corpo leva só o que o tipo usa', async () => {
    const { user, d } = await abrirNova();
    await user.click(d.getByRole('radio', { name: 'Bloqueio do horário' }));
    expect(d.queryByLabelText(/^Quantidade de pessoas/)).toBeNull();
    fireEvent.change(d.getByLabelText(/^Data/), { target: { value: '2030-03-04' } });
    await user.selectOptions(d.getByRole('combobox', { name: /^Período/ }), 'tarde');
    await user.type(d.getByLabelText(/^Finalidade/), 'Formação interna');
    await user.click(d.getByRole('checkbox', { name: 'Repetir (recorrência)' }));
    await user.clear(d.getByLabelText('A cada quantas semanas'));
    await user.type(d.getByLabelText('A cada quantas semanas'), '2');
    await user.click(d.getByRole('checkbox', { name: 'quarta-feira' }));
    await user.click(d.getByRole('checkbox', { name: 'segunda-feira' }));
    await user.type(d.getByLabelText(/^Quantas vezes/), '10');
    expect(d.getByText(/^Prévia: 10 datas/).closest('p')).toHaveTextContent('04/03, 06/03, 18/03, 20/03, 01/04, 03/04, 15/04, 17/04 e mais 2');
    await user.click(d.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(recebidosDe(falso, 'reservaDireta')).toHaveLength(1));
    expect(recebidosDe(falso, 'reservaDireta')[0]!.corpo).toEqual({
      sala_id: 1,
      data: '2030-03-04',
      periodo: 'tarde',
      tipo: 'bloqueio',
      finalidade: 'Formação interna',
      qtd_pessoas: null,
      coffee_break: false,
      recorrencia: { tipo: 'semanal', intervalo: 2, dias_semana: [1, 3], ate: null, ocorrencias: 10 },
    });
  });

  it('reserva mensal na última semana até uma data: pessoas, coffee break, observação e ordem 5; mostra criadas, puladas e conflitos', async () => {
    servidor.use(
      http.post('/api/admin/salas/reservas', async ({ request }) => {
        falso.recebidos.push({ rota: 'reservaDireta', corpo: await request.json() });
        return respostaDoContrato(
          ResultadoReservaDiretaSchema,
          {
            criadas: [reservaAdminDeTeste(40, { status: 'aprovada', data: '2030-03-27' })],
            puladas: [{ data: '2030-04-24', motivo: MENSAGENS_SALA.bloqueada }],
            conflitos: [{ data: '2030-05-29', motivo: MENSAGENS_SALA.ocupado }],
            mensagem: '1 reserva criada; 1 data pulada; 1 conflito.',
          },
          { status: 201 },
        );
      }),
    );
    const { user, d } = await abrirNova();
    fireEvent.change(d.getByLabelText(/^Data/), { target: { value: '2030-03-27' } });
    await user.selectOptions(d.getByRole('combobox', { name: /^Período/ }), 'manha');
    await user.type(d.getByLabelText(/^Finalidade/), 'Colegiado');
    await user.type(d.getByLabelText(/^Quantidade de pessoas/), '40');
    await user.click(d.getByRole('checkbox', { name: 'Haverá coffee break' }));
    await user.type(d.getByLabelText(/^Observação/), 'Chave com a portaria.');
    await user.click(d.getByRole('checkbox', { name: 'Repetir (recorrência)' }));
    await user.selectOptions(d.getByRole('combobox', { name: /^Repetir/ }), 'Mensal, na mesma semana do mês');
    await user.selectOptions(d.getByRole('combobox', { name: 'Semana do mês' }), 'Última quarta-feira do mês');
    await user.click(d.getByRole('radio', { name: 'Numa data' }));
    fireEvent.change(d.getByLabelText('Até'), { target: { value: '2030-06-30' } });
    await user.click(d.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(recebidosDe(falso, 'reservaDireta')).toHaveLength(1));
    expect(recebidosDe(falso, 'reservaDireta')[0]!.corpo).toEqual({
      sala_id: 1,
      data: '2030-03-27',
      periodo: 'manha',
      tipo: 'reserva',
      finalidade: 'Colegiado',
      qtd_pessoas: 40,
      coffee_break: true,
      observacao: 'Chave com a portaria.',
      recorrencia: { tipo: 'mensal_semana', intervalo: 1, dias_semana: [], ordem_semana: 5, ate: '2030-06-30', ocorrencias: null },
    });
    const resultado = await d.findByRole('status');
    expect(resultado).toHaveTextContent('1 reserva criada; 1 data pulada; 1 conflito.');
    expect(resultado).toHaveTextContent('1 reserva criada.');
    expect(resultado).toHaveTextContent(`Puladas (1)quarta-feira, 24/04/2030: ${MENSAGENS_SALA.bloqueada}`);
    expect(resultado).toHaveTextContent(`Em conflito, horário já ocupado (1)quarta-feira, 29/05/2030: ${MENSAGENS_SALA.ocupado}`);
  });

  it('recusas antes de enviar: obrigatórios, pessoas numa reserva e o término da recorrência', async () => {
    const { user, d } = await abrirNova();
    await user.click(d.getByRole('checkbox', { name: 'Repetir (recorrência)' }));
    await user.click(d.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(d.getByLabelText(/^Finalidade/)).toHaveAccessibleDescription(/^Informe a finalidade do uso da sala ou evento\./));
    expect(d.getByLabelText(/^Data/)).toHaveAttribute('aria-invalid', 'true');
    expect(d.getByLabelText(/^Quantidade de pessoas/)).toHaveAccessibleDescription('Informe a quantidade de pessoas.');
    expect(d.getByLabelText(/^Quantas vezes/)).toHaveAccessibleDescription('Informe até quando a recorrência vale ou quantas vezes ela se repete.');
    expect(recebidosDe(falso, 'reservaDireta')).toEqual([]);
  });
});

describe('Reservas de Salas: salas', () => {
  it('lista todas as salas e cadastra uma nova (nome, capacidade, ativa)', async () => {
    const { user } = renderizar(<ReservasDeSalas />, { rota: '/admin/reservas-salas?aba=salas' });
    expect(await screen.findByRole('rowheader', { name: 'Auditório' })).toBeInTheDocument();
    expect(screen.getAllByText('Ativa')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Nova sala' }));
    const d = within(screen.getByRole('dialog', { name: 'Nova sala' }));
    await user.click(d.getByRole('button', { name: 'Salvar' }));
    expect(d.getByLabelText(/^Nome/)).toHaveAccessibleDescription('Informe o nome da sala.');
    await user.type(d.getByLabelText(/^Nome/), 'Laboratório');
    await user.type(d.getByLabelText(/^Capacidade/), '20');
    await user.click(d.getByRole('checkbox', { name: 'Ativa (aparece para agendamento)' }));
    await user.click(d.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(recebidosDe(falso, 'criarSala').map((r) => r.corpo)).toEqual([{ nome: 'Laboratório', capacidade: 20, ativa: false }]));
    expect(await screen.findByRole('rowheader', { name: 'Laboratório' })).toBeInTheDocument();
    expect(screen.getByText('Inativa')).toBeInTheDocument();
  });
});
