import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EncontroSaidaSchema } from '#shared/contracts/eventos.ts';
import { EventoComTurmasSchema } from '#shared/contracts/presencas.ts';
import PaginaGestaoPresenca from '#web/app/routes/admin/gestao-presenca.tsx';
import { eventosComTurmasDeTeste, turmaItemDeTeste } from '#web/features/presenca/testing/fixtures-gestao.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';

const servidor = usarServidorMsw();
let periodos: (string | null)[];

beforeEach(() => {
  periodos = [];
  servidor.use(
    http.get('/api/presencas/turmas', ({ request }) => {
      const periodo = new URL(request.url).searchParams.get('periodo');
      periodos.push(periodo);
      const eventos = eventosComTurmasDeTeste();
      if (periodo === 'todas') eventos.push({ id: 3, titulo: 'Curso Antigo', instrutor: [], turmas: [turmaItemDeTeste({ id: 20, nome: 'Turma 2029', status: 'encerrado' })] });
      return respostaDoContrato(z.array(EventoComTurmasSchema), eventos);
    }),
  );
});

const abrir = () => renderizar(<PaginaGestaoPresenca />, { rota: '/gestao-presenca' });
const turmasVisiveis = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('Gestão de Presença (/gestao-presenca)', () => {
  it('lista todos os eventos com turmas; cada turma abre a lista de presenças da turma', async () => {
    abrir();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestão de Presença' })).toBeInTheDocument();
    expect(screen.getByText('Visualize turmas, consulte inscritos e acompanhe presenças com segurança.')).toBeInTheDocument();
    const turmaA = within((await screen.findByRole('heading', { name: 'Turma A' })).closest('li')!);
    expect(turmaA.getByText('Instrutores: Ana Souza')).toBeInTheDocument();
    expect(turmaA.getByRole('link', { name: 'Ver presenças — Turma A' })).toHaveAttribute('href', '/lista-presencas-turma?turma=5');
  });

  it('busca por evento, turma ou instrutor, sem acento', async () => {
    const { user } = abrir();
    await screen.findByRole('heading', { name: 'Turma A' });
    const busca = screen.getByRole('searchbox', { name: 'Buscar turma' });
    await user.type(busca, 'carlos');
    expect(turmasVisiveis()).toEqual(['Turma Única']);
    await user.clear(busca);
    await user.type(busca, 'vacinacao');
    expect(turmasVisiveis()).toEqual(['Turma A', 'Turma B']);
    await user.clear(busca);
    await user.type(busca, 'turma b');
    expect(turmasVisiveis()).toEqual(['Turma B']);
    await user.clear(busca);
    await user.type(busca, 'nada disso');
    expect(screen.getByText('Nenhuma turma corresponde aos filtros.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(busca).toHaveValue('');
    expect(turmasVisiveis()).toHaveLength(3);
  });

  it('"Ver encontros" busca as datas da turma só ao abrir (via=datas, depois presencas, depois intervalo) e lista dia e horário', async () => {
    const vias: string[] = [];
    servidor.use(
      http.get('/api/turmas/:turmaId/datas', ({ request, params }) => {
        const via = new URL(request.url).searchParams.get('via') ?? '';
        vias.push(`${String(params.turmaId)}:${via}`);
        const datas = via === 'intervalo' ? [{ data: '2030-03-10', horario_inicio: '08:00', horario_fim: '12:00' }, { data: '2030-03-11', horario_inicio: '08:00', horario_fim: '12:00' }] : [];
        return respostaDoContrato(z.array(EncontroSaidaSchema), datas);
      }),
    );
    const { user } = abrir();
    const turmaA = within((await screen.findByRole('heading', { name: 'Turma A' })).closest('li')!);
    expect(vias).toEqual([]);
    await user.click(turmaA.getByText('Ver encontros'));
    const lista = await turmaA.findByRole('list', { name: 'Encontros de Turma A' });
    expect(within(lista).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['10/03/2030, 08:00 às 12:00', '11/03/2030, 08:00 às 12:00']);
    expect(vias).toEqual(['5:datas', '5:presencas', '5:intervalo']);
  });

  it('alterna o período entre recentes e todas', async () => {
    const { user } = abrir();
    await screen.findByRole('heading', { name: 'Turma A' });
    expect(screen.queryByRole('heading', { name: 'Curso Antigo' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Período' })).getByRole('button', { name: 'Todas' }));
    expect(await screen.findByRole('heading', { name: 'Curso Antigo' })).toBeInTheDocument();
    expect(periodos).toEqual(['recentes', 'todas']);
  });
});
