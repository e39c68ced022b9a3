import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS_SALA } from '#shared/rules/salas.ts';
import { respostaDeErro, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { MES, minhaReservaDeTeste } from '../../testing/fixtures.ts';
import { ligarServidorFalso, recebidosDe, type EstadoFalso } from '../../testing/servidor.ts';
import { TEXTO_CANCELAMENTO } from './minhas-reservas.tsx';
import { AgendamentoSala } from './pagina-agendamento.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let falso: EstadoFalso;

const REUNIAO = { id: 2, nome: 'Sala de Reunião', capacidade: 12 };
const MINHAS = [
  minhaReservaDeTeste(1, { status: 'pendente', pode_editar: true, pode_cancelar: true, finalidade: 'Oficina de acolhimento', coffee_break: true }),
  minhaReservaDeTeste(2, { status: 'aprovada', data: '2030-03-20', periodo: 'tarde', sala: REUNIAO, qtd_pessoas: 10, confirmacao: 'aberta', pode_confirmar: true, finalidade: 'Reunião de gestão' }),
  minhaReservaDeTeste(3, { status: 'cancelada', data: '2030-03-08', motivo_cancelamento: MENSAGENS_SALA.motivoCancelamentoAutomatico, finalidade: 'Capacitação' }),
  minhaReservaDeTeste(4, { status: 'rejeitada', data: '2030-03-22', observacao_admin: 'O auditório estará em manutenção.', finalidade: 'Palestra' }),
  minhaReservaDeTeste(5, { status: 'aprovada', data: '2030-03-07', confirmacao: 'confirmada', confirmado_em: '2030-03-02T15:00:00.000Z', finalidade: 'Curso' }),
];

beforeEach(() => {
  vi.clearAllMocks();
  falso = ligarServidorFalso(servidor, { minhas: structuredClone(MINHAS) });
});

async function abrir() {
  const r = renderizar(<AgendamentoSala />, { rota: `/agendamento-sala?mes=${MES}` });
  await screen.findByText('5 reservas e solicitações.');
  return r;
}

const cartao = (finalidade: string) => screen.getByText(finalidade).closest('article')!;
const botoesDe = (finalidade: string) => within(cartao(finalidade)).queryAllByRole('button').map((b) => b.textContent);

describe('Minhas reservas', () => {
  it('cada cartão: sala, data com dia da semana, período, situação, finalidade, avisos; ações só quando cabem', async () => {
    await abrir();
    const pendente = within(cartao('Oficina de acolhimento'));
    expect(pendente.getByRole('heading', { name: 'Auditório' })).toBeInTheDocument();
    expect(pendente.getByText('quarta-feira, 20/03/2030')).toBeInTheDocument();
    expect(pendente.getByText('Manhã (8h às 12h)')).toBeInTheDocument();
    expect(pendente.getByText('Em análise')).toBeInTheDocument();
    expect(pendente.getByText('Com coffee break')).toBeInTheDocument();
    expect(botoesDe('Oficina de acolhimento')).toEqual(['Editar a solicitação de Auditório, quarta-feira, 20/03/2030', 'Cancelar solicitação de Auditório, quarta-feira, 20/03/2030']);

    const aprovada = within(cartao('Reunião de gestão'));
    expect(aprovada.getByText('Aprovada')).toBeInTheDocument();
    expect(aprovada.getByText('Confirmação obrigatória')).toBeInTheDocument();
    expect(aprovada.getByText(/de 13\/03 a 18\/03; sem a confirmação, a reserva é cancelada\./)).toBeInTheDocument();
    expect(botoesDe('Reunião de gestão')).toEqual(['Confirmar uso de Sala de Reunião, quarta-feira, 20/03/2030']);

    expect(within(cartao('Capacitação')).getByText(MENSAGENS_SALA.motivoCancelamentoAutomatico)).toBeInTheDocument();
    expect(within(cartao('Capacitação')).getByText('Motivo do cancelamento:')).toBeInTheDocument();
    expect(within(cartao('Palestra')).getByText('O auditório estará em manutenção.')).toBeInTheDocument();
    expect(within(cartao('Curso')).getByText('Uso confirmado')).toBeInTheDocument();
    for (const f of ['Capacitação', 'Palestra', 'Curso']) expect(botoesDe(f)).toEqual([]);
  });

  it('Cancelar solicitação: confirma com o aviso do histórico, envia o DELETE e o cartão passa a "Cancelada"', async () => {
    const { user } = await abrir();
    await user.click(within(cartao('Oficina de acolhimento')).getByRole('button', { name: /^Cancelar solicitação/ }));
    const dialogo = screen.getByRole('dialog', { name: 'Cancelar solicitação?' });
    expect(dialogo).toHaveAccessibleDescription(`Auditório, quarta-feira, 20/03/2030, manhã. ${TEXTO_CANCELAMENTO}`);
    expect(within(dialogo).getByRole('button', { name: 'Voltar' })).toHaveFocus();
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar solicitação' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Solicitação cancelada.'));
    expect(recebidosDe(falso, 'cancelar').map((r) => r.id)).toEqual([1]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(within(cartao('Oficina de acolhimento')).getByText('Cancelada')).toBeInTheDocument());
    expect(botoesDe('Oficina de acolhimento')).toEqual([]);
  });

  it('Confirmar uso: envia, avisa e o cartão passa a "Uso confirmado"; a recusa do servidor vira o aviso de erro', async () => {
    const { user } = await abrir();
    await user.click(within(cartao('Reunião de gestão')).getByRole('button', { name: /^Confirmar uso/ }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Uso confirmado. Obrigado!'));
    expect(recebidosDe(falso, 'confirmar').map((r) => r.id)).toEqual([2]);
    await waitFor(() => expect(within(cartao('Reunião de gestão')).getByText('Uso confirmado')).toBeInTheDocument());

    servidor.use(http.post('/api/salas/reservas/:id/confirmacao', () => respostaDeErro(422, MENSAGENS_SALA.confirmacaoForaDaJanela)));
    falso.minhas = [minhaReservaDeTeste(9, { status: 'aprovada', confirmacao: 'aberta', pode_confirmar: true, finalidade: 'Outra' })];
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    await user.click(await screen.findByRole('button', { name: /^Confirmar uso/ }));
    await waitFor(() => expect(toast.notificarErro).toHaveBeenCalledWith(MENSAGENS_SALA.confirmacaoForaDaJanela));
  });

  it('cancelar recusado (409: a administração já decidiu): a recusa no diálogo e a lista refeita, sem os botões que já não valem', async () => {
    const { user } = await abrir();
    servidor.use(
      http.delete('/api/salas/reservas/:id', () => {
        // outra pessoa agiu antes: o pedido já foi aprovado
        falso.minhas = falso.minhas.map((m) => (m.id === 1 ? { ...m, status: 'aprovada' as const, pode_editar: false, pode_cancelar: false } : m));
        return respostaDeErro(409, 'Só é possível cancelar um pedido pendente.', 'CONFLITO');
      }),
    );
    await user.click(within(cartao('Oficina de acolhimento')).getByRole('button', { name: /^Cancelar solicitação/ }));
    const dialogo = within(screen.getByRole('dialog', { name: 'Cancelar solicitação?' }));
    await user.click(dialogo.getByRole('button', { name: 'Cancelar solicitação' }));
    expect(await dialogo.findByRole('alert')).toHaveTextContent('Só é possível cancelar um pedido pendente.');
    await waitFor(() => expect(within(cartao('Oficina de acolhimento')).getByText('Aprovada')).toBeInTheDocument());
    expect(botoesDe('Oficina de acolhimento')).toEqual([]);
  });

  it('Editar: o mesmo diálogo, sem o termo, com os dados do pedido; envia o PUT sem o aceite', async () => {
    const { user } = await abrir();
    await user.click(within(cartao('Oficina de acolhimento')).getByRole('button', { name: /^Editar/ }));
    const d = within(await screen.findByRole('dialog', { name: 'Editar solicitação' }));
    expect(d.queryByRole('checkbox')).toBeNull();
    expect(d.queryByRole('button', { name: 'Criar assinatura' })).toBeNull();
    expect(d.getByLabelText(/^Data/)).toHaveValue('2030-03-20');
    expect(d.getByLabelText(/^Quantidade de pessoas/)).toHaveValue(30);
    expect(d.getByRole('radio', { name: 'Sim' })).toBeChecked();
    await user.selectOptions(d.getByRole('combobox', { name: /^Período/ }), 'tarde');
    await user.click(d.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Solicitação atualizada.'));
    expect(recebidosDe(falso, 'editar')).toEqual([
      expect.objectContaining({ id: 1, corpo: { sala_id: 1, data: '2030-03-20', periodo: 'tarde', qtd_pessoas: 30, finalidade: 'Oficina de acolhimento', coffee_break: true } }),
    ]);
  });

  it('sem reservas: o estado vazio com o próximo passo; falha: a mensagem e "Tentar novamente"', async () => {
    falso.minhas = [];
    const { unmount } = renderizar(<AgendamentoSala />, { rota: `/agendamento-sala?mes=${MES}` });
    expect(await screen.findByText('Você ainda não tem reservas.')).toBeInTheDocument();
    expect(screen.getByText('Escolha um horário livre no calendário acima para fazer a sua primeira solicitação.')).toBeInTheDocument();
    unmount();
    servidor.use(http.get('/api/salas/reservas/minhas', () => respostaDeErro(500, 'Falhou', 'ERRO_INTERNO')));
    renderizar(<AgendamentoSala />, { rota: `/agendamento-sala?mes=${MES}` });
    expect(await screen.findByText('Não foi possível carregar suas reservas. Confira a conexão e tente novamente.')).toBeInTheDocument();
  });
});
