import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { PainelInstrutorSchema, type PainelInstrutor as Dados } from '#shared/contracts/paineis.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { PainelInstrutor } from './painel-instrutor.tsx';

const servidor = usarServidorMsw();

type Turma = Dados['turmas'][number];
function turma(id: number, momento: Turma['momento'], extra: Partial<Turma> = {}): Turma {
  return {
    turma: { id, nome: `Turma ${id}`, data_inicio: '2030-03-08', data_fim: '2030-03-11' },
    evento: { id: 100 + id, titulo: `Curso ${id}` },
    momento,
    proximo_encontro: null,
    inscritos: 3,
    presenca: { agendados: 4, realizados: 0, presencas: 0, taxa: null },
    avaliacao: { respostas: 0, media: null, oculta: false },
    certificados: { emitidos: 0, pendentes: [] },
    ...extra,
  };
}

const responder = (turmas: Turma[]) => servidor.use(http.get('/api/paineis/instrutor', () => respostaDoContrato(PainelInstrutorSchema, { turmas })));

describe('Painel do Instrutor', () => {
  it('turmas em agora, próximas e encerradas, com presença, média, pendências por motivo e os atalhos', async () => {
    responder([
      turma(1, 'agora', { proximo_encontro: { data: '2030-03-10', horario_inicio: '14:00', horario_fim: '18:00' }, presenca: { agendados: 4, realizados: 2, presencas: 3, taxa: 0.5 } }),
      turma(2, 'proximas'),
      turma(3, 'encerradas', {
        inscritos: 5, presenca: { agendados: 2, realizados: 2, presencas: 9, taxa: 0.9 }, avaliacao: { respostas: 3, media: 8, oculta: false },
        certificados: { emitidos: 3, pendentes: [{ etapa: 'frequencia', texto: 'Frequência abaixo de 75 %.', pessoas: 1 }, { etapa: 'avaliacao', texto: 'Falta enviar a avaliação do curso.', pessoas: 1 }] },
      }),
      turma(4, 'encerradas', { avaliacao: { respostas: 2, media: null, oculta: true } }),
    ]);
    renderizar(<PainelInstrutor />);
    const agora = within(await screen.findByRole('region', { name: 'Acontecendo agora (1)' }));
    const c1 = within(agora.getByRole('article', { name: /^Curso 1\b/ }));
    expect(c1.getByText('50 %')).toBeInTheDocument();
    expect(c1.getByText('3 de 6 possíveis · 2 de 4 encontros')).toBeInTheDocument();
    expect(c1.getByText(/próximo: dom\., 10\/03\/2030, 14:00–18:00/)).toBeInTheDocument();
    expect(c1.getByRole('link', { name: 'Presença' })).toHaveAttribute('href', '/turmas/presencas/1');
    expect(c1.getByRole('link', { name: 'Avaliação' })).toHaveAttribute('href', '/instrutor/avaliacao?turma=1');
    expect(c1.getByRole('link', { name: 'Certificados' })).toHaveAttribute('href', '/instrutor/certificados');

    expect(within(screen.getByRole('region', { name: 'Próximas (1)' })).getByText('Nenhum encontro começou')).toBeInTheDocument();
    const encerradas = within(screen.getByRole('region', { name: 'Encerradas (2)' }));
    const c3 = within(encerradas.getByRole('article', { name: /^Curso 3\b/ }));
    expect(c3.getByText('90 %')).toBeInTheDocument();
    expect(c3.getByText('8,0')).toBeInTheDocument();
    expect(c3.getByText('Frequência abaixo de 75 %: 1')).toBeInTheDocument();
    expect(c3.getByText('Falta enviar a avaliação do curso: 1')).toBeInTheDocument();
    expect(c3.getByText('2 pendente(s)')).toBeInTheDocument();
    expect(within(encerradas.getByRole('article', { name: /^Curso 4\b/ })).getByText('Média oculta: menos de 3 respostas')).toBeInTheDocument();
    // as encerradas, da mais recente para a mais antiga
    expect(encerradas.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['turma-4', 'turma-3']);
    expect(screen.getByText('Painel carregado: 4 turma(s).')).toBeInTheDocument();
  });

  it('sem turmas: diz por quê e o que esperar', async () => {
    responder([]);
    renderizar(<PainelInstrutor />);
    expect(await screen.findByText('Você ainda não tem turmas como instrutor(a).')).toBeInTheDocument();
  });

  it('carregando e erro com "Tentar novamente"', async () => {
    servidor.use(http.get('/api/paineis/instrutor', () => respostaDeErro(500, 'Falha')));
    renderizar(<PainelInstrutor />);
    expect(screen.getByText('Carregando suas turmas…')).toBeInTheDocument();
    expect(await screen.findByText('Não foi possível carregar o painel do instrutor.', {}, { timeout: 4000 })).toBeInTheDocument();
    responder([turma(1, 'agora')]);
    screen.getByRole('button', { name: 'Tentar novamente' }).click();
    expect(await screen.findByRole('region', { name: 'Acontecendo agora (1)' })).toBeInTheDocument();
  });
});
