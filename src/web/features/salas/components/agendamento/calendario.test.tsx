import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS_SALA } from '#shared/rules/salas.ts';
import { respostaDeErro, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { agendaDeTeste, MES } from '../../testing/fixtures.ts';
import { ligarServidorFalso, recebidosDe, type EstadoFalso } from '../../testing/servidor.ts';
import { AgendamentoSala } from './pagina-agendamento.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));

const servidor = usarServidorMsw();
let falso: EstadoFalso;

const MUDANCAS = {
  '2030-03-11': { manha: 'aprovada' as const, tarde: 'pendente' as const },
  '2030-03-12': { manha: 'pendente' as const, minhaManha: 5 },
  '2030-03-13': { bloqueio: { tipo: 'feriado_municipal' as const, descricao: 'Aniversário da cidade' } },
  // bloqueio de horário feito pela própria pessoa (administração): o servidor manda o id, mas não é "minha solicitação"
  '2030-03-14': { tarde: 'bloqueada' as const, minhaTarde: 8 },
};

beforeEach(() => {
  vi.clearAllMocks();
  falso = ligarServidorFalso(servidor, { agenda: (mes) => agendaDeTeste(mes, mes === MES ? MUDANCAS : {}) });
});
afterEach(() => vi.unstubAllGlobals());

async function abrir(rota = `/agendamento-sala?mes=${MES}`) {
  const r = renderizar(<AgendamentoSala />, { rota });
  await screen.findByText(/^Auditório, Março de 2030: /);
  return r;
}

/** Tela de celular (390 px): o `matchMedia` da tela larga responde que não. */
function comoCelular() {
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
}

const periodosDe = (quando: string) => within(screen.getByRole('list', { name: `Períodos de ${quando}` }));

describe('Agendamento de Sala: calendário', () => {
  it('título, subtítulo, sala escolhida e o mês da sala: cada período com a situação em texto e ícone', async () => {
    await abrir();
    expect(screen.getByRole('heading', { level: 1, name: 'Agendamento de Sala' })).toBeInTheDocument();
    expect(screen.getByText('Solicite horários disponíveis nas salas da Escola da Saúde.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sala' })).toHaveValue('1');
    expect(screen.getByRole('table', { name: 'Março de 2030' })).toBeInTheDocument();
    // 21 dias úteis × 2 = 42 períodos; menos os 2 dias passados (1 e 4; hoje, 5, ainda vale), 4 ocupados e o feriado
    expect(screen.getByText('Auditório, Março de 2030: 32 horários livres.')).toHaveAttribute('role', 'status');

    expect(periodosDe('segunda-feira, 11 de março').getByText('Aprovada')).toBeInTheDocument();
    expect(periodosDe('segunda-feira, 11 de março').getByText('Em análise')).toBeInTheDocument();
    expect(periodosDe('terça-feira, 12 de março').getByText('Minha solicitação')).toBeInTheDocument();
    expect(periodosDe('quinta-feira, 14 de março').getByText('Bloqueada')).toBeInTheDocument();
    expect(periodosDe('quinta-feira, 14 de março').queryByText('Minha solicitação')).toBeNull();
    expect(periodosDe('segunda-feira, 4 de março').getAllByText('Indisponível')).toHaveLength(2);
    // o feriado mostra a descrição no lugar dos períodos
    expect(screen.getByText('Feriado municipal')).toBeInTheDocument();
    expect(screen.getByText(': Aniversário da cidade', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Períodos de quarta-feira, 13 de março' })).toBeNull();

    const legenda = within(screen.getByRole('list', { name: 'Legenda do calendário' }));
    expect(legenda.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Livre', 'Em análise', 'Aprovada', 'Bloqueada', 'Indisponível', 'Minha solicitação']);
  });

  it('um horário livre abre o pedido com sala, data e período preenchidos', async () => {
    const { user } = await abrir();
    await user.click(periodosDe('segunda-feira, 18 de março').getByRole('button', { name: /^Tarde \(13h às 17h\) livre: solicitar segunda-feira, 18 de março/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Solicitar horário' });
    expect(within(dialogo).getByRole('combobox', { name: /^Sala/ })).toHaveValue('1');
    expect(within(dialogo).getByLabelText(/^Data/)).toHaveValue('2030-03-18');
    expect(within(dialogo).getByRole('combobox', { name: /^Período/ })).toHaveValue('tarde');
    expect(within(dialogo).getByLabelText(/^Data/)).toHaveAttribute('min', '2030-03-05');
  });

  it('setas de mês: limitadas por primeiro_mes e ultimo_mes; a troca de mês e de sala vai ao endereço e à consulta', async () => {
    falso.agenda = (mes, salaId) => agendaDeTeste(mes, {}, { primeiro_mes: '2030-03', ultimo_mes: '2030-04', sala: falso.salas.find((s) => s.id === salaId)! });
    const { user } = await abrir();
    expect(screen.getByRole('button', { name: 'Mês anterior: Fevereiro de 2030' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Próximo mês: Abril de 2030' }));
    expect(await screen.findByText(/^Auditório, Abril de 2030: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo mês: Maio de 2030' })).toBeDisabled();
    expect(screen.getByTestId('local-atual')).toHaveTextContent('mes=2030-04');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sala' }), 'Sala de Reunião (até 12 pessoas)');
    expect(await screen.findByText(/^Sala de Reunião, Abril de 2030: /)).toBeInTheDocument();
    expect(recebidosDe(falso, 'agenda').at(-1)!.query).toBe('sala_id=2&mes=2030-04');
  });

  it('mês recusado pelo servidor: a mensagem, "Tentar novamente" e "Ir para o mês atual"', async () => {
    servidor.use(http.get('/api/salas/reservas', () => respostaDeErro(400, MENSAGENS_SALA.mesForaDaJanela)));
    renderizar(<AgendamentoSala />, { rota: '/agendamento-sala?mes=2001-01' });
    expect(await screen.findByText(`Não foi possível carregar a agenda. ${MENSAGENS_SALA.mesForaDaJanela}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir para o mês atual' })).toBeInTheDocument();
  });

  it('sem salas abertas: o estado vazio com o próximo passo', async () => {
    falso.salas = [];
    renderizar(<AgendamentoSala />);
    expect(await screen.findByText('Nenhuma sala está aberta para agendamento no momento.')).toBeInTheDocument();
    expect(screen.getByText('Tente mais tarde ou fale com a equipe da Escola da Saúde.')).toBeInTheDocument();
  });
});

describe('Agendamento de Sala: calendário no celular (390 px)', () => {
  it('grade compacta: cada dia diz os dois períodos no nome; o dia escolhido aparece abaixo com os botões de pedido', async () => {
    comoCelular();
    const { user } = await abrir();
    expect(screen.queryByRole('list', { name: /^Períodos de/ })).toBeNull();
    const dia11 = screen.getByRole('button', { name: 'segunda-feira, 11 de março: manhã aprovada, tarde em análise' });
    expect(screen.getByRole('button', { name: 'terça-feira, 12 de março: manhã em análise, minha solicitação, tarde livre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'quarta-feira, 13 de março: Feriado municipal: Aniversário da cidade' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'quinta-feira, 14 de março: manhã livre, tarde bloqueada' })).toBeInTheDocument();
    // de início, o primeiro dia com horário livre (hoje, 5)
    expect(screen.getByRole('button', { name: /^terça-feira, 5 de março/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Dia escolhido: terça-feira, 5 de março' })).toBeInTheDocument();

    await user.click(dia11);
    expect(dia11).toHaveAttribute('aria-pressed', 'true');
    const painel = within(screen.getByRole('region', { name: 'Dia escolhido: segunda-feira, 11 de março' }));
    expect(painel.getByText('Aprovada')).toBeInTheDocument();
    expect(painel.queryByRole('button')).toBeNull();

    // setas: → vai ao dia útil seguinte, ↓ uma semana depois
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('button', { name: /^terça-feira, 12 de março/ })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('button', { name: /^terça-feira, 19 de março/ })).toHaveFocus());
    await user.click(within(screen.getByRole('region', { name: /^Dia escolhido/ })).getByRole('button', { name: /^Manhã .* livre: solicitar terça-feira, 19 de março/ }));
    expect(await screen.findByRole('dialog', { name: 'Solicitar horário' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Data/)).toHaveValue('2030-03-19');
  });
});
