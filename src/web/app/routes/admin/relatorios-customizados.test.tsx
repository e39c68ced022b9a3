import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LookupsSchema } from '#shared/contracts/perfil.ts';
import { PreviaSchema, RelatorioSalvoSchema, type RelatorioSalvo } from '#shared/contracts/relatorios.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaRelatoriosCustomizados from './relatorios-customizados.tsx';

const servidor = usarServidorMsw();
/** Com a máquina ocupada (a suíte inteira em paralelo), as respostas do msw demoram mais que o padrão de 1 s. */
const ESPERA = { timeout: 5000 };
let previas: unknown[];
let exportacoes: unknown[];
let criados: unknown[];
let agendas: unknown[];
let excluidos: string[];
let salvos: RelatorioSalvo[];

const salvo = (o: Partial<RelatorioSalvo> = {}): RelatorioSalvo => ({
  id: 7,
  nome: 'Confirmadas por turma',
  assunto: 'inscricoes',
  definicao: { assunto: 'inscricoes', campos: ['pessoa', 'turma'], filtros: [{ campo: 'status', operador: 'igual', valor: 'confirmada' }], periodo: {}, agrupar_por: null, totais: [], ordenar: null },
  dono: { id: 1, nome: 'Ana Admin' },
  criado_em: '2026-03-01T12:00:00.000Z',
  atualizado_em: '2026-03-01T12:00:00.000Z',
  agenda: { frequencia: null, emails: [], formato: 'xlsx' },
  ultimo_envio_em: null,
  ...o,
});

beforeEach(() => {
  previas = [];
  exportacoes = [];
  criados = [];
  agendas = [];
  excluidos = [];
  salvos = [salvo()];
  servidor.use(
    http.get('/api/lookups', () =>
      respostaDoContrato(LookupsSchema, {
        cargos: [{ id: 1, nome: 'Enfermeiro(a)' }], unidades: [{ id: 3, nome: 'Escola da Saúde', sigla: 'ESC' }], generos: [], orientacoes_sexuais: [], cores_racas: [], escolaridades: [], deficiencias: [],
      } as never),
    ),
    http.get('/api/admin/relatorios', () => Response.json(salvos.map((s) => RelatorioSalvoSchema.parse(s)))),
    http.post('/api/admin/relatorios/previa', async ({ request }) => {
      const corpo = (await request.json()) as { pagina: number; definicao: { campos: string[] } };
      previas.push(corpo);
      if (corpo.definicao.campos.includes('email')) return respostaDeErro(503, 'O relatório demorou demais para ser gerado. Restrinja o período ou acrescente filtros e tente de novo.', 'INDISPONIVEL');
      return respostaDoContrato(PreviaSchema, {
        colunas: [{ chave: 'pessoa', rotulo: 'Pessoa', tipo: 'referencia' }, { chave: 'criada_em', rotulo: 'Inscrita em', tipo: 'data' }, { chave: 'carga_horaria', rotulo: 'Carga horária da turma (h)', tipo: 'numero' }],
        linhas: corpo.pagina === 1 ? [['Ana Souza', '2026-01-10', 1200]] : [['Carla Dias', '2026-02-01', 8]],
        total: 21, pagina: corpo.pagina, por_pagina: 20, agrupado: false, cpf_visivel: false,
      });
    }),
    http.post('/api/admin/relatorios/exportacao', async ({ request }) => {
      exportacoes.push(await request.json());
      return new Response(new Uint8Array([0x50, 0x4b]), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="relatorio-inscricoes-2026-03-09.xlsx"' } });
    }),
    http.post('/api/admin/relatorios', async ({ request }) => {
      const b = (await request.json()) as { nome: string; definicao: RelatorioSalvo['definicao'] };
      criados.push(b);
      const novo = salvo({ id: 8, nome: b.nome, definicao: b.definicao });
      salvos = [...salvos, novo];
      return Response.json(novo, { status: 201 });
    }),
    http.put('/api/admin/relatorios/:id/agenda', async ({ request }) => {
      const b = (await request.json()) as RelatorioSalvo['agenda'];
      agendas.push(b);
      salvos = salvos.map((s) => ({ ...s, agenda: b }));
      return Response.json(salvos[0]);
    }),
    http.delete('/api/admin/relatorios/:id', ({ params }) => {
      excluidos.push(String(params.id));
      salvos = salvos.filter((s) => String(s.id) !== params.id);
      return new Response(null, { status: 204 });
    }),
  );
});

describe('Relatórios customizados', () => {
  it('monta (assunto, colunas, filtro), mostra a prévia com datas e números em pt-BR, pagina e anuncia', async () => {
    const { user } = renderizar(<PaginaRelatoriosCustomizados />, { rota: '/relatorios-customizados' });
    expect(screen.getByText('A prévia aparece aqui.')).toBeInTheDocument();
    expect(screen.getByLabelText('Sobre o que é o relatório')).toHaveValue('inscricoes');
    await user.click(screen.getByRole('checkbox', { name: /Carga horária da turma/ }));
    expect(screen.getByRole('checkbox', { name: 'Evento' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Evento' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar filtro' }));
    const filtro = screen.getByRole('listitem', { name: 'Filtro 1' });
    expect(within(filtro).getByLabelText('Campo')).toHaveValue('status');
    await user.selectOptions(within(filtro).getByLabelText('Valor'), 'Confirmada');
    await user.type(screen.getByLabelText('Inscrita em: de'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Ver prévia' }));

    const tabela = await screen.findByRole('table', {}, ESPERA);
    expect(within(tabela).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Pessoa', 'Inscrita em', 'Carga horária da turma (h)']);
    expect(within(tabela).getByText('10/01/2026')).toBeInTheDocument();
    expect(within(tabela).getByText('1.200')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('21 linhas no relatório. Página 1 de 2.');
    expect(previas[0]).toEqual({
      definicao: {
        assunto: 'inscricoes', campos: ['pessoa', 'turma', 'status', 'criada_em', 'carga_horaria'],
        filtros: [{ campo: 'status', operador: 'igual', valor: 'confirmada' }], periodo: { de: '2026-01-01' }, agrupar_por: null, totais: [], ordenar: null,
      },
      pagina: 1, por_pagina: 20, mostrar_cpf: false,
    });
    // a definição fica no endereço
    expect(decodeURIComponent(screen.getByTestId('local-atual').textContent!)).toContain('"periodo":{"de":"2026-01-01"}');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Carla Dias', {}, ESPERA)).toBeInTheDocument();
    expect((previas[1] as { pagina: number }).pagina).toBe(2);
  });

  it('definição inválida: mensagem do mesmo esquema do servidor, nada é pedido', async () => {
    const { user } = renderizar(<PaginaRelatoriosCustomizados />);
    for (const nome of ['Pessoa', 'Evento', 'Turma', 'Situação', 'Inscrita em']) {
      const caixa = screen.getByRole('checkbox', { name: nome });
      if ((caixa as HTMLInputElement).checked) await user.click(caixa);
    }
    await user.click(screen.getByRole('button', { name: 'Ver prévia' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha ao menos uma coluna.');
    expect(previas).toEqual([]);
  });

  it('tempo esgotado no servidor: a mensagem clara e "Tentar novamente"', async () => {
    const { user } = renderizar(<PaginaRelatoriosCustomizados />);
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Ver prévia' }));
    expect(await screen.findByText(/demorou demais para ser gerado/, {}, ESPERA)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('CPF: o pedido explícito vai na exportação; exporta XLSX pelo download de arquivo', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:xlsx');
    URL.revokeObjectURL = vi.fn();
    const nomes: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      nomes.push(this.download);
    });
    const { user } = renderizar(<PaginaRelatoriosCustomizados />);
    expect(screen.queryByText(/Mostrar o CPF completo/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /CPF/ }));
    await user.click(screen.getByRole('checkbox', { name: /Mostrar o CPF completo/ }));
    await user.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    await waitFor(() => expect(nomes).toEqual(['relatorio-inscricoes-2026-03-09.xlsx']), ESPERA);
    expect(exportacoes[0]).toMatchObject({ formato: 'xlsx', mostrar_cpf: true, definicao: { campos: expect.arrayContaining(['cpf']) } });
  });

  it('salva com nome, abre um salvo, agenda e exclui com confirmação', async () => {
    const { user } = renderizar(<PaginaRelatoriosCustomizados />);
    await user.click(screen.getByRole('button', { name: 'Salvar relatório' }));
    const dialogo = screen.getByRole('dialog', { name: 'Salvar relatório' });
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(within(dialogo).getByText('Informe o nome do relatório.')).toBeInTheDocument();
    await user.type(within(dialogo).getByLabelText(/Nome do relatório/), 'Minhas inscrições');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(criados).toHaveLength(1), ESPERA);
    expect(criados[0]).toMatchObject({ nome: 'Minhas inscrições', definicao: { assunto: 'inscricoes' } });
    expect(await screen.findByText('Minhas inscrições', {}, ESPERA)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir o relatório Confirmadas por turma' }));
    await screen.findByRole('table', {}, ESPERA);
    expect(previas.at(-1)).toMatchObject({ definicao: { campos: ['pessoa', 'turma'] } });
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agendar o envio do relatório Confirmadas por turma' }));
    const agenda = screen.getByRole('dialog', { name: /Agendar envio/ });
    await user.selectOptions(within(agenda).getByLabelText('Frequência'), 'Semanal (toda segunda-feira)');
    await user.click(within(agenda).getByRole('button', { name: 'Salvar agendamento' }));
    expect(within(agenda).getByText('Informe ao menos um e-mail para o envio agendado.')).toBeInTheDocument();
    await user.type(within(agenda).getByLabelText('E-mails de destino'), 'gestao@escola.gov.br, chefia@escola.gov.br');
    await user.click(within(agenda).getByRole('button', { name: 'Salvar agendamento' }));
    await waitFor(() => expect(agendas).toEqual([{ frequencia: 'semanal', emails: ['gestao@escola.gov.br', 'chefia@escola.gov.br'], formato: 'xlsx' }]), ESPERA);

    await user.click(screen.getByRole('button', { name: 'Excluir o relatório Confirmadas por turma' }));
    const confirma = screen.getByRole('dialog', { name: 'Excluir relatório?' });
    await user.click(within(confirma).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(excluidos).toEqual(['7']), ESPERA);
  });

  it('filtro por turma: escolhe pelo nome (busca), não pelo código; o código vai na definição', async () => {
    const buscas: string[] = [];
    servidor.use(
      http.get('/api/admin/relatorios/opcoes', ({ request }) => {
        const q = new URL(request.url).searchParams;
        buscas.push(q.toString());
        const todas = [{ valor: 41, rotulo: 'Curso de Acolhimento — Turma Manhã (10/03/2026)' }, { valor: 42, rotulo: 'Curso de Acolhimento — Turma Tarde (10/03/2026)' }];
        if (q.get('ids')) return Response.json(todas.filter((o) => q.get('ids')!.split(',').includes(String(o.valor))));
        return Response.json(todas.filter((o) => !q.get('busca') || o.rotulo.toLowerCase().includes(q.get('busca')!.toLowerCase())));
      }),
    );
    const { user } = renderizar(<PaginaRelatoriosCustomizados />);
    await user.click(screen.getByRole('button', { name: 'Adicionar filtro' }));
    const filtro = screen.getByRole('listitem', { name: 'Filtro 1' });
    await user.selectOptions(within(filtro).getByLabelText('Campo'), 'Turma');
    await user.selectOptions(within(filtro).getByLabelText('Condição'), 'é um de');
    await user.type(within(filtro).getByLabelText('Buscar turma'), 'tarde');
    await waitFor(() => expect(within(filtro).queryByRole('checkbox', { name: /Turma Manhã/ })).toBeNull(), ESPERA);
    await user.click(within(filtro).getByRole('checkbox', { name: 'Curso de Acolhimento — Turma Tarde (10/03/2026)' }));
    await user.click(screen.getByRole('button', { name: 'Ver prévia' }));
    await screen.findByRole('table', {}, ESPERA);
    expect(previas.at(-1)).toMatchObject({ definicao: { filtros: [{ campo: 'turma', operador: 'em', valor: [42] }] } });
    expect(buscas).toContain('referencia=turma&busca=tarde');
  });

  it('sem relatórios salvos: o estado vazio diz o próximo passo', async () => {
    salvos = [];
    renderizar(<PaginaRelatoriosCustomizados />);
    expect(await screen.findByText('Nenhum relatório salvo ainda.', {}, ESPERA)).toBeInTheDocument();
  });
});
