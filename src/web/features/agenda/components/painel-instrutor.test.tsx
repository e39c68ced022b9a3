import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ItemAgendaSchema, type ItemAgenda } from '#shared/contracts/agenda.ts';
import { TurmaDoInstrutorSchema, type TurmaDoInstrutor } from '#shared/contracts/instrutores.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { PainelInstrutor } from './painel-instrutor.tsx';

const servidor = usarServidorMsw();

function turma(p: Partial<TurmaDoInstrutor> & { id: number; titulo: string }): TurmaDoInstrutor {
  const { titulo, ...resto } = p;
  return TurmaDoInstrutorSchema.parse({
    nome: `Turma ${p.id}`,
    status: 'programado',
    data_inicio: '2026-03-16',
    data_fim: '2026-03-20',
    carga_horaria: 16,
    vagas: 30,
    confirmadas: 0,
    em_espera: 0,
    proximo_encontro: null,
    evento: { id: 200 + p.id, titulo, tipo: 'Curso', local: 'Auditório', publicado: true },
    ...resto,
  });
}

const encontro = (data: string): ItemAgenda =>
  ItemAgendaSchema.parse({
    data,
    horario_inicio: '08:00',
    horario_fim: '12:00',
    papel: 'instrutor',
    inscricao: null,
    evento: { id: 1, titulo: 'X', tipo: 'Curso', local: 'Sala' },
    turma: { id: 1, nome: 'T', status: 'programado' },
    instrutor: [],
  });

let turmas: TurmaDoInstrutor[];
let intervaloPedido: string | null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T15:00:00Z'));
  intervaloPedido = null;
  turmas = [
    turma({ id: 1, titulo: 'Saúde mental na atenção básica', status: 'encerrado', data_inicio: '2026-02-02', data_fim: '2026-02-06', confirmadas: 25, vagas: 25 }),
    turma({
      id: 2,
      titulo: 'Curativos',
      status: 'programado',
      confirmadas: 30,
      em_espera: 4,
      proximo_encontro: { data: '2026-03-16', horario_inicio: '08:00', horario_fim: '12:00' },
      evento: { id: 202, titulo: 'Curativos', tipo: 'Oficina', local: 'Sala 3', publicado: false },
    }),
    turma({
      id: 3,
      titulo: 'Vacinação',
      status: 'em_andamento',
      data_inicio: '2026-03-02',
      data_fim: '2026-03-27',
      confirmadas: 12,
      vagas: 40,
      proximo_encontro: { data: '2026-03-11', horario_inicio: '14:00', horario_fim: '17:00' },
    }),
  ];
  servidor.use(
    http.get('/api/instrutor/turmas', () => respostaDoContrato(z.array(TurmaDoInstrutorSchema), turmas)),
    http.get('/api/agenda/instrutor', ({ request }) => {
      intervaloPedido = new URL(request.url).search;
      return respostaDoContrato(z.array(ItemAgendaSchema), ['2026-03-11', '2026-03-12', '2026-03-16'].map(encontro));
    }),
  );
});

afterEach(() => vi.useRealTimers());

describe('Painel do Instrutor', () => {
  it('mostra os indicadores, com os encontros dos próximos 14 dias vindos da agenda', async () => {
    renderizar(<PainelInstrutor />);
    const kpis = await screen.findByRole('list', { name: 'Resumo das suas turmas' });
    await within(kpis).findByText('Próximos encontros');
    await vi.waitFor(() => expect(intervaloPedido).toBe('?de=2026-03-10&ate=2026-03-23'));
    const textos = () => within(kpis).getAllByRole('listitem').map((k) => k.textContent);
    await vi.waitFor(() =>
      expect(textos()).toEqual([
        expect.stringContaining('Turmas3'),
        expect.stringContaining('Em andamento1'),
        expect.stringContaining('Programadas1'),
        expect.stringContaining('Próximos encontros3Nos próximos 14 dias'),
      ]),
    );
  });

  it('lista os próximos encontros do mais próximo ao mais distante, com link para o evento', async () => {
    renderizar(<PainelInstrutor />);
    const secao = (await screen.findByRole('heading', { name: 'Próximos encontros' })).closest('section')!;
    const itens = within(secao).getAllByRole('listitem');
    expect(itens.map((i) => i.textContent)).toEqual([
      'quarta-feira, 11 de março, 14:00 às 17:00Vacinação · Turma: Turma 3',
      'segunda-feira, 16 de março, 08:00 às 12:00Curativos · Turma: Turma 2',
    ]);
    expect(within(itens[0]!).getByRole('link', { name: 'Vacinação' })).toHaveAttribute('href', '/eventos/203');
    expect(within(secao).getByRole('link', { name: 'Ver agenda completa' })).toHaveAttribute('href', '/agenda-instrutor');
  });

  it('mostra as turmas (em andamento primeiro) com situação, período, vagas e lista de espera', async () => {
    renderizar(<PainelInstrutor />);
    const secao = (await screen.findByRole('heading', { name: 'Minhas turmas' })).closest('section')!;
    const cartoes = within(secao).getAllByRole('article');
    expect(cartoes.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Vacinação', 'Curativos', 'Saúde mental na atenção básica']);
    const curativos = cartoes[1]!;
    expect(curativos).toHaveTextContent('Programado');
    expect(curativos).toHaveTextContent('Não publicado');
    expect(curativos).toHaveTextContent('16/03/2026 a 20/03/2026');
    expect(curativos).toHaveTextContent('30/30 confirmadas');
    expect(curativos).toHaveTextContent('4 na lista de espera');
    expect(within(curativos).getByRole('link', { name: 'Ver evento Curativos' })).toHaveAttribute('href', '/eventos/202');
    expect(cartoes[2]).toHaveTextContent('Encerrado');
    expect(cartoes[2]).toHaveTextContent('Próximo encontro—');
  });

  it('quem ainda não ensina vê o estado vazio', async () => {
    turmas = [];
    renderizar(<PainelInstrutor />);
    expect(await screen.findByText('Você ainda não tem turmas como instrutor(a).')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Minhas turmas' })).not.toBeInTheDocument();
  });

  it('mostra o erro com "Tentar novamente"', async () => {
    servidor.use(http.get('/api/instrutor/turmas', () => new Response('falhou', { status: 500 })));
    renderizar(<PainelInstrutor />);
    expect(await screen.findByText('Não foi possível carregar o painel do instrutor.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
