import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DetalheIndicadorSchema, IndicadoresSchema, type Indicadores } from '#shared/contracts/administracao.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { PaginaIndicadores } from './pagina-indicadores.tsx';

const servidor = usarServidorMsw();
let consultas: string[];
let detalhes: string[];

function indicadores(ano: number): Indicadores {
  return {
    totais: { eventos: 2, turmas: 3, inscricoes: 1234, participantes: 900, concluintes: 800, frequencia_minima: 600, certificados: 550, avaliacoes: 40, media_avaliacoes: 8.46, trabalhos: 7 },
    por_mes: Array.from({ length: 12 }, (_, i) => ({ ano, mes: i + 1, turmas: i === 2 ? 3 : 0, inscricoes: i === 2 ? 1234 : 0 })),
    por_tipo: [{ tipo: 'Curso', turmas: 3, inscricoes: 1234 }],
    por_unidade: [
      { unidade_id: 4, unidade: 'UBS Centro', inscricoes: 1000, participantes: 700 },
      { unidade_id: null, unidade: 'Sem unidade no perfil', inscricoes: 234, participantes: 200 },
    ],
    frequencia_por_evento: [{ evento_id: 9, evento: 'Acolhimento', concluintes: 4, atingiram: 3 }],
    atencao: [
      {
        turma_id: 31, evento_id: 9, evento: 'Acolhimento', turma: 'Turma A', fim: '2026-03-20T21:00:00.000Z', concluintes: 10, atingiram: 4,
        frequencia_baixa: true, avaliacoes_pendentes: 2, certificados_pendentes: { teste: 1, avaliacao: 2, emissao: 1 },
      },
    ],
    unidades: [{ id: 4, nome: 'UBS Centro' }],
  };
}

beforeEach(() => {
  consultas = [];
  detalhes = [];
  servidor.use(
    http.get('/api/admin/dashboard-analitico', ({ request }) => {
      const q = new URL(request.url).searchParams;
      consultas.push(q.toString());
      if (q.get('ano') === '2020') return respostaDoContrato(IndicadoresSchema, { ...indicadores(2020), totais: { ...indicadores(2020).totais, turmas: 0, trabalhos: 0 }, atencao: [] });
      return respostaDoContrato(IndicadoresSchema, indicadores(Number(q.get('ano') ?? 2026)));
    }),
    http.get('/api/admin/dashboard-analitico/detalhe', ({ request }) => {
      detalhes.push(new URL(request.url).searchParams.toString());
      return respostaDoContrato(DetalheIndicadorSchema, {
        itens: [
          { chave: 'i1', pessoa: 'Maria Lima', unidade: 'UBS Centro', evento: 'Acolhimento', turma: 'Turma A', turma_id: 31, presentes: 3, agendados: 4, nota: null, inscricoes: null, trabalho: null, chamada_id: null, quando: '2026-03-01T11:00:00.000Z' },
        ],
        total: 1, pagina: 1, por_pagina: 10,
      });
    }),
  );
});

const local = () => screen.getByTestId('local-atual').textContent;

describe('Painel de Indicadores (/dashboard-analitico)', () => {
  it('mostra os totais em pt-BR, os gráficos como tabelas e as turmas que pedem atenção com o link', async () => {
    renderizar(<PaginaIndicadores />, { rota: '/dashboard-analitico?ano=2026' });
    const totais = within(await screen.findByRole('list', { name: 'Totais do período' }));
    expect(totais.getByRole('button', { name: 'Inscrições confirmadas: 1.234 — ver as linhas' })).toBeInTheDocument();
    expect(totais.getByRole('button', { name: 'Média das avaliações: 8,5 (de 2 a 10, 40 avaliações) — ver as linhas' })).toBeInTheDocument();
    const porMes = screen.getByRole('table', { name: 'Inscrições por mês' });
    expect(within(porMes).getAllByRole('row')).toHaveLength(13);
    expect(within(porMes).getByRole('row', { name: /março 1\.234/ })).toBeInTheDocument();
    const freq = screen.getByRole('table', { name: 'Frequência por evento' });
    expect(within(freq).getByRole('row', { name: /Acolhimento 75 % \(3 de 4\)/ })).toBeInTheDocument();
    // "Sem unidade" não abre detalhe (não há filtro para isso)
    const unidades = screen.getByRole('table', { name: 'Inscrições por unidade' });
    expect(within(unidades).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Ver linhas de UBS Centro']);
    const atencao = screen.getByRole('region', { name: 'Turmas que pedem atenção' });
    expect(atencao).toHaveTextContent('Frequência baixa: 4 de 10 (40 %) com 75 % ou mais.');
    expect(atencao).toHaveTextContent('Certificados pendentes: 1 aguarda o teste obrigatório; 2 aguardam a avaliação do curso; 1 pessoa apta sem certificado emitido.');
    expect(within(atencao).getByRole('link', { name: 'Presenças de Turma A' })).toHaveAttribute('href', '/lista-presencas-turma?turma=31');
    expect(within(atencao).getByRole('link', { name: 'Certificados de Turma A' })).toHaveAttribute('href', '/gestao-certificados?turma=31');
    expect(consultas).toEqual(['ano=2026']);
  });

  it('os filtros vão para o endereço e para a consulta; mês sem ano fica desligado', async () => {
    const { user } = renderizar(<PaginaIndicadores />, { rota: '/dashboard-analitico?ano=2026' });
    await screen.findByRole('list', { name: 'Totais do período' });
    await user.selectOptions(screen.getByLabelText('Mês'), '3');
    await user.selectOptions(screen.getByLabelText('Tipo de evento'), 'Curso');
    await user.selectOptions(screen.getByLabelText('Unidade de quem participa'), '4');
    await waitFor(() => expect(local()).toBe('/dashboard-analitico?ano=2026&mes=3&tipo=Curso&unidade=4'));
    await waitFor(() => expect(consultas.at(-1)).toBe('ano=2026&mes=3&tipo=Curso&unidade=4'));
    await user.selectOptions(screen.getByLabelText('Ano'), '');
    await waitFor(() => expect(local()).toBe('/dashboard-analitico?ano=todos&tipo=Curso&unidade=4'));
    expect(screen.getByLabelText('Mês')).toBeDisabled();
    await waitFor(() => expect(consultas.at(-1)).toBe('tipo=Curso&unidade=4'));
  });

  it('um total e uma linha da tabela do gráfico abrem as linhas por trás do número', async () => {
    const { user } = renderizar(<PaginaIndicadores />, { rota: '/dashboard-analitico?ano=2026&tipo=Curso' });
    const totais = within(await screen.findByRole('list', { name: 'Totais do período' }));
    await user.click(totais.getByRole('button', { name: /Frequência de 75 % ou mais/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Frequência de 75 % ou mais — 2026' });
    const linha = await within(dialogo).findByRole('row', { name: /Maria Lima/ });
    expect(linha).toHaveTextContent('3 de 4 (75 %)');
    expect(within(linha).getByRole('link')).toHaveAttribute('href', '/lista-presencas-turma?turma=31');
    expect(detalhes.at(-1)).toBe('ano=2026&tipo=Curso&indicador=frequencia&pagina=1&por_pagina=10');
    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('table', { name: 'Inscrições por mês' })).getByRole('button', { name: 'Ver linhas de março' }));
    await screen.findByRole('dialog', { name: 'Inscrições — março de 2026' });
    expect(detalhes.at(-1)).toBe('ano=2026&tipo=Curso&mes=3&indicador=inscricoes&pagina=1&por_pagina=10');
    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('table', { name: 'Frequência por evento' })).getByRole('button', { name: 'Ver linhas de Acolhimento' }));
    await screen.findByRole('dialog', { name: 'Frequência — Acolhimento' });
    expect(detalhes.at(-1)).toBe('ano=2026&tipo=Curso&evento=9&indicador=concluintes&pagina=1&por_pagina=10');
  });

  it('período vazio diz o que fazer; erro oferece tentar de novo', async () => {
    renderizar(<PaginaIndicadores />, { rota: '/dashboard-analitico?ano=2020' });
    expect(await screen.findByText(/Nenhuma turma começa em 2020 com estes filtros/)).toBeInTheDocument();
    expect(screen.getByText('Nenhuma turma pede atenção neste período.')).toBeInTheDocument();
  });

  it('falha ao carregar: mensagem e "Tentar novamente"', async () => {
    servidor.use(http.get('/api/admin/dashboard-analitico', () => respostaDeErro(500, 'Erro interno.', 'ERRO_INTERNO')));
    renderizar(<PaginaIndicadores />, { rota: '/dashboard-analitico' });
    expect(await screen.findByText('Erro ao carregar os indicadores.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tentar novamente/ })).toBeInTheDocument();
  });
});
