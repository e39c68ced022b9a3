import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TesteDaTurmaSchema } from '#shared/contracts/testes.ts';
import PaginaTeste from '#web/app/routes/usuario/teste.tsx';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { testeDaTurma } from '../dados-de-teste.ts';

const servidor = usarServidorMsw();
const lista = (dados: z.input<typeof TesteDaTurmaSchema>[]) => respostaDoContrato(z.array(TesteDaTurmaSchema), dados);
const cartao = (titulo: string) => screen.getByRole('article', { name: titulo });
const indicador = (rotulo: string) => within(screen.getByRole('list', { name: 'Resumo dos testes' })).getByText(rotulo).closest('li')!;

const ITENS = [
  testeDaTurma(42),
  testeDaTurma(43, {
    evento: { id: 11, titulo: 'Curso de Curativos' },
    situacao: 'em_andamento',
    tentativas_enviadas: 1,
    tentativas_restantes: 1,
    melhor_nota: 60,
    ultima_nota: 60,
    prazo_em_aberto: '2030-03-10T17:30:00.000Z',
  }),
  testeDaTurma(44, {
    evento: { id: 12, titulo: 'Curso de Triagem' },
    teste: { ...testeDaTurma().teste, tempo_minutos: null, tentativas_max: 1, nota_minima: 72.5 },
    situacao: 'aprovado',
    tentativas_enviadas: 1,
    tentativas_restantes: 0,
    melhor_nota: 86.67,
    ultima_nota: 86.67,
    avaliacao_pendente: true,
  }),
  testeDaTurma(45, {
    evento: { id: 13, titulo: 'Curso de Saúde Mental' },
    situacao: 'bloqueado',
    recusa: { codigo: 'FREQUENCIA_INSUFICIENTE', mensagem: 'Você ainda não atingiu a frequência mínima de 75% para fazer o teste.' },
  }),
];

describe('Teste do Curso (lista)', () => {
  it('esqueleto e depois números do topo, um cartão por teste e as regras', async () => {
    servidor.use(http.get('/api/testes/meus', () => lista(ITENS)));
    renderizar(<PaginaTeste />, { rota: '/teste' });
    expect(screen.getByRole('heading', { level: 1, name: 'Teste do Curso' })).toBeInTheDocument();
    expect(screen.getByText('Responda os testes dos cursos que você concluiu.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando seus testes…');
    expect(indicador('Disponíveis')).toHaveTextContent('—');

    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('4 testes');
    expect(indicador('Disponíveis')).toHaveTextContent('Disponíveis1');
    expect(indicador('Em andamento')).toHaveTextContent('Em andamento1');
    expect(indicador('Concluídos (aprovado)')).toHaveTextContent('Concluídos (aprovado)1');
    expect(indicador('Nota média')).toHaveTextContent('Nota média73,34%');
    // em andamento primeiro
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Curso de Curativos');
    expect(screen.getByRole('complementary', { name: 'Regras e dicas' })).toHaveTextContent('Questões em branco contam como erradas.');
  });

  it('cada cartão: situação com texto, turma, período, tentativas, notas, limites e a ação certa', async () => {
    servidor.use(http.get('/api/testes/meus', () => lista(ITENS)));
    renderizar(<PaginaTeste />, { rota: '/teste' });
    await screen.findAllByRole('article');

    const disponivel = within(cartao('Curso de Vacinação'));
    expect(disponivel.getByText('Disponível')).toBeInTheDocument();
    expect(disponivel.getByText('Turma: Turma 42')).toBeInTheDocument();
    expect(disponivel.getByText('01/03/2030 a 05/03/2030')).toBeInTheDocument();
    expect(disponivel.getByText('0 de 3 tentativas usadas')).toBeInTheDocument();
    expect(disponivel.getByText('30 minutos')).toBeInTheDocument();
    expect(disponivel.getByText('70%')).toBeInTheDocument();
    expect(disponivel.getByRole('link', { name: 'Iniciar teste' })).toHaveAttribute('href', '/teste/42');

    const andamento = within(cartao('Curso de Curativos'));
    expect(andamento.getByText('Em andamento')).toBeInTheDocument();
    expect(andamento.getByText('2 de 3 tentativas usadas')).toBeInTheDocument();
    expect(andamento.getByText('60%')).toBeInTheDocument();
    expect(andamento.getByText('Tentativa em andamento: envie até 10/03/2030, 14:30.')).toBeInTheDocument();
    expect(andamento.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/teste/43');

    const aprovado = within(cartao('Curso de Triagem'));
    expect(aprovado.getByText('Aprovado')).toBeInTheDocument();
    expect(aprovado.getByText('1 de 1 tentativa usada')).toBeInTheDocument();
    expect(aprovado.getByText('86,67%')).toBeInTheDocument();
    expect(aprovado.getByText('72,5%')).toBeInTheDocument();
    expect(aprovado.getByText('Sem limite de tempo')).toBeInTheDocument();
    expect(aprovado.queryByRole('link', { name: /Iniciar teste|Continuar/ })).not.toBeInTheDocument();
    expect(aprovado.getByRole('link', { name: 'Avaliar o curso' })).toHaveAttribute('href', '/avaliar/44');

    const bloqueado = within(cartao('Curso de Saúde Mental'));
    expect(bloqueado.getByText('Bloqueado')).toBeInTheDocument();
    expect(bloqueado.getByText('Você ainda não atingiu a frequência mínima de 75% para fazer o teste.')).toBeInTheDocument();
    expect(bloqueado.queryByRole('link')).not.toBeInTheDocument();
  });

  it('a mesma página abre a tentativa em /teste/:turmaId (um pedaço de JS para as duas rotas)', async () => {
    servidor.use(http.get('/api/testes/meus', () => lista(ITENS)));
    renderizar(<PaginaTeste />, { rota: '/teste/42', padrao: '/teste/:turmaId' });
    expect(await screen.findByRole('region', { name: 'Antes de começar' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Resumo dos testes' })).not.toBeInTheDocument();
  });

  it('sem testes: a mensagem e o caminho para Meus Cursos', async () => {
    servidor.use(http.get('/api/testes/meus', () => lista([])));
    renderizar(<PaginaTeste />, { rota: '/teste' });
    expect(await screen.findByText('Nenhum teste disponível no momento.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Meus Cursos' })).toHaveAttribute('href', '/minhas-inscricoes');
    expect(indicador('Nota média')).toHaveTextContent('—');
  });

  it('erro ao carregar: avisa e "Tentar novamente" busca de novo', async () => {
    let pedidos = 0;
    servidor.use(http.get('/api/testes/meus', () => (++pedidos === 1 ? respostaDeErro(500, 'Falhou') : lista([testeDaTurma()]))));
    const { user } = renderizar(<PaginaTeste />, { rota: '/teste' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar seus testes.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Curso de Vacinação' })).toBeInTheDocument();
    expect(pedidos).toBe(2);
  });
});
