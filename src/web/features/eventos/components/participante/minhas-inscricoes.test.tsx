import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MinhaInscricaoItemSchema, ResultadoInscricaoSchema, type MinhaInscricaoItem } from '#shared/contracts/inscricoes.ts';
import { minhaInscricaoDeTeste } from '#web/testing/fixtures-eventos.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { MinhasInscricoes } from './minhas-inscricoes.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();

let inscricoes: MinhaInscricaoItem[];
let situacoes: string[];
let cancelados: string[];

beforeEach(() => {
  vi.clearAllMocks();
  situacoes = [];
  cancelados = [];
  const base = minhaInscricaoDeTeste({ id: 1 });
  inscricoes = [
    base,
    minhaInscricaoDeTeste({
      id: 2,
      status: 'em_espera',
      posicao_espera: 2,
      evento: { ...base.evento, id: 2, titulo: 'Oficina de Curativos' },
      turma: { ...base.turma, id: 12, nome: 'Turma B', data_inicio: '2030-01-10', data_fim: '2030-01-10', datas: [{ data: '2030-01-10', horario_inicio: '14:00', horario_fim: '18:00' }] },
    }),
    minhaInscricaoDeTeste({
      id: 3,
      pode_cancelar: false,
      evento: { ...base.evento, id: 3, titulo: 'Seminário em Andamento' },
      turma: { ...base.turma, id: 13, nome: 'Turma C', status: 'em_andamento', datas: [] },
    }),
    minhaInscricaoDeTeste({
      id: 4,
      status: 'cancelada',
      pode_cancelar: false,
      cancelada_em: '2030-02-10T15:00:00.000Z',
      motivo_cancelamento: 'Turma remarcada',
      evento: { ...base.evento, id: 4, titulo: 'Palestra Cancelada' },
    }),
  ];
  servidor.use(
    http.get('/api/inscricoes/minhas', ({ request }) => {
      const situacao = new URL(request.url).searchParams.get('situacao') ?? 'ativas';
      situacoes.push(situacao);
      const lista = situacao === 'todas' ? inscricoes : inscricoes.filter((i) => i.status !== 'cancelada');
      return respostaDoContrato(z.array(MinhaInscricaoItemSchema), lista);
    }),
    http.delete('/api/inscricoes/:id', ({ params }) => {
      cancelados.push(String(params.id));
      inscricoes = inscricoes.map((i) => (i.id === Number(params.id) ? { ...i, status: 'cancelada', pode_cancelar: false, cancelada_em: '2030-02-20T12:00:00.000Z' } : i));
      return respostaDoContrato(ResultadoInscricaoSchema, { id: Number(params.id), turma_id: 11, status: 'cancelada', posicao_espera: null, mensagem: 'Inscrição cancelada com sucesso.' });
    }),
  );
});

const cartao = async (titulo: string) => within((await screen.findByRole('heading', { name: titulo })).closest('article')!);
const indicador = (rotulo: string) => within(screen.getByRole('list', { name: 'Resumo das inscrições' })).getByText(rotulo).parentElement!;

describe('Meus Cursos', () => {
  it('mostra os números do topo e as inscrições ativas em ordem (em andamento, depois as próximas)', async () => {
    renderizar(<MinhasInscricoes />, { rota: '/minhas-inscricoes' });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando suas inscrições…');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 inscrições'));
    expect(indicador('Ativas')).toHaveTextContent('3');
    expect(indicador('Lista de espera')).toHaveTextContent('1');
    expect(indicador('Em andamento')).toHaveTextContent('1');
    const titulos = screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(titulos).toEqual(['Seminário em Andamento', 'Oficina de Curativos', 'Curso de Vacinação']);
    expect(situacoes).toEqual(['ativas']);
  });

  it('cada cartão tem turma, situação, período, horário, carga horária, local e instrutores', async () => {
    renderizar(<MinhasInscricoes />);
    const c = await cartao('Curso de Vacinação');
    expect(c.getByText('Turma: Turma A')).toBeInTheDocument();
    expect(c.getByText('Programado')).toBeInTheDocument();
    expect(c.getByText('Inscrito')).toBeInTheDocument();
    expect(c.getByText('05/03/2030 a 06/03/2030')).toBeInTheDocument();
    expect(c.getByText('08:00 às 12:00')).toBeInTheDocument();
    expect(c.getByText('8 h')).toBeInTheDocument();
    expect(c.getByText('Auditório da SMS')).toBeInTheDocument();
    expect(c.getByText('Ana Souza')).toBeInTheDocument();
    const espera = await cartao('Oficina de Curativos');
    expect(espera.getAllByText(/Lista de espera — posição 2/)).toHaveLength(2);
  });

  it('"Adicionar ao Google Agenda" vai do primeiro ao último encontro, sem trocar o dia', async () => {
    renderizar(<MinhasInscricoes />);
    const link = (await cartao('Curso de Vacinação')).getByRole('link', { name: /Adicionar ao Google Agenda/ });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('dates')).toBe('20300305T080000/20300306T120000');
    expect(url.searchParams.get('ctz')).toBe('America/Sao_Paulo');
    expect(link).toHaveAttribute('target', '_blank');
    expect((await cartao('Seminário em Andamento')).getByText('Datas insuficientes para agendar')).toBeInTheDocument();
  });

  it('"Cancelar inscrição" só aparece quando o servidor permite, e pede confirmação', async () => {
    const { user } = renderizar(<MinhasInscricoes />);
    expect((await cartao('Seminário em Andamento')).queryByRole('button', { name: 'Cancelar inscrição' })).toBeNull();
    await user.click((await cartao('Curso de Vacinação')).getByRole('button', { name: 'Cancelar inscrição' }));
    const dialogo = screen.getByRole('dialog', { name: 'Cancelar inscrição?' });
    expect(dialogo).toHaveAccessibleDescription('Tem certeza que deseja cancelar sua inscrição nesta turma?');
    expect(within(dialogo).getByText('Curso de Vacinação — Turma A')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar inscrição' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Inscrição cancelada com sucesso.'));
    expect(cancelados).toEqual(['1']);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Curso de Vacinação' })).toBeNull());
    expect(indicador('Ativas')).toHaveTextContent('2');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Inscrições' })).toHaveFocus());
  });

  it('cancelamento recusado mostra o texto do servidor no diálogo', async () => {
    servidor.use(http.delete('/api/inscricoes/:id', () => respostaDeErro(422, 'A turma já começou: o cancelamento não é mais possível.', 'REGRA_NEGOCIO')));
    const { user } = renderizar(<MinhasInscricoes />);
    await user.click((await cartao('Curso de Vacinação')).getByRole('button', { name: 'Cancelar inscrição' }));
    const dialogo = screen.getByRole('dialog');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar inscrição' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent('A turma já começou: o cancelamento não é mais possível.');
    expect(toast.notificarErro).toHaveBeenCalledWith('A turma já começou: o cancelamento não é mais possível.');
  });

  it('"Mostrar também as canceladas" pede todas e mostra quando e por que foi cancelada', async () => {
    const { user } = renderizar(<MinhasInscricoes />, { rota: '/minhas-inscricoes' });
    await screen.findByRole('heading', { name: 'Curso de Vacinação' });
    await user.click(screen.getByRole('checkbox', { name: 'Mostrar também as canceladas' }));
    const c = await cartao('Palestra Cancelada');
    expect(c.getByText('Cancelada')).toBeInTheDocument();
    expect(c.getByText(/Cancelada em 10\/02\/2030, 12:00 — motivo: Turma remarcada/)).toBeInTheDocument();
    expect(c.queryByRole('link', { name: /Google Agenda/ })).toBeNull();
    expect(situacoes).toContain('todas');
    expect(screen.getByTestId('local-atual')).toHaveTextContent('/minhas-inscricoes?situacao=todas');
    expect(indicador('Ativas')).toHaveTextContent('3');
  });

  it('sem inscrições: mensagem e link para os eventos', async () => {
    inscricoes = [];
    renderizar(<MinhasInscricoes />);
    expect(await screen.findByText('Você não possui inscrições ativas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acesse a página de eventos para se inscrever' })).toHaveAttribute('href', '/eventos');
    expect(indicador('Ativas')).toHaveTextContent('0');
  });

  it('falha ao carregar: motivo e "Tentar novamente"', async () => {
    let falhar = true;
    servidor.use(http.get('/api/inscricoes/minhas', () => (falhar ? respostaDeErro(503, 'Serviço em manutenção.', 'INDISPONIVEL') : respostaDoContrato(z.array(MinhaInscricaoItemSchema), []))));
    const { user } = renderizar(<MinhasInscricoes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar suas inscrições. Serviço em manutenção.');
    expect(indicador('Ativas')).toHaveTextContent('—');
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Você não possui inscrições ativas.')).toBeInTheDocument();
  });
});
