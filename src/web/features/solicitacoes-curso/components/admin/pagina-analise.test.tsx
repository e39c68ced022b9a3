import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SolicitacaoSchema } from '#shared/contracts/solicitacoes-curso.ts';
import { MENSAGENS_SOLICITACAO as M } from '#shared/rules/solicitacoes-curso.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { ADMIN, LISTA, ligarServidorFalso, solicitacaoDeTeste, type ServidorFalso } from '../../testing/fixtures.ts';
import { AnaliseDeSolicitacoes } from './pagina-analise.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let falso: ServidorFalso;

const autor = { id: 3, nome: 'Beatriz Nunes' };
const TODAS = [
  solicitacaoDeTeste(1, { titulo: 'Curso Em Análise', status: 'em_analise', enviada_em: '2026-01-20T12:00:00.000Z', autor }),
  solicitacaoDeTeste(2, { titulo: 'Curso Enviado Recente', status: 'enviada', enviada_em: '2026-02-10T12:00:00.000Z', departamento: 'DEVIG', autor }),
  solicitacaoDeTeste(3, { titulo: 'Curso Enviado Antigo', status: 'enviada', enviada_em: '2026-02-01T12:00:00.000Z', autor }),
  solicitacaoDeTeste(4, { titulo: 'Curso Aprovado', status: 'aprovada', autor }),
  solicitacaoDeTeste(5, { titulo: 'Curso Rejeitado', status: 'rejeitada', motivo: 'Sem orçamento.', autor }),
  solicitacaoDeTeste(6, { titulo: 'Curso Convertido', status: 'convertida', evento_id: 60, autor }),
  solicitacaoDeTeste(7, { titulo: 'Meu Rascunho', status: 'rascunho' }),
];

beforeEach(() => {
  vi.clearAllMocks();
  falso = ligarServidorFalso(servidor, TODAS);
});

async function abrir(rota = '/admin/solicitacoes-curso') {
  const r = renderizar(<AnaliseDeSolicitacoes />, { rota });
  await screen.findByRole('table', { name: 'Solicitações de curso' });
  return r;
}

const titulos = () => within(screen.getByRole('table')).getAllByRole('rowheader').map((th) => th.querySelector('span')!.textContent);
const linha = (titulo: string) => screen.getByRole('rowheader', { name: new RegExp(`^${titulo}`) }).closest('tbody')!;
const posts = () => falso.pedidos.filter((p) => p.metodo === 'POST');
const local = () => screen.getByTestId('local-atual').textContent;

describe('Análise de solicitações (/admin/solicitacoes-curso)', () => {
  it('começa pelo que espera a Escola (enviadas primeiro, a mais antiga antes; depois em análise e aprovadas) e mostra os indicadores de toda a lista', async () => {
    await abrir();
    expect(falso.pedidos.find((p) => p.caminho === LISTA)?.query).toBe('');
    expect(titulos()).toEqual(['Curso Enviado Antigo', 'Curso Enviado Recente', 'Curso Em Análise', 'Curso Aprovado']);
    const kpis = within(screen.getByRole('list', { name: 'Resumo das solicitações' }));
    expect(kpis.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Enviadas2', 'Em análise1', 'Aprovadas1', 'Rejeitadas1', 'Convertidas1']);
    expect(screen.getByText('4 solicitações nesta seleção.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Situação' })).toHaveValue('pendentes');
  });

  it('filtros de situação e departamento vão para o endereço; rascunhos nunca entram na fila', async () => {
    const { user } = await abrir();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'todas');
    await waitFor(() => expect(local()).toBe('/admin/solicitacoes-curso?status=todas'));
    expect(titulos()).toEqual(['Curso Enviado Antigo', 'Curso Enviado Recente', 'Curso Em Análise', 'Curso Aprovado', 'Curso Rejeitado', 'Curso Convertido']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Departamento' }), 'DEVIG');
    await waitFor(() => expect(titulos()).toEqual(['Curso Enviado Recente']));
    expect(local()).toBe('/admin/solicitacoes-curso?status=todas&departamento=DEVIG');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'aprovada');
    expect(await screen.findByText('Nenhuma solicitação com estes filtros.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Limpar filtros' })[0]!);
    await waitFor(() => expect(local()).toBe('/admin/solicitacoes-curso'));
  });

  it('ações conforme a situação: enviada inicia a análise, aprova ou rejeita; aprovada converte; convertida leva ao evento', async () => {
    await abrir('/admin/solicitacoes-curso?status=todas');
    const nomes = (t: string) => within(linha(t)).queryAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent).filter((n) => !n?.startsWith('Ver detalhes'));
    expect(nomes('Curso Enviado Antigo')).toEqual(['Iniciar análise: Curso Enviado Antigo', 'Aprovar: Curso Enviado Antigo', 'Rejeitar: Curso Enviado Antigo']);
    expect(nomes('Curso Em Análise')).toEqual(['Aprovar: Curso Em Análise', 'Rejeitar: Curso Em Análise']);
    expect(nomes('Curso Aprovado')).toEqual(['Converter em evento: Curso Aprovado']);
    expect(nomes('Curso Rejeitado')).toEqual([]);
    expect(within(linha('Curso Convertido')).getByRole('link', { name: /^Ver evento/ })).toHaveAttribute('href', '/gerenciar-eventos/60');
  });

  it('"Iniciar análise" marca em análise (POST …/analise)', async () => {
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Iniciar análise: Curso Enviado Antigo' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Análise iniciada. A pessoa foi avisada.'));
    expect(posts().map((p) => p.caminho)).toEqual([`${ADMIN}/3/analise`]);
    await waitFor(() => expect(within(linha('Curso Enviado Antigo')).getByText('Em análise')).toBeInTheDocument());
  });

  it('"Iniciar análise" recusado (409: outra pessoa já decidiu): o aviso e a fila refeita, sem os botões que já não valem', async () => {
    const { user } = await abrir();
    const buscas = () => falso.pedidos.filter((p) => p.metodo === 'GET' && p.caminho === LISTA).length;
    const antes = buscas();
    servidor.use(
      http.post(`${ADMIN}/:id/analise`, () => {
        falso.lista = falso.lista.map((s) => (s.id === 3 ? { ...s, status: 'rejeitada' as const, motivo: 'Fora do plano.' } : s));
        return respostaDeErro(409, 'A solicitação já foi decidida.', 'CONFLITO');
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Iniciar análise: Curso Enviado Antigo' }));
    await waitFor(() => expect(toast.notificarErro).toHaveBeenCalledWith('A solicitação já foi decidida.'));
    await waitFor(() => expect(buscas()).toBeGreaterThan(antes));
    // rejeitada sai da fila padrão, e o botão com ela
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Curso Enviado Antigo/ })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Iniciar análise: Curso Enviado Antigo' })).toBeNull();
  });

  it('rejeitar exige o motivo (mensagem do contrato) e manda decisão e motivo', async () => {
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Rejeitar: Curso Em Análise' }));
    const dialogo = within(screen.getByRole('dialog', { name: 'Rejeitar a solicitação?' }));
    const motivo = dialogo.getByLabelText(/^Motivo da rejeição/);
    expect(motivo).toHaveFocus();
    await user.type(motivo, '   ');
    await user.click(dialogo.getByRole('button', { name: 'Rejeitar solicitação' }));
    expect(dialogo.getByText(M.motivo)).toBeInTheDocument();
    expect(motivo).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toEqual([]);
    await user.type(motivo, 'Já há turma igual em março.');
    await user.click(dialogo.getByRole('button', { name: 'Rejeitar solicitação' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ caminho: `${ADMIN}/1/decisao`, body: { decisao: 'rejeitar', motivo: 'Já há turma igual em março.' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Solicitação rejeitada. A pessoa foi avisada com o motivo.');
  });

  it('aprovar pede confirmação e manda só a decisão', async () => {
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Aprovar: Curso Em Análise' }));
    const dialogo = within(screen.getByRole('dialog', { name: 'Aprovar a solicitação?' }));
    expect(dialogo.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(dialogo.getByRole('button', { name: 'Aprovar solicitação' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ caminho: `${ADMIN}/1/decisao`, body: { decisao: 'aprovar' } });
  });

  it('converter: vagas 30 por padrão, o aviso do instrutor, unidade exigida se a solicitação não tem; POST …/conversao e depois a mensagem e o link do editor', async () => {
    const { user } = await abrir('/admin/solicitacoes-curso?status=aprovada');
    await user.click(screen.getByRole('button', { name: 'Converter em evento: Curso Aprovado' }));
    const dialogo = within(screen.getByRole('dialog', { name: 'Converter em evento?' }));
    const vagas = dialogo.getByLabelText(/^Vagas da turma/);
    expect(vagas).toHaveValue(30);
    expect(dialogo.getByText(/Você será o instrutor da turma\. Troque o instrutor.*em Gestão de Eventos/)).toBeInTheDocument();
    // a solicitação não tem unidade: o campo vem vazio e é obrigatório, com as unidades das listas
    const unidade = dialogo.getByRole('combobox', { name: /^Unidade do evento/ });
    expect(unidade).toBeRequired();
    expect(unidade).toHaveValue('');
    expect(dialogo.getByText('A solicitação não indicou unidade: escolha a responsável pelo evento.')).toBeInTheDocument();
    await waitFor(() => expect(within(unidade).getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione…', 'SMS — Secretaria Municipal de Saúde', 'OUTROS — Outros']));
    await user.click(dialogo.getByRole('button', { name: 'Converter em evento' }));
    expect(dialogo.getByText('Selecione a unidade do evento.')).toBeInTheDocument();
    expect(unidade).toHaveAttribute('aria-invalid', 'true');
    expect(unidade).toHaveFocus();
    expect(posts()).toEqual([]);
    await user.selectOptions(unidade, 'OUTROS — Outros');
    expect(dialogo.queryByText('Selecione a unidade do evento.')).toBeNull();
    await user.clear(vagas);
    await user.type(vagas, '25');
    await user.click(dialogo.getByRole('button', { name: 'Converter em evento' }));
    const link = await screen.findByRole('link', { name: 'Abrir no editor de eventos' });
    expect(link).toHaveAttribute('href', '/gerenciar-eventos/77');
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Evento criado' })).toHaveTextContent('Evento criado como rascunho. Revise e publique na Gestão de Eventos.');
    expect(posts()).toEqual([expect.objectContaining({ caminho: `${ADMIN}/4/conversao`, body: { vagas: 25, unidade_id: 2 } })]);
  });

  it('converter: depois do evento criado, as consultas de eventos e da Gestão de Eventos (e da agenda) ficam velhas', async () => {
    const invalidar = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    falso.lista = TODAS.map((s) => (s.id === 4 ? { ...s, unidade: { id: 1, nome: 'Secretaria Municipal de Saúde' } } : s));
    const { user } = await abrir('/admin/solicitacoes-curso?status=aprovada');
    await user.click(screen.getByRole('button', { name: 'Converter em evento: Curso Aprovado' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Converter em evento?' })).getByRole('button', { name: 'Converter em evento' }));
    await screen.findByRole('dialog', { name: 'Evento criado' });
    const chaves = invalidar.mock.calls.map(([filtros]) => filtros?.queryKey);
    expect(chaves).toEqual(expect.arrayContaining([['eventos'], ['agenda'], ['solicitacoes-curso']]));
    invalidar.mockRestore();
  });

  it('converter: as mensagens das vagas são as do contrato e nada é enviado', async () => {
    falso.lista = TODAS.map((s) => (s.id === 4 ? { ...s, unidade: { id: 1, nome: 'Secretaria Municipal de Saúde' } } : s));
    const { user } = await abrir('/admin/solicitacoes-curso?status=aprovada');
    await user.click(screen.getByRole('button', { name: 'Converter em evento: Curso Aprovado' }));
    const dialogo = within(screen.getByRole('dialog', { name: 'Converter em evento?' }));
    const vagas = dialogo.getByLabelText(/^Vagas da turma/);
    for (const [texto, mensagem] of [
      ['', 'Informe a quantidade de vagas.'],
      ['0', 'A turma precisa de ao menos 1 vaga.'],
      ['2.5', 'A quantidade de vagas deve ser um número inteiro.'],
      ['10001', 'No máximo 10000 vagas.'],
    ] as const) {
      await user.clear(vagas);
      if (texto) await user.type(vagas, texto);
      await user.click(dialogo.getByRole('button', { name: 'Converter em evento' }));
      expect(dialogo.getByText(mensagem), texto).toBeInTheDocument();
      expect(vagas).toHaveAttribute('aria-invalid', 'true');
      expect(vagas).toHaveFocus();
    }
    expect(posts()).toEqual([]);
  });

  it('converter: com a unidade na solicitação, ela vem marcada e vai no corpo (também se as listas falharem)', async () => {
    falso.lista = TODAS.map((s) => (s.id === 4 ? { ...s, unidade: { id: 1, nome: 'Secretaria Municipal de Saúde' } } : s));
    servidor.use(http.get('/api/lookups', () => respostaDeErro(500, 'Falhou')));
    const { user } = await abrir('/admin/solicitacoes-curso?status=aprovada');
    await user.click(screen.getByRole('button', { name: 'Converter em evento: Curso Aprovado' }));
    const dialogo = within(screen.getByRole('dialog', { name: 'Converter em evento?' }));
    expect(await dialogo.findByText(/Não foi possível carregar as unidades\./)).toBeInTheDocument();
    expect(dialogo.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    const unidade = dialogo.getByRole('combobox', { name: /^Unidade do evento/ });
    expect(unidade).toHaveValue('1');
    expect(within(unidade).getByRole('option', { selected: true })).toHaveTextContent('Secretaria Municipal de Saúde');
    await user.click(dialogo.getByRole('button', { name: 'Converter em evento' }));
    await screen.findByRole('dialog', { name: 'Evento criado' });
    expect(posts()).toEqual([expect.objectContaining({ caminho: `${ADMIN}/4/conversao`, body: { vagas: 30, unidade_id: 1 } })]);
  });

  it('converter: a recusa do servidor aparece no diálogo', async () => {
    servidor.use(http.post(`${ADMIN}/:id/conversao`, () => respostaDeErro(400, 'Informe a unidade responsável antes de converter.', 'DADOS_INVALIDOS')));
    const { user } = await abrir('/admin/solicitacoes-curso?status=aprovada');
    await user.click(screen.getByRole('button', { name: 'Converter em evento: Curso Aprovado' }));
    const dialogo = within(screen.getByRole('dialog', { name: 'Converter em evento?' }));
    await user.selectOptions(await dialogo.findByRole('combobox', { name: /^Unidade do evento/ }), await dialogo.findByRole('option', { name: 'SMS — Secretaria Municipal de Saúde' }));
    await user.click(dialogo.getByRole('button', { name: 'Converter em evento' }));
    expect(await dialogo.findByRole('alert')).toHaveTextContent('Informe a unidade responsável antes de converter.');
  });

  it('?id=N (vindo do calendário anual) mostra todas as situações, abre o detalhe dessa solicitação e foca nela', async () => {
    await abrir('/admin/solicitacoes-curso?id=5');
    expect(screen.getByRole('combobox', { name: 'Situação' })).toHaveValue('todas');
    const l = within(linha('Curso Rejeitado'));
    expect(l.getByRole('button', { name: /^Ocultar detalhes/ })).toHaveAttribute('aria-expanded', 'true');
    expect(l.getByText('Sem orçamento.')).toBeInTheDocument();
    expect(l.getByText('Beatriz Nunes', { selector: 'dd' })).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('solicitacao-5')).toHaveFocus());
  });

  it('nada esperando a Escola: a mensagem e "Ver todas as solicitações"', async () => {
    falso.lista = TODAS.filter((s) => !['enviada', 'em_analise', 'aprovada'].includes(s.status));
    const { user } = renderizar(<AnaliseDeSolicitacoes />);
    expect(await screen.findByText('Nenhuma solicitação esperando a Escola: nada a analisar, decidir ou converter.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todas as solicitações' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('falha ao carregar: avisa e "Tentar novamente" busca de novo', async () => {
    let n = 0;
    servidor.use(http.get(LISTA, () => (++n === 1 ? respostaDeErro(500, 'Falhou') : respostaDoContrato(z.array(SolicitacaoSchema), TODAS))));
    const { user } = renderizar(<AnaliseDeSolicitacoes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as solicitações.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
