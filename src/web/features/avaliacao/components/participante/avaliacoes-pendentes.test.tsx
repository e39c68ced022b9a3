import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TurmaParaAvaliarSchema } from '#shared/contracts/avaliacoes.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { AvaliacoesPendentes } from './avaliacoes-pendentes.tsx';
import { turmaParaAvaliarDeTeste } from './dados-de-teste.ts';

const servidor = usarServidorMsw();
const lista = (dados: z.input<typeof TurmaParaAvaliarSchema>[]) => respostaDoContrato(z.array(TurmaParaAvaliarSchema), dados);

describe('Avaliações Pendentes', () => {
  it('mostra o esqueleto e depois um cartão por turma com título, turma, período e "Avaliar agora"', async () => {
    servidor.use(http.get('/api/avaliacoes/pendentes', () => lista([turmaParaAvaliarDeTeste(42), turmaParaAvaliarDeTeste(7, 'Congresso de APS', 'Congresso')])));
    renderizar(<AvaliacoesPendentes />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando avaliações pendentes…');
    const cartoes = await screen.findAllByRole('article');
    expect(cartoes).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 avaliações pendentes');
    const c = within(cartoes[0]!);
    expect(c.getByRole('heading', { name: 'Curso de Vacinação' })).toBeInTheDocument();
    expect(c.getByText('Turma: Turma 42')).toBeInTheDocument();
    expect(c.getByText('01/03/2030 a 05/03/2030')).toBeInTheDocument();
    expect(c.getByRole('link', { name: /Avaliar agora/ })).toHaveAttribute('href', '/avaliar/42');
    expect(within(cartoes[1]!).getByRole('link', { name: /Avaliar agora/ })).toHaveAttribute('href', '/avaliar/7');
  });

  it('sem pendências: a mensagem e o caminho para ver a frequência', async () => {
    servidor.use(http.get('/api/avaliacoes/pendentes', () => lista([])));
    renderizar(<AvaliacoesPendentes />);
    expect(await screen.findByText('Nenhuma avaliação pendente no momento.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver minhas presenças' })).toHaveAttribute('href', '/minhas-presencas');
  });

  it('erro ao carregar: avisa e "Tentar novamente" busca de novo', async () => {
    let pedidos = 0;
    servidor.use(
      http.get('/api/avaliacoes/pendentes', () => (++pedidos === 1 ? respostaDeErro(500, 'Falhou') : lista([turmaParaAvaliarDeTeste()]))),
    );
    const { user } = renderizar(<AvaliacoesPendentes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar avaliações pendentes.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Curso de Vacinação' })).toBeInTheDocument();
    expect(pedidos).toBe(2);
  });
});
