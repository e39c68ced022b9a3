import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResultadosInstrutorSchema } from '#shared/contracts/avaliacoes-resultados.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { resultadosInstrutorDeTeste, resultadosInstrutorOcultosDeTeste } from '../../testing/fixtures-resultados.ts';
import { ResultadosDoInstrutor } from './resultados-instrutor.tsx';

const servidor = usarServidorMsw();
const URL_API = '/api/avaliacoes/resultados/instrutor';
let pedidos: (string | null)[];

beforeEach(() => {
  pedidos = [];
});

function comDados() {
  servidor.use(
    http.get(URL_API, ({ request }) => {
      const turma = new URL(request.url).searchParams.get('turma');
      pedidos.push(turma);
      return respostaDoContrato(ResultadosInstrutorSchema, resultadosInstrutorDeTeste(turma ? Number(turma) : 5));
    }),
  );
}

const abrir = (rota = '/instrutor/avaliacao') => renderizar(<ResultadosDoInstrutor />, { rota });

describe('Avaliação do instrutor (/instrutor/avaliacao)', () => {
  it('carrega e mostra a turma mais recente: números em pt-BR, notas por critério e comentários anônimos', async () => {
    comDados();
    abrir();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando avaliações…');
    const titulo = await screen.findByRole('heading', { level: 2, name: 'Curso de Vacinação — Turma 5' });
    const secao = within(titulo.closest('section')!);
    const numeros = within(secao.getByRole('list', { name: 'Números — Curso de Vacinação — Turma 5' }));
    expect(numeros.getByText('66,7%')).toBeInTheDocument();
    expect(numeros.getByText('8,8')).toBeInTheDocument();
    expect(numeros.getByText('de 3 pessoas aptas')).toBeInTheDocument();
    // a tabela é o equivalente em texto do gráfico (o gráfico fica escondido dos leitores de tela)
    const tabela = secao.getByRole('table', { name: /Quantidade de cada nota por critério/ });
    const limpeza = within(within(tabela).getByRole('rowheader', { name: 'Limpeza' }).closest('tr')!);
    expect(limpeza.getAllByRole('cell').map((c) => c.textContent)).toEqual(['6,0', '0', '1', '0', '1', '0', '2']);
    expect(screen.getByTestId('grafico-distribuicao')).toHaveAttribute('aria-hidden', 'true');
    const comentarios = secao.getByRole('heading', { name: /O que você mais gostou\?/ }).closest('section')!;
    expect(within(comentarios).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A didática.', 'Os casos práticos.']);
    expect(secao.getByText('Nenhum comentário.')).toBeInTheDocument();
    expect(pedidos).toEqual([null]);
  });

  it('com 1 ou 2 respostas: o aviso do anonimato no lugar das notas e dos comentários; as contagens continuam', async () => {
    servidor.use(http.get(URL_API, () => respostaDoContrato(ResultadosInstrutorSchema, resultadosInstrutorOcultosDeTeste())));
    abrir();
    const titulo = await screen.findByRole('heading', { level: 2, name: 'Curso de Vacinação — Turma 5' });
    const secao = within(titulo.closest('section')!);
    const aviso = secao.getByRole('note');
    expect(aviso).toHaveTextContent(/^Os detalhes aparecem a partir de 3 respostas, para preservar o anonimato de quem respondeu\./);
    expect(aviso.querySelector('svg')).toHaveAttribute('aria-hidden', 'true'); // ícone, não emoji
    const numeros = within(secao.getByRole('list', { name: 'Números — Curso de Vacinação — Turma 5' }));
    expect(numeros.getByText('de 3 pessoas aptas')).toBeInTheDocument();
    expect(numeros.getByText('66,7%')).toBeInTheDocument();
    expect(numeros.getByText('aparece a partir de 3 respostas')).toBeInTheDocument();
    expect(secao.queryByRole('heading', { name: 'Notas por critério' })).not.toBeInTheDocument();
    expect(secao.queryByRole('table', { name: /Quantidade de cada nota/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('grafico-distribuicao')).not.toBeInTheDocument();
    expect(secao.queryByRole('heading', { name: 'Comentários' })).not.toBeInTheDocument();
    const geral = within(screen.getByRole('list', { name: 'Números de todas as turmas' }));
    expect(geral.getByText('oculta enquanto alguma turma tiver menos de 3 respostas')).toBeInTheDocument();
    const resumo = within(screen.getByRole('table', { name: 'Resultados por turma' }));
    const turma5 = within(resumo.getByRole('rowheader', { name: /Turma 5/ }).closest('tr')!);
    expect(turma5.getAllByRole('cell')[4]).toHaveTextContent('Média geral:—oculta até 3 respostas');
  });

  it('"Ver como tabela" mostra a tabela no lugar das barras, pelo teclado', async () => {
    comDados();
    const { user } = abrir();
    const botao = await screen.findByRole('button', { name: 'Ver como tabela' });
    botao.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Ver como gráfico' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('grafico-distribuicao')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Quantidade de cada nota/ })).toBeInTheDocument();
  });

  it('trocar de turma pelo seletor ou pela tabela do resumo guarda a turma no endereço', async () => {
    comDados();
    const { user } = abrir();
    const seletor = await screen.findByRole('combobox', { name: 'Turma' });
    expect(within(seletor).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Curso de Vacinação — Turma 5 (término 05/03/2030)',
      'Curso de Vacinação — Turma 4 (término 03/02/2030)',
    ]);
    await user.selectOptions(seletor, '4');
    expect(await screen.findByRole('heading', { level: 2, name: 'Curso de Vacinação — Turma 4' })).toBeInTheDocument();
    expect(screen.getByText('Nenhuma avaliação recebida ainda.')).toBeInTheDocument();
    expect(screen.getByTestId('local-atual')).toHaveTextContent('/instrutor/avaliacao?turma=4');
    const resumo = within(screen.getByRole('table', { name: 'Resultados por turma' }));
    await user.click(resumo.getByRole('button', { name: 'Ver resultado — Curso de Vacinação — Turma 5' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Curso de Vacinação — Turma 5' })).toBeInTheDocument();
    expect(pedidos).toEqual([null, '4', '5']);
  });

  it('sem turmas encerradas: a mensagem e o caminho para as turmas', async () => {
    servidor.use(http.get(URL_API, () => respostaDoContrato(ResultadosInstrutorSchema, { ...resultadosInstrutorDeTeste(), turmas: [], turma_id: null, resultado: null })));
    abrir();
    expect(await screen.findByText('Nenhuma turma sua terminou ainda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver minhas turmas na Presença' })).toHaveAttribute('href', '/instrutor/presenca');
  });

  it('erro ao carregar (depois de uma nova tentativa sozinha): avisa e "Tentar novamente" busca de novo', async () => {
    let n = 0;
    servidor.use(http.get(URL_API, () => (++n <= 2 ? respostaDeErro(500, 'Falhou') : respostaDoContrato(ResultadosInstrutorSchema, resultadosInstrutorDeTeste()))));
    const { user } = abrir();
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Não foi possível carregar as avaliações. Confira a conexão e tente novamente.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Curso de Vacinação — Turma 5' })).toBeInTheDocument();
  });

  it('turma de outro instrutor (403) e inexistente (404): a recusa e o caminho de volta', async () => {
    servidor.use(http.get(URL_API, ({ request }) => (new URL(request.url).searchParams.get('turma') === '9' ? respostaDeErro(403, 'Você não é instrutor desta turma.', 'SEM_PERMISSAO') : respostaDeErro(404, 'Turma não encontrada.', 'NAO_ENCONTRADO'))));
    const { unmount } = abrir('/instrutor/avaliacao?turma=9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não é instrutor desta turma.');
    expect(screen.getByRole('link', { name: 'Ver as minhas turmas' })).toHaveAttribute('href', '/instrutor/avaliacao');
    unmount();
    abrir('/instrutor/avaliacao?turma=8');
    expect(await screen.findByRole('alert')).toHaveTextContent('Turma não encontrada.');
  });
});
