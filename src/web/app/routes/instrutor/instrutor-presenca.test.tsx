import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EventoComTurmasSchema, type EventoComTurmas } from '#shared/contracts/presencas.ts';
import PaginaInstrutorPresenca from '#web/app/routes/instrutor/instrutor-presenca.tsx';
import { eventosComTurmasDeTeste } from '#web/features/presenca/testing/fixtures-gestao.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';

const servidor = usarServidorMsw();
let eventos: EventoComTurmas[];
let periodos: (string | null)[];

beforeEach(() => {
  eventos = eventosComTurmasDeTeste();
  periodos = [];
  servidor.use(
    http.get('/api/presencas/turmas', ({ request }) => {
      periodos.push(new URL(request.url).searchParams.get('periodo'));
      return respostaDoContrato(z.array(EventoComTurmasSchema), eventos);
    }),
  );
});

const abrir = () => renderizar(<PaginaInstrutorPresenca />, { rota: '/instrutor/presenca' });
const turmasVisiveis = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('Presença do instrutor (/instrutor/presenca)', () => {
  it('agrupa as turmas por evento, com datas, situação, inscritos, lista de presença e QR ao vivo', async () => {
    abrir();
    const vacinacao = within((await screen.findByRole('heading', { level: 2, name: 'Curso de Vacinação' })).closest('section')!);
    expect(screen.getByRole('heading', { level: 2, name: 'Saúde Mental na Atenção Básica' })).toBeInTheDocument();
    const turmaA = within(vacinacao.getByRole('heading', { name: 'Turma A' }).closest('li')!);
    expect(turmaA.getByText('Em andamento')).toBeInTheDocument();
    expect(turmaA.getByText('05/03/2030 a 07/03/2030')).toBeInTheDocument();
    expect(turmaA.getByText('30 inscritos')).toBeInTheDocument();
    expect(turmaA.getByRole('link', { name: 'Lista de presença — Turma A' })).toHaveAttribute('href', '/turmas/presencas/5');
    expect(turmaA.getByRole('link', { name: 'QR ao vivo — Turma A' })).toHaveAttribute('href', '/turmas/presencas/5/ao-vivo');
    expect(vacinacao.getByText('1 inscrito')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 turmas em 2 eventos.');
    expect(periodos).toEqual(['recentes']);
  });

  it('filtra por Todos / Programados / Em andamento / Encerrados', async () => {
    const { user } = abrir();
    await screen.findByRole('heading', { name: 'Turma A' });
    const grupo = within(screen.getByRole('group', { name: 'Situação da turma' }));
    expect(grupo.getAllByRole('button').map((b) => b.textContent)).toEqual(['Todos (3)', 'Programados (1)', 'Em andamento (1)', 'Encerrados (1)']);
    await user.click(grupo.getByRole('button', { name: /^Encerrados/ }));
    expect(grupo.getByRole('button', { name: /^Encerrados/ })).toHaveAttribute('aria-pressed', 'true');
    expect(turmasVisiveis()).toEqual(['Turma Única']);
    expect(screen.queryByRole('heading', { name: 'Curso de Vacinação' })).not.toBeInTheDocument();
    await user.click(grupo.getByRole('button', { name: /^Programados/ }));
    expect(turmasVisiveis()).toEqual(['Turma B']);
    await user.click(grupo.getByRole('button', { name: /^Todos/ }));
    expect(turmasVisiveis()).toEqual(['Turma A', 'Turma B', 'Turma Única']);
  });

  it('sem turmas: explica e oferece o próximo passo (turmas antigas, agenda)', async () => {
    eventos = [];
    const { user } = abrir();
    expect(await screen.findByText('Você ainda não tem turmas como instrutor.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver a Agenda do Instrutor' })).toHaveAttribute('href', '/agenda-instrutor');
    await user.click(screen.getByRole('button', { name: 'Ver também as turmas antigas' }));
    expect(await screen.findByText('Você ainda não tem turmas como instrutor.')).toBeInTheDocument();
    expect(periodos).toEqual(['recentes', 'todas']);
    expect(within(screen.getByRole('group', { name: 'Período' })).getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('falha ao carregar: mensagem e "Tentar novamente"', async () => {
    servidor.use(http.get('/api/presencas/turmas', () => respostaDeErro(500, 'Erro interno.', 'ERRO_INTERNO')));
    const { user } = abrir();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as turmas.');
    servidor.resetHandlers();
    servidor.use(http.get('/api/presencas/turmas', () => respostaDoContrato(z.array(EventoComTurmasSchema), eventos)));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Turma A' })).toBeInTheDocument();
  });
});
