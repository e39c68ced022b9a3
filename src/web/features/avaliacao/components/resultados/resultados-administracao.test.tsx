import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LembretesEnviadosSchema, NaoResponderamSchema, ResultadosAdminSchema } from '#shared/contracts/avaliacoes-resultados.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { naoResponderamDeTeste, resultadosAdminDeTeste } from '../../testing/fixtures-resultados.ts';
import { ResultadosDaAdministracao } from './resultados-administracao.tsx';

const servidor = usarServidorMsw();
const BASE = '/api/avaliacoes/resultados';
let consultas: string[];
let lembretes: unknown[];

const consulta = (url: string) => new URL(url).searchParams.toString();

beforeEach(() => {
  consultas = [];
  lembretes = [];
  servidor.use(
    http.get(BASE, ({ request }) => {
      consultas.push(consulta(request.url));
      const turma = new URL(request.url).searchParams.get('turma');
      return respostaDoContrato(ResultadosAdminSchema, resultadosAdminDeTeste(turma ? Number(turma) : null));
    }),
    http.get(`${BASE}/nao-responderam`, () => respostaDoContrato(NaoResponderamSchema, naoResponderamDeTeste())),
    http.post(`${BASE}/lembretes`, async ({ request }) => {
      lembretes.push(await request.json());
      return respostaDoContrato(LembretesEnviadosSchema, { enfileirados: 2, ja_enviados_hoje: 0, mensagem: '2 lembretes enviados.' });
    }),
  );
});

const abrir = (rota = '/admin/avaliacoes') => renderizar(<ResultadosDaAdministracao />, { rota });
const local = () => screen.getByTestId('local-atual').textContent;

describe('Gestão de Avaliações (/admin/avaliacoes)', () => {
  it('carrega a visão geral, o resumo por turma e o resultado de todas as turmas filtradas', async () => {
    abrir();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Carregando resultados…');
    const tabela = within(await screen.findByRole('table', { name: 'Resumo por turma' }));
    const linhas = tabela.getAllByRole('row').slice(1);
    expect(linhas.map((l) => within(l).getByRole('rowheader').textContent)).toEqual(['Turma 7Congresso de APSInstrutores: Carlos Lima', 'Turma 5Curso de VacinaçãoInstrutores: Ana Souza']);
    expect(within(linhas[0]!).getAllByRole('cell').slice(0, 5).map((c) => c.textContent)).toEqual(['Término:05/03/2030', 'Aptos:1', 'Respostas:1', 'Taxa:100,0%', 'Média geral:5,7']);
    const geral = within(screen.getByRole('list', { name: 'Números das turmas filtradas' }));
    expect(geral.getByText('75,0%')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Resultado: Todas as turmas filtradas' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Evento' })).toHaveDisplayValue('Todos os eventos');
    expect(within(screen.getByRole('combobox', { name: 'Instrutor' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos os instrutores', 'Ana Souza', 'Carlos Lima']);
  });

  it('filtros vão para o endereço e para a consulta; "Limpar filtros" volta ao começo', async () => {
    const { user } = abrir('/admin/avaliacoes?de=2030-01-01&tipo=Congresso&evento=abc');
    await screen.findByRole('table', { name: 'Resumo por turma' });
    expect(consultas[0]).toBe('de=2030-01-01&tipo=Congresso');
    expect(screen.getByLabelText('Término a partir de')).toHaveValue('2030-01-01');
    expect(screen.getByRole('combobox', { name: 'Tipo de evento' })).toHaveValue('Congresso');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Instrutor' }), 'Carlos Lima');
    await waitFor(() => expect(local()).toBe('/admin/avaliacoes?de=2030-01-01&tipo=Congresso&instrutor=8'));
    await waitFor(() => expect(consultas.at(-1)).toBe('de=2030-01-01&tipo=Congresso&instrutor=8'));
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(local()).toBe('/admin/avaliacoes'));
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
  });

  it('"Ver resultado" detalha uma turma (no endereço) e "Ver todas as turmas juntas" volta à soma', async () => {
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Ver resultado — Curso de Vacinação — Turma 5' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultado: Curso de Vacinação — Turma 5' })).toBeInTheDocument();
    expect(local()).toBe('/admin/avaliacoes?turma=5');
    expect(screen.getByRole('button', { name: 'Ver resultado — Curso de Vacinação — Turma 5' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Ver todas as turmas juntas' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultado: Todas as turmas filtradas' })).toBeInTheDocument();
  });

  it('quem não respondeu: nome e e-mail, e "Lembrar quem não respondeu" envia as turmas e diz quantos foram', async () => {
    const { user } = abrir();
    const secao = within((await screen.findByRole('heading', { name: 'Quem ainda não respondeu' })).closest('section')!);
    expect(await secao.findByText('Beatriz Nunes')).toBeInTheDocument();
    expect(secao.getByText('caio@teste.gov.br')).toBeInTheDocument();
    expect(secao.getByText('2 pessoas em 1 turma.')).toBeInTheDocument();
    await user.click(secao.getByRole('button', { name: 'Lembrar quem não respondeu' }));
    await waitFor(() => expect(secao.getByRole('status')).toHaveTextContent('2 lembretes enviados.'));
    expect(lembretes).toEqual([{ turma_ids: [5] }]);
  });

  it('sem turmas com estes filtros: a mensagem e "Limpar filtros"; sem ninguém pendente, a mensagem própria', async () => {
    servidor.use(
      http.get(BASE, () => respostaDoContrato(ResultadosAdminSchema, { ...resultadosAdminDeTeste(), turmas: [], resultado: null })),
      http.get(`${BASE}/nao-responderam`, () => respostaDoContrato(NaoResponderamSchema, { total: 0, turma_ids: [], pessoas: [] })),
    );
    const { user } = abrir('/admin/avaliacoes?tipo=Oficina');
    expect(await screen.findByText('Nenhuma turma encerrada com estes filtros.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    await user.click(screen.getAllByRole('button', { name: 'Limpar filtros' }).at(-1)!);
    expect(await screen.findByText('Nenhuma turma encerrada ainda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a Gestão de Eventos' })).toHaveAttribute('href', '/gerenciar-eventos');
  });

  it('erro ao carregar: avisa e "Tentar novamente" busca de novo', async () => {
    let n = 0;
    servidor.use(http.get(BASE, () => (++n === 1 ? respostaDeErro(500, 'Falhou') : respostaDoContrato(ResultadosAdminSchema, resultadosAdminDeTeste()))));
    const { user } = abrir();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os resultados. Confira a conexão e tente novamente.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Resumo por turma' })).toBeInTheDocument();
  });

  describe('exportação', () => {
    let baixados: Blob[];
    beforeEach(() => {
      baixados = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
        baixados.push(b as Blob);
        return 'blob:teste';
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });
    afterEach(() => vi.restoreAllMocks());

    it('"Exportar XLSX" baixa o arquivo com os filtros da tela', async () => {
      let pedido = '';
      servidor.use(
        http.get(`${BASE}/exportacao`, ({ request }) => {
          pedido = consulta(request.url);
          return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
            headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': 'attachment; filename="avaliacoes-2030-03-10.xlsx"' },
          });
        }),
      );
      const { user } = abrir('/admin/avaliacoes?tipo=Curso');
      await user.click(await screen.findByRole('button', { name: 'Exportar XLSX' }));
      await waitFor(() => expect(baixados).toHaveLength(1));
      expect(pedido).toBe('tipo=Curso&formato=xlsx');
      expect(baixados[0]!.size).toBe(4);
    });
  });
});
