import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MinhaPresencaSchema, type MinhaPresenca } from '#shared/contracts/presencas.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { frequenciaDeTeste, minhaPresencaDeTeste } from './dados-de-teste.ts';
import { MinhasPresencas } from './minhas-presencas.tsx';

const servidor = usarServidorMsw();
let lista: MinhaPresenca[];
let pedidos: number;

beforeEach(() => {
  pedidos = 0;
  lista = [
    minhaPresencaDeTeste({
      id: 1,
      turma: { id: 1, nome: 'Turma Manhã', status: 'encerrado', data_inicio: '2030-01-10', data_fim: '2030-01-13' },
      evento: { id: 11, titulo: 'Curso Encerrado' },
      encontros: ['10', '11', '12', '13'].map((d, i) => ({ data: `2030-01-${d}`, horario_inicio: '08:00', horario_fim: '12:00', situacao: i === 3 ? 'ausente' : 'presente', registrada_em: null })),
      frequencia: frequenciaDeTeste({ presentes: 3, agendados: 4, realizados: 4, percentual: 75, atingiu: true }),
      elegivel_avaliacao: true,
    }),
    minhaPresencaDeTeste({ id: 2, evento: { id: 12, titulo: 'Curso em Andamento' } }),
    minhaPresencaDeTeste({
      id: 3,
      turma: { id: 3, nome: 'Turma Perdida', status: 'encerrado', data_inicio: '2030-02-01', data_fim: '2030-02-04' },
      evento: { id: 13, titulo: 'Curso Perdido' },
      ausencias: 3,
      frequencia: frequenciaDeTeste({ presentes: 1, agendados: 4, realizados: 4, percentual: 25, atingiu: false, faltam: 2, alcancavel: false }),
    }),
  ];
  servidor.use(
    http.get('/api/presencas/minhas', () => {
      pedidos++;
      return respostaDoContrato(z.array(MinhaPresencaSchema), lista);
    }),
  );
});

const cartao = async (titulo: string) => within((await screen.findByRole('heading', { name: titulo })).closest('article')!);
const indicador = (rotulo: string) => within(screen.getByRole('list', { name: 'Resumo das presenças' })).getByText(rotulo).parentElement!;

describe('Minhas Presenças', () => {
  it('mostra o esqueleto, depois os números do topo e as turmas (em andamento primeiro)', async () => {
    renderizar(<MinhasPresencas />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando suas presenças…');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 turmas'));
    expect(indicador('Turmas')).toHaveTextContent('3');
    expect(indicador('Encerradas')).toHaveTextContent('2');
    expect(indicador('Elegíveis')).toHaveTextContent('1');
    expect(indicador('≥ 75 %')).toHaveTextContent('1');
    const titulos = screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(titulos).toEqual(['Curso em Andamento', 'Curso Perdido', 'Curso Encerrado']);
  });

  it('cada cartão tem turma, situação, números, barra com a marca dos 75 % e os encontros por extenso', async () => {
    renderizar(<MinhasPresencas />);
    const c = await cartao('Curso em Andamento');
    expect(c.getByText('Turma: Turma 2')).toBeInTheDocument();
    expect(c.getByText('Em andamento')).toBeInTheDocument();
    expect(c.queryByText('Elegível')).not.toBeInTheDocument();
    expect(c.getByText('Encontros').nextSibling).toHaveTextContent('4');
    expect(c.getByText('Presentes').nextSibling).toHaveTextContent('1');
    expect(c.getByText('Ausências').nextSibling).toHaveTextContent('1');
    const barra = c.getByRole('progressbar', { name: 'Frequência' });
    expect(barra).toHaveAttribute('aria-valuenow', '25');
    expect(barra).toHaveAttribute('aria-valuetext', '25%; mínimo de 75%');
    expect(c.getByText('Atenção: frequência abaixo de 75% (base: 4 encontros) — faltam 2 encontros.')).toBeInTheDocument();
    const chips = within(c.getByRole('list', { name: 'Encontros' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(chips).toEqual(['03/03/2030·Presente', '04/03/2030·Ausente', '05/03/2030·Hoje', '06/03/2030·Previsto']);
  });

  it('turma encerrada com 75 %: "Elegível" e o requisito atendido; sem chance: avisa que não dá mais', async () => {
    renderizar(<MinhasPresencas />);
    const ok = await cartao('Curso Encerrado');
    expect(ok.getByText('Elegível')).toBeInTheDocument();
    expect(ok.getByText('Requisito de 75% atendido (base: 4 encontros)')).toBeInTheDocument();
    const perdida = await cartao('Curso Perdido');
    expect(perdida.getByText('Atenção: frequência abaixo de 75% (base: 4 encontros) — não é mais possível atingir 75 % nesta turma.')).toBeInTheDocument();
  });

  it('turma que ainda não começou não assusta com "abaixo de 75%"', async () => {
    lista = [minhaPresencaDeTeste({ id: 5, turma: { id: 5, nome: 'T', status: 'programado', data_inicio: '2031-01-01', data_fim: '2031-01-02' }, frequencia: frequenciaDeTeste({ presentes: 0, agendados: 2, realizados: 0, percentual: 0, atingiu: false, faltam: 2, alcancavel: true }) })];
    renderizar(<MinhasPresencas />);
    expect(await screen.findByText('A turma ainda não começou. Frequência mínima: 75% (base: 2 encontros).')).toBeInTheDocument();
  });

  it('sem turmas: "Nenhuma presença encontrada" e o caminho para os eventos', async () => {
    lista = [];
    renderizar(<MinhasPresencas />);
    expect(await screen.findByText('Nenhuma presença encontrada')).toBeInTheDocument();
    expect(screen.getByText(/Você ainda não possui turmas com presença registrada\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver eventos e se inscrever' })).toHaveAttribute('href', '/eventos');
  });

  it('falha ao carregar: explica e tenta de novo', async () => {
    servidor.use(http.get('/api/presencas/minhas', () => respostaDeErro(500, 'Erro interno.', 'ERRO_INTERNO'), { once: true }));
    const { user } = renderizar(<MinhasPresencas />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar suas presenças. Verifique a conexão e tente novamente.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Curso Encerrado' })).toBeInTheDocument();
    expect(pedidos).toBe(1);
  });
});
