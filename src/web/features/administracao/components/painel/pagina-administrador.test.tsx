import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PainelAdministradorSchema } from '#shared/contracts/administracao.ts';
import { ListaAuditoriaSchema } from '#shared/contracts/auditoria.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { PaginaAdministrador } from './pagina-administrador.tsx';

const servidor = usarServidorMsw();
let trilhas: string[];

const entrada = {
  id: 7,
  quando: '2026-03-02T15:00:00.000Z',
  ator: { id: 1, nome: 'Ana Administradora' },
  acao: 'usuario.perfis',
  alvo_tipo: 'usuario',
  alvo_id: '9',
  detalhes: { motivo: 'Nova instrutora' },
  antes: { perfis: ['usuario'], ativo: true },
  depois: { perfis: ['usuario', 'instrutor'], ativo: true },
};

beforeEach(() => {
  trilhas = [];
  servidor.use(
    http.get('/api/admin/painel', () =>
      respostaDoContrato(PainelAdministradorSchema, {
        reservas: { total: 7, itens: [{ id: 1, titulo: 'Auditório — Reunião de equipe', detalhe: 'Bia Souza', quando: '2026-03-10' }] },
        solicitacoes: { total: 0, itens: [] },
        submissoes: { total: 1, itens: [{ id: 3, titulo: 'Acolhimento na UBS', detalhe: 'Mostra 2026', quando: '2026-03-01T12:00:00.000Z', chamada_id: 2 }] },
        emails_com_falha: 2,
        auditoria: [entrada],
      }),
    ),
    http.get('/api/admin/auditoria', ({ request }) => {
      const q = new URL(request.url).searchParams;
      trilhas.push(q.toString());
      const itens = q.get('busca') === 'ninguem' ? [] : [entrada];
      return respostaDoContrato(ListaAuditoriaSchema, { itens, total: itens.length, pagina: 1, por_pagina: 20, acoes: ['evento.editar', 'usuario.perfis'] });
    }),
  );
});

const local = () => screen.getByTestId('local-atual').textContent;

describe('Painel do Administrador (/administrador)', () => {
  it('pendências com total, os primeiros e o link; e-mails com falha; últimas ações', async () => {
    renderizar(<PaginaAdministrador />, { rota: '/administrador' });
    const salas = (await screen.findByRole('heading', { name: /Pedidos de sala/ })).closest('li')!;
    expect(salas).toHaveTextContent('7 aguardando');
    expect(salas).toHaveTextContent('Auditório — Reunião de equipe');
    expect(salas).toHaveTextContent('Bia Souza • 10/03/2026');
    expect(within(salas).getByRole('link', { name: 'Decidir pedidos de sala (todos os 7)' })).toHaveAttribute('href', '/admin/reservas-salas');
    const solicitacoes = screen.getByRole('heading', { name: /Solicitações de curso/ }).closest('li')!;
    expect(solicitacoes).toHaveTextContent('Nenhuma solicitação aguardando análise.');
    expect(within(solicitacoes).getByRole('link', { name: 'Analisar solicitações' })).toHaveAttribute('href', '/admin/solicitacoes-curso');
    expect(screen.getByRole('link', { name: 'Decidir trabalhos' })).toHaveAttribute('href', '/admin/submissoes');
    expect(screen.getByText('2 envios de e-mail falharam depois de todas as tentativas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver e tentar de novo' })).toHaveAttribute('href', '/admin/emails');
    expect(screen.getByRole('region', { name: 'Últimas ações' })).toHaveTextContent('Ana Administradora: usuario.perfis (usuario nº 9)');
  });

  it('a trilha: uma linha abre o antes e o depois como lista de campos (sem JSON cru)', async () => {
    const { user } = renderizar(<PaginaAdministrador />, { rota: '/administrador' });
    const tabela = await screen.findByRole('table', { name: 'Trilha de auditoria, mais nova primeiro' });
    const botao = within(tabela).getByRole('button', { name: /^Detalhes de usuario\.perfis em 02\/03\/2026/ });
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    await user.click(botao);
    expect(botao).toHaveAttribute('aria-expanded', 'true');
    const campos = within(tabela).getByRole('table', { name: 'Campos alterados' });
    expect(within(campos).getByRole('row', { name: 'Perfis usuario usuario, instrutor' })).toBeInTheDocument();
    expect(within(campos).getByRole('row', { name: 'Ativo sim sim' })).toBeInTheDocument();
    expect(tabela).toHaveTextContent('MotivoNova instrutora');
    expect(tabela).not.toHaveTextContent('{');
  });

  it('busca, ação e período vão para o endereço e para a consulta; sem resultado, estado vazio com o próximo passo', async () => {
    const { user } = renderizar(<PaginaAdministrador />, { rota: '/administrador' });
    await screen.findByRole('table', { name: 'Trilha de auditoria, mais nova primeiro' });
    await user.selectOptions(screen.getByLabelText('Ação'), 'usuario.perfis');
    await user.type(screen.getByLabelText('De'), '2026-03-01');
    await waitFor(() => expect(local()).toBe('/administrador?acao=usuario.perfis&de=2026-03-01'));
    await waitFor(() => expect(trilhas.at(-1)).toBe('pagina=1&acao=usuario.perfis&de=2026-03-01&por_pagina=20'));
    await user.type(screen.getByLabelText('Buscar por ação, alvo ou pessoa'), 'ninguem');
    expect(await screen.findByText('Nenhuma entrada com estes filtros.')).toBeInTheDocument();
    await waitFor(() => expect(local()).toBe('/administrador?acao=usuario.perfis&de=2026-03-01&busca=ninguem'));
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(local()).toBe('/administrador'));
  });

  it('falha ao carregar as pendências: mensagem e "Tentar novamente"', async () => {
    servidor.use(http.get('/api/admin/painel', () => respostaDeErro(500, 'Erro interno.', 'ERRO_INTERNO')));
    renderizar(<PaginaAdministrador />, { rota: '/administrador' });
    expect(await screen.findByText('Erro ao carregar as pendências.')).toBeInTheDocument();
  });
});
