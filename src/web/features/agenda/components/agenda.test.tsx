import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ItemAgendaSchema, type ItemAgenda } from '#shared/contracts/agenda.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { Agenda } from './agenda.tsx';

const servidor = usarServidorMsw();

let id = 0;
function item(data: string, p: Partial<ItemAgenda> & { titulo?: string; status?: ItemAgenda['turma']['status'] } = {}): ItemAgenda {
  id++;
  const { titulo = `Evento ${id}`, status = 'programado', ...resto } = p;
  return ItemAgendaSchema.parse({
    data,
    horario_inicio: '08:00',
    horario_fim: '12:00',
    papel: 'participante',
    inscricao: 'confirmada',
    evento: { id: 100 + id, titulo, tipo: 'Curso', local: 'Auditório da Escola' },
    turma: { id, nome: `Turma ${id}`, status },
    instrutor: [{ id: 7, nome: 'Ana Instrutora' }],
    ...resto,
  });
}

let porMes: Record<string, ItemAgenda[]>;
let pedidos: { de: string | null; ate: string | null }[];

beforeEach(() => {
  id = 0;
  pedidos = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T15:00:00Z')); // terça, 10/03/2026, meio-dia em São Paulo
  porMes = {
    '2026-03': [
      item('2026-03-01', { titulo: 'Acolhimento no domingo', status: 'encerrado' }),
      item('2026-03-31', { titulo: 'Último dia do mês', horario_inicio: '14:00', horario_fim: '17:00' }),
      ...['09:00', '07:30', '13:00', '15:00', '18:00'].map((h, i) =>
        item('2026-03-10', { titulo: `Aula ${i + 1}`, horario_inicio: h, horario_fim: '19:00', status: 'em_andamento' }),
      ),
    ],
  };
  servidor.use(
    http.get('/api/agenda', ({ request }) => {
      const q = new URL(request.url).searchParams;
      pedidos.push({ de: q.get('de'), ate: q.get('ate') });
      return respostaDoContrato(z.array(ItemAgendaSchema), porMes[(q.get('de') ?? '').slice(0, 7)] ?? []);
    }),
  );
});

afterEach(() => vi.useRealTimers());

const local = () => screen.getByTestId('local-atual').textContent ?? '';

describe('Agenda: calendário do mês', () => {
  it('pede só o mês visível e anuncia quantos encontros chegaram', async () => {
    renderizar(<Agenda fonte="minha" comPapeis />, { rota: '/agenda?mes=2026-03' });
    expect(screen.getByRole('heading', { name: 'Março de 2026' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando agenda…');
    expect(await screen.findByText('Agenda carregada: 7 encontro(s).')).toBeInTheDocument();
    expect(pedidos).toEqual([{ de: '2026-03-01', ate: '2026-03-31' }]);
  });

  it('põe cada encontro no dia certo: 1º de março (domingo) na 1ª coluna, 31 na terça da última semana', async () => {
    renderizar(<Agenda fonte="minha" />, { rota: '/agenda?mes=2026-03' });
    const tabela = await screen.findByRole('table', { name: 'Março de 2026' });
    await screen.findByText('Agenda carregada: 7 encontro(s).');
    const linhas = within(tabela).getAllByRole('row').slice(1); // sem o cabeçalho
    expect(linhas).toHaveLength(5);

    const primeira = within(linhas[0]!).getAllByRole('cell');
    expect(within(primeira[0]!).getByRole('button', { name: 'domingo, 1 de março: 1 encontro(s)' })).toBeInTheDocument();
    expect(within(primeira[0]!).getByRole('button', { name: /08:00.*Acolhimento no domingo.*Encerrado/ })).toBeInTheDocument();

    const ultima = within(linhas[4]!).getAllByRole('cell');
    expect(within(ultima[2]!).getByRole('button', { name: /14:00.*Último dia do mês/ })).toBeInTheDocument();
    expect(ultima.slice(3).every((c) => c.textContent === '')).toBe(true);
    expect(within(ultima[1]!).getByRole('button', { name: 'segunda-feira, 30 de março: sem encontros' })).toBeInTheDocument();
  });

  it('mostra até 3 etiquetas por dia, em ordem de horário, e "+N" abre a lista completa do dia', async () => {
    const { user } = renderizar(<Agenda fonte="minha" />, { rota: '/agenda?mes=2026-03' });
    const dia = await screen.findByRole('list', { name: 'Encontros de terça-feira, 10 de março' });
    const etiquetas = within(dia).getAllByRole('button');
    expect(etiquetas.map((b) => b.textContent?.slice(0, 5))).toEqual(['07:30', '09:00', '13:00', '+2']);
    const mais = within(dia).getByRole('button', { name: 'Mais 2 encontro(s) neste dia' });

    await user.click(screen.getByRole('button', { name: 'domingo, 1 de março: 1 encontro(s)' }));
    expect(screen.getByRole('heading', { name: 'domingo, 1 de março de 2026' })).toBeInTheDocument();
    await user.click(mais);
    const titulo = screen.getByRole('heading', { name: 'terça-feira, 10 de março de 2026' });
    await waitFor(() => expect(titulo).toHaveFocus());
    expect(within(screen.getByRole('list', { name: 'Encontros do dia escolhido (5)' })).getAllByRole('button')).toHaveLength(5);
  });

  it('troca de mês pedindo o intervalo certo e guarda o mês no endereço; "Hoje" volta', async () => {
    const { user } = renderizar(<Agenda fonte="minha" />, { rota: '/agenda?mes=2026-03' });
    await screen.findByText('Agenda carregada: 7 encontro(s).');
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(screen.getByRole('heading', { name: 'Abril de 2026' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhum encontro neste mês.')).toBeInTheDocument();
    expect(local()).toBe('/agenda?mes=2026-04');

    await user.click(screen.getByRole('button', { name: 'Mês anterior' }));
    await user.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(screen.getByRole('heading', { name: 'Fevereiro de 2026' })).toBeInTheDocument();
    await screen.findByText('Nenhum encontro neste mês.');
    expect(pedidos).toEqual([
      { de: '2026-03-01', ate: '2026-03-31' },
      { de: '2026-04-01', ate: '2026-04-30' },
      { de: '2026-02-01', ate: '2026-02-28' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Hoje' }));
    expect(screen.getByRole('heading', { name: 'Março de 2026' })).toBeInTheDocument();
    expect(local()).toBe('/agenda?mes=2026-03');
    expect(screen.getByRole('button', { name: 'terça-feira, 10 de março: 5 encontro(s)' })).toHaveAttribute('aria-current', 'date');
  });

  it('setas andam entre os dias (um só dia no Tab) e passam para o mês seguinte', async () => {
    const { user } = renderizar(<Agenda fonte="minha" />, { rota: '/agenda?mes=2026-03' });
    await screen.findByText('Agenda carregada: 7 encontro(s).');
    const hoje = screen.getByRole('button', { name: /^terça-feira, 10 de março/ });
    expect(hoje).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: /^quarta-feira, 11 de março/ })).toHaveAttribute('tabindex', '-1');
    hoje.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /^quarta-feira, 11 de março/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'quarta-feira, 1 de abril: sem encontros' })).toHaveFocus();
    expect(local()).toBe('/agenda?mes=2026-04');
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('button', { name: /^domingo, 1 de março/ })).toHaveFocus();
  });

  it('abre os detalhes do encontro com turma, horário, local, instrutores e o link do evento', async () => {
    id = 0;
    porMes['2026-03'] = [item('2026-03-12', { titulo: 'Oficina de curativos', papel: 'instrutor', inscricao: null })];
    const { user } = renderizar(<Agenda fonte="minha" comPapeis />, { rota: '/agenda?mes=2026-03' });
    await user.click(await screen.findByRole('button', { name: /08:00.*Oficina de curativos.*Instrutor/ }));
    const dialogo = screen.getByRole('dialog', { name: 'Oficina de curativos' });
    expect(dialogo).toHaveTextContent('Turma 1');
    expect(dialogo).toHaveTextContent('quinta-feira, 12 de março de 2026');
    expect(dialogo).toHaveTextContent('08:00 às 12:00');
    expect(dialogo).toHaveTextContent('Auditório da Escola');
    expect(dialogo).toHaveTextContent('Ana Instrutora');
    expect(dialogo).toHaveTextContent('Você é instrutor(a) desta turma.');
    expect(within(dialogo).getByRole('link', { name: 'Ver evento' })).toHaveAttribute('href', '/eventos/101');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('mostra o erro e tenta de novo', async () => {
    let falhar = true;
    servidor.use(http.get('/api/agenda', () => (falhar ? new Response('falhou', { status: 500 }) : respostaDoContrato(z.array(ItemAgendaSchema), []))));
    const { user } = renderizar(<Agenda fonte="minha" />, { rota: '/agenda?mes=2026-03' });
    expect(await screen.findByText('Não foi possível carregar a agenda.')).toBeInTheDocument();
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum encontro neste mês.')).toBeInTheDocument();
  });
});

describe('Agenda: lista', () => {
  it('agrupa por dia com os próximos primeiro e guarda a vista no endereço', async () => {
    porMes['2026-03']!.push(item('2026-03-05', { titulo: 'Na lista de espera', inscricao: 'em_espera' }));
    const { user } = renderizar(<Agenda fonte="minha" comPapeis />, { rota: '/agenda?mes=2026-03' });
    await screen.findByText('Agenda carregada: 8 encontro(s).');
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    expect(local()).toBe('/agenda?mes=2026-03&vista=lista');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const secoes = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(secoes).toEqual(['Próximos encontros', 'Encontros já realizados']);
    const dias = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(dias).toEqual(['terça-feira, 10 de março de 2026Hoje', 'terça-feira, 31 de março de 2026', 'quinta-feira, 5 de março de 2026', 'domingo, 1 de março de 2026']);
    const doDia10 = within(screen.getByRole('list', { name: 'Encontros de terça-feira, 10 de março' })).getAllByRole('button');
    expect(doDia10.map((b) => b.textContent?.match(/Aula \d/)?.[0])).toEqual(['Aula 2', 'Aula 1', 'Aula 3', 'Aula 4', 'Aula 5']);
    expect(within(screen.getByRole('list', { name: 'Encontros de quinta-feira, 5 de março' })).getByRole('button')).toHaveTextContent('Lista de espera');
  });

  it('abre direto na lista pelo endereço e mostra o vazio com a sugestão', async () => {
    renderizar(<Agenda fonte="minha" sugestaoVazio="Veja os eventos disponíveis." />, { rota: '/agenda?mes=2025-07&vista=lista' });
    const sugestao = await screen.findByText('Veja os eventos disponíveis.');
    expect(sugestao.parentElement).toHaveTextContent('Nenhum encontro neste mês.');
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum encontro neste mês.');
    expect(pedidos).toEqual([{ de: '2025-07-01', ate: '2025-07-31' }]);
  });
});

describe('Agenda do administrador', () => {
  it('usa a rota da administração e filtra pelo título do evento no navegador', async () => {
    const admin: string[] = [];
    servidor.use(
      http.get('/api/agenda/administrador', ({ request }) => {
        admin.push(new URL(request.url).search);
        return respostaDoContrato(z.array(ItemAgendaSchema), [
          item('2026-03-03', { titulo: 'Saúde da Família', papel: 'administracao', inscricao: null }),
          item('2026-03-04', { titulo: 'Vacinação', papel: 'administracao', inscricao: null }),
        ]);
      }),
    );
    const { user } = renderizar(<Agenda fonte="administrador" comBusca />, { rota: '/agenda-administrador?mes=2026-03' });
    await screen.findByText('Agenda carregada: 2 encontro(s).');
    await user.type(screen.getByLabelText('Buscar por título do evento'), 'saude');
    expect(screen.getByText('1 encontro(s) encontrado(s) neste mês.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Vacinação/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Saúde da Família/ })).toBeInTheDocument();
    expect(admin).toEqual(['?de=2026-03-01&ate=2026-03-31']);
    expect(pedidos).toEqual([]);
  });
});
