import { screen } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EventoComTurmasSchema, PresencasDaTurmaSchema } from '#shared/contracts/presencas.ts';
import PaginaListaPresencasTurma from '#web/app/routes/admin/lista-presencas-turma.tsx';
import { eventosComTurmasDeTeste, presencasDeTeste } from '#web/features/presenca/testing/fixtures-gestao.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';

const servidor = usarServidorMsw();

beforeEach(() => {
  servidor.use(
    http.get('/api/presencas/turmas', () => respostaDoContrato(z.array(EventoComTurmasSchema), eventosComTurmasDeTeste())),
    http.get('/api/turmas/:turmaId/presencas', () => respostaDoContrato(PresencasDaTurmaSchema, presencasDeTeste({ administrador: true }))),
  );
});

const abrir = (rota = '/lista-presencas-turma') => renderizar(<PaginaListaPresencasTurma />, { rota });

describe('Lista de presenças da turma (/lista-presencas-turma)', () => {
  it('sem ?turma, mostra a escolha da turma (com busca) e a escolha vai para o endereço', async () => {
    const { user } = abrir();
    expect(screen.getByText('Escolha a turma para ver e marcar as presenças.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar turma' }), 'mental');
    await user.click(await screen.findByRole('button', { name: 'Abrir lista de presença — Turma Única' }));
    expect(screen.getByTestId('local-atual')).toHaveTextContent('/lista-presencas-turma?turma=8');
    expect(await screen.findByRole('heading', { name: 'Turma A' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trocar turma' })).toHaveAttribute('href', '/lista-presencas-turma');
  });

  it('com ?turma=ID abre a lista em modo administração', async () => {
    abrir('/lista-presencas-turma?turma=5');
    expect(await screen.findByRole('heading', { name: 'Turma A' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Trilha de navegação' })).toHaveTextContent('Gestão de Presença');
  });

  it('?turma inválido: explica e oferece escolher outra turma', () => {
    abrir('/lista-presencas-turma?turma=abc');
    expect(screen.getByRole('alert')).toHaveTextContent('ID da turma inválido.');
    expect(screen.getByRole('link', { name: 'Escolher outra turma' })).toHaveAttribute('href', '/lista-presencas-turma');
  });
});
