import { screen } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PresencasDaTurmaSchema } from '#shared/contracts/presencas.ts';
import PaginaPresencasTurma from '#web/app/routes/instrutor/presencas-turma.tsx';
import { presencasDeTeste } from '#web/features/presenca/testing/fixtures-gestao.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';

const servidor = usarServidorMsw();
const pedidos: string[] = [];

beforeEach(() => {
  pedidos.length = 0;
  servidor.use(
    http.get('/api/turmas/:turmaId/presencas', ({ params }) => {
      pedidos.push(String(params.turmaId));
      if (params.turmaId === '7') return respostaDeErro(403, 'Sem permissão.', 'SEM_PERMISSAO');
      if (params.turmaId === '9') return respostaDeErro(404, 'Turma não encontrada.', 'NAO_ENCONTRADO');
      return respostaDoContrato(PresencasDaTurmaSchema, presencasDeTeste());
    }),
  );
});

const abrir = (id: string) => renderizar(<PaginaPresencasTurma />, { rota: `/turmas/presencas/${id}`, padrao: '/turmas/presencas/:turmaId' });

describe('Presenças por Turma (/turmas/presencas/:turmaId)', () => {
  it('mostra o título, o subtítulo e a lista da turma', async () => {
    abrir('5');
    expect(screen.getByRole('heading', { level: 1, name: 'Presenças por Turma' })).toBeInTheDocument();
    expect(screen.getByText('Consulte e, quando aplicável, confirme presenças manualmente até 48h após o término.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando a lista de presença…');
    expect(await screen.findByRole('heading', { name: 'Turma A' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });

  it('ID inválido não chega a consultar a API', () => {
    abrir('0');
    expect(screen.getByRole('alert')).toHaveTextContent('ID da turma inválido.');
    expect(screen.getByRole('link', { name: 'Voltar para as suas turmas' })).toHaveAttribute('href', '/instrutor/presenca');
    expect(pedidos).toEqual([]);
  });

  it('403: quem não é instrutor da turma vê o aviso e o caminho de volta', async () => {
    abrir('7');
    expect(await screen.findByText('Você não é instrutor desta turma.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para as suas turmas' })).toHaveAttribute('href', '/instrutor/presenca');
    expect(pedidos).toEqual(['7']);
  });

  it('404: turma não encontrada', async () => {
    abrir('9');
    expect(await screen.findByText('Turma não encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para as suas turmas' })).toBeInTheDocument();
  });
});
