import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { z } from 'zod';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChamadaAdminResumoSchema } from '#shared/contracts/chamadas.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { Route, Routes } from '#web/lib/roteador.tsx';
import { renderizar } from '#web/testing/render.tsx';
import { chamadaAdminDeTeste, ligarServidorFalso, posterDeTeste, submissaoDeTeste, type ServidorFalso } from '../../testing/fixtures.ts';
import { PaginaSubmissoesAdmin } from './pagina-submissoes-admin.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
vi.mock('#web/lib/baixar-arquivo.ts', () => ({ baixarBlob: vi.fn(), baixarConteudo: vi.fn() }));
const { baixarBlob } = await import('#web/lib/baixar-arquivo.ts');

const servidor = usarServidorMsw();
let falso: ServidorFalso;
const VIG = { id: 12, codigo: 'VIG', nome: 'Vigilância em Saúde' };

beforeEach(() => {
  vi.clearAllMocks();
  falso = ligarServidorFalso(servidor, {
    admin: [chamadaAdminDeTeste({ id: 1, titulo: 'Mostra 2030', publicado: true, total_trabalhos: 3, pode_excluir: false }), chamadaAdminDeTeste({ id: 2, titulo: 'Mostra 2031 (rascunho)' })],
    trabalhos: [
      submissaoDeTeste(1, { titulo: 'Acolhimento na UBS', status: 'submetida', poster: posterDeTeste(), autor: { id: 5, nome: 'Úrsula Santos', email: 'ursula@teste.gov.br' } }),
      submissaoDeTeste(2, { titulo: 'Busca ativa de tuberculose', status: 'submetida', linha: VIG, autor: { id: 6, nome: 'Igor Lima', email: 'igor@teste.gov.br' } }),
      submissaoDeTeste(3, { titulo: 'Duplicado', status: 'retirada' }),
      submissaoDeTeste(4, { titulo: 'Rascunho do autor', status: 'rascunho' }),
    ],
  });
});

function abrir(rota = '/admin/submissoes') {
  return renderizar(
    <Routes>
      <Route path="/admin/submissoes" element={<PaginaSubmissoesAdmin />} />
      <Route path="/admin/chamadas/:chamadaId/submissoes" element={<PaginaSubmissoesAdmin />} />
    </Routes>,
    { rota },
  );
}
const linhas = () => screen.getAllByRole('row').slice(1).map((r) => within(r).getByRole('rowheader').querySelector('button')!.textContent);
const chip = (nome: RegExp) => within(screen.getByRole('group', { name: 'Situação' })).getByRole('button', { name: nome });

describe('Gerenciar Submissão de Trabalho (/admin/submissoes)', () => {
  it('lista as chamadas (com editar e trabalhos) e os trabalhos enviados (nunca rascunhos), com a contagem por situação', async () => {
    abrir();
    expect(screen.getByRole('heading', { level: 1, name: 'Gerenciar Submissão de Trabalho' })).toBeInTheDocument();
    expect(await screen.findByText('3 trabalhos nesta seleção.')).toBeInTheDocument();
    expect(linhas()).toEqual(['Acolhimento na UBS', 'Busca ativa de tuberculose', 'Duplicado']);
    expect(chip(/^Todas/)).toHaveTextContent('Todas · 3');
    expect(chip(/^Submetido/)).toHaveTextContent('Submetido · 2');
    expect(chip(/^Retirado/)).toHaveTextContent('Retirado · 1');
    expect(chip(/^Em avaliação/)).toHaveTextContent('Em avaliação · 0');
    expect(await screen.findByRole('link', { name: 'Editar Mostra 2030' })).toHaveAttribute('href', '/admin/chamadas/1');
    expect(falso.pedidos.some((p) => p.caminho === '/api/admin/chamadas')).toBe(true);
    expect(screen.getByRole('link', { name: 'Trabalhos de Mostra 2030' })).toHaveAttribute('href', '/admin/chamadas/1/submissoes');
    expect(screen.getByRole('link', { name: 'Nova chamada' })).toHaveAttribute('href', '/admin/chamadas/new');
  });

  it('situação filtra na tela (a contagem fica); chamada e linha vão ao servidor e ficam no endereço', async () => {
    const { user } = abrir();
    await screen.findByText('3 trabalhos nesta seleção.');
    await user.click(chip(/^Retirado/));
    expect(chip(/^Retirado/)).toHaveAttribute('aria-pressed', 'true');
    expect(linhas()).toEqual(['Duplicado']);
    expect(screen.getByTestId('local-atual')).toHaveTextContent('status=retirada');
    expect(screen.getByLabelText('Linha temática')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Chamada'), 'Mostra 2030');
    await waitFor(() => expect(screen.getByLabelText('Linha temática')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('Linha temática'), 'VIG — Vigilância em Saúde');
    await user.click(chip(/^Todas/));
    await waitFor(() => expect(linhas()).toEqual(['Busca ativa de tuberculose']));
    const consultas = falso.pedidos.filter((p) => p.caminho === '/api/admin/submissoes').map((p) => p.query);
    expect(consultas).toContain('chamada_id=1&linha_id=12');
    expect(screen.getByTestId('local-atual')).toHaveTextContent('/admin/submissoes?chamada=1&linha=12');
  });

  it('a busca acha por título ou autor, sem acento', async () => {
    const { user } = abrir();
    await screen.findByText('3 trabalhos nesta seleção.');
    await user.type(screen.getByLabelText('Buscar'), 'ursula');
    await waitFor(() => expect(linhas()).toEqual(['Acolhimento na UBS', 'Duplicado']));
    await user.clear(screen.getByLabelText('Buscar'));
    await user.type(screen.getByLabelText('Buscar'), 'TUBERCULOSE');
    await waitFor(() => expect(linhas()).toEqual(['Busca ativa de tuberculose']));
    expect(screen.getByText('1 trabalho nesta seleção.')).toBeInTheDocument();
  });

  it('o título abre o trabalho só para leitura, com autor, coautores e o pôster para baixar', async () => {
    const { user } = abrir();
    await screen.findByText('3 trabalhos nesta seleção.');
    await user.click(screen.getByRole('button', { name: 'Acolhimento na UBS' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Acolhimento na UBS' });
    expect(within(dialogo).getByText(/Úrsula Santos/)).toBeInTheDocument();
    expect(within(dialogo).queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('local-atual')).toHaveTextContent('trabalho=1');
    await user.click(within(dialogo).getByRole('button', { name: 'Baixar Pôster' }));
    await waitFor(() => expect(baixarBlob).toHaveBeenCalledWith(expect.anything(), 'poster-1.pdf'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sem chamadas: o próximo passo é criar a primeira; sem trabalhos: explica que rascunhos não aparecem', async () => {
    servidor.use(
      http.get('/api/admin/chamadas', () => respostaDoContrato(z.array(ChamadaAdminResumoSchema), [])),
      http.get('/api/admin/submissoes', () => Response.json([])),
    );
    abrir();
    expect(await screen.findByRole('link', { name: 'Criar a primeira chamada' })).toHaveAttribute('href', '/admin/chamadas/new');
    expect(await screen.findByText('Nenhum trabalho enviado ainda.')).toBeInTheDocument();
  });

  it('falha ao carregar os trabalhos: avisa e tenta de novo', async () => {
    let n = 0;
    servidor.use(http.get('/api/admin/submissoes', () => (++n === 1 ? respostaDeErro(500, 'Falhou') : Response.json([]))));
    const { user } = abrir();
    expect(await screen.findByText(/Não foi possível carregar os trabalhos/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum trabalho enviado ainda.')).toBeInTheDocument();
  });
});

describe('Submissões da chamada (/admin/chamadas/:chamadaId/submissoes)', () => {
  it('usa a rota da chamada, sem o filtro de chamada nem a lista de chamadas, com o atalho para editar', async () => {
    abrir('/admin/chamadas/1/submissoes');
    expect(await screen.findByText('3 trabalhos nesta seleção.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Submissões da chamada' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Chamada')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Chamadas' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Editar chamada' })).toHaveAttribute('href', '/admin/chamadas/1');
    expect(falso.pedidos.some((p) => p.caminho === '/api/admin/chamadas/1/submissoes')).toBe(true);
    expect(falso.pedidos.some((p) => p.caminho === '/api/admin/submissoes' || p.caminho === '/api/admin/chamadas')).toBe(false);
  });

  it('chamada inexistente: recusa com o caminho de volta', async () => {
    abrir('/admin/chamadas/999/submissoes');
    expect(await screen.findByText('Chamada não encontrada.')).toBeInTheDocument();
  });
});
