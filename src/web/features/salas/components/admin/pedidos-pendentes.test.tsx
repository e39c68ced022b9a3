import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultadoDecisaoSchema } from '#shared/contracts/salas.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { reservaAdminDeTeste } from '../../testing/fixtures.ts';
import { ligarServidorFalso, recebidosDe, type EstadoFalso } from '../../testing/servidor.ts';
import { ReservasDeSalas } from './pagina-reservas-admin.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let falso: EstadoFalso;

const PENDENTES = [
  reservaAdminDeTeste(1, { solicitante: { id: 11, nome: 'Ana Souza', email: 'ana@saude.gov.br' }, data: '2030-03-18', finalidade: 'Oficina de acolhimento', coffee_break: true }),
  reservaAdminDeTeste(2, { solicitante: { id: 12, nome: 'Bruno Lima', email: 'bruno@saude.gov.br' }, data: '2030-03-19', periodo: 'tarde', qtd_pessoas: 8 }),
  reservaAdminDeTeste(3, { solicitante: { id: 13, nome: 'Carla Dias', email: 'carla@saude.gov.br' }, data: '2030-03-20', finalidade: 'Reunião do conselho' }),
];

beforeEach(() => {
  vi.clearAllMocks();
  falso = ligarServidorFalso(servidor, { admin: structuredClone(PENDENTES) });
});
afterEach(() => vi.restoreAllMocks());

async function abrir() {
  const r = renderizar(<ReservasDeSalas />, { rota: '/admin/reservas-salas' });
  await screen.findByText('3 pedidos pendentes; 0 selecionados.');
  return r;
}

const linha = (nome: string) => screen.getByRole('rowheader', { name: new RegExp(`^${nome}`) }).closest('tr')!;
const caixaDe = (nome: string) => within(linha(nome)).getByRole('checkbox');

describe('Reservas de Salas: pedidos pendentes', () => {
  it('cada pedido: solicitante, sala, data, período, pessoas, coffee break, finalidade e o termo; a aba conta os pendentes', async () => {
    await abrir();
    expect(screen.getByRole('heading', { level: 1, name: 'Reservas de Salas' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pedidos pendentes 3 pendentes' })).toHaveAttribute('aria-selected', 'true');
    const ana = within(linha('Ana Souza'));
    expect(ana.getByText('ana@saude.gov.br')).toBeInTheDocument();
    expect(ana.getByText('Auditório')).toBeInTheDocument();
    expect(ana.getByText('segunda-feira, 18/03/2030')).toBeInTheDocument();
    expect(ana.getByText('Manhã (8h às 12h)')).toBeInTheDocument();
    expect(ana.getByText('Com coffee break')).toBeInTheDocument();
    expect(ana.getByText('Oficina de acolhimento')).toBeInTheDocument();
    expect(ana.getByRole('button', { name: 'Termo (PDF) de Ana Souza, Auditório, segunda-feira, 18/03/2030, manhã (abre em nova aba)' })).toBeInTheDocument();
    expect(caixaDe('Ana Souza')).toHaveAccessibleName('Selecionar o pedido de Ana Souza, Auditório, segunda-feira, 18/03/2030, manhã');
    expect(within(linha('Bruno Lima')).getByText('Sem coffee break')).toBeInTheDocument();
    expect(recebidosDe(falso, 'adminReservas')[0]!.query).toBe('status=pendente');
  });

  it('aprovar em lote: sem seleção os botões ficam desabilitados; envia os ids marcados e mostra o resultado', async () => {
    const { user } = await abrir();
    expect(screen.getByRole('button', { name: 'Aprovar selecionadas' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rejeitar selecionadas' })).toBeDisabled();
    await user.click(caixaDe('Ana Souza'));
    await user.click(caixaDe('Carla Dias'));
    expect(screen.getByText('3 pedidos pendentes; 2 selecionados.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aprovar selecionadas' }));
    await waitFor(() => expect(recebidosDe(falso, 'decidir').map((r) => r.corpo)).toEqual([{ ids: [1, 3], decisao: 'aprovar' }]));
    expect(await screen.findByText('2 aprovada(s).')).toBeInTheDocument();
    expect(toast.notificarSucesso).toHaveBeenCalledWith('2 aprovada(s).');
    expect(await screen.findByText('1 pedido pendente; 0 selecionados.')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /^Ana Souza/ })).toBeNull();
  });

  it('aprovar com observação: o diálogo aceita a observação (opcional) e a envia com os ids marcados', async () => {
    const { user } = await abrir();
    expect(screen.getByRole('button', { name: 'Aprovar com observação' })).toBeDisabled();
    await user.click(caixaDe('Bruno Lima'));
    await user.click(screen.getByRole('button', { name: 'Aprovar com observação' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Aprovar o pedido?' });
    const campo = within(dialogo).getByRole('textbox', { name: /Observação para quem pediu/ });
    expect(campo).not.toBeRequired();
    await user.type(campo, '  Retire a chave na recepção.  ');
    await user.click(within(dialogo).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(recebidosDe(falso, 'decidir').map((r) => r.corpo)).toEqual([{ ids: [2], decisao: 'aprovar', observacao: 'Retire a chave na recepção.' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('2 pedidos pendentes; 0 selecionados.')).toBeInTheDocument();
  });

  it('decisão recusada (409: outra pessoa já decidiu): o aviso e a lista de pendentes refeita', async () => {
    const { user } = await abrir();
    servidor.use(
      http.post('/api/admin/salas/reservas/decisao', () => {
        falso.admin = falso.admin.map((r) => (r.id === 1 ? { ...r, status: 'aprovada' as const, pode_decidir: false } : r));
        return respostaDeErro(409, 'Este pedido já foi decidido.', 'CONFLITO');
      }),
    );
    const buscasAntes = recebidosDe(falso, 'adminReservas').length;
    await user.click(caixaDe('Ana Souza'));
    await user.click(screen.getByRole('button', { name: 'Aprovar selecionadas' }));
    await waitFor(() => expect(toast.notificarErro).toHaveBeenCalledWith('Este pedido já foi decidido.'));
    expect(await screen.findByText('2 pedidos pendentes; 0 selecionados.')).toBeInTheDocument();
    expect(recebidosDe(falso, 'adminReservas').length).toBeGreaterThan(buscasAntes);
    expect(screen.queryByRole('rowheader', { name: /^Ana Souza/ })).toBeNull();
  });

  it('selecionar todos marca todos; desmarcar um deixa a caixa "misturada"', async () => {
    const { user } = await abrir();
    const todos = screen.getByRole('checkbox', { name: 'Selecionar todos (3)' });
    await user.click(todos);
    expect(todos).toBeChecked();
    for (const n of ['Ana Souza', 'Bruno Lima', 'Carla Dias']) expect(caixaDe(n)).toBeChecked();
    await user.click(caixaDe('Bruno Lima'));
    expect(todos).not.toBeChecked();
    expect((todos as HTMLInputElement).indeterminate).toBe(true);
  });

  it('rejeitar pede o motivo: sem ele, a mensagem e nada enviado; com ele, ids, decisão e observação', async () => {
    const { user } = await abrir();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos (3)' }));
    await user.click(screen.getByRole('button', { name: 'Rejeitar selecionadas' }));
    const dialogo = within(screen.getByRole('dialog', { name: 'Rejeitar 3 pedidos?' }));
    const motivo = dialogo.getByRole('textbox', { name: /^Motivo da rejeição/ });
    expect(motivo).toHaveFocus();
    await user.click(dialogo.getByRole('button', { name: 'Rejeitar' }));
    expect(motivo).toHaveAccessibleDescription('Informe o motivo da rejeição.');
    expect(recebidosDe(falso, 'decidir')).toEqual([]);
    await user.type(motivo, 'Auditório em manutenção nesta semana.');
    await user.click(dialogo.getByRole('button', { name: 'Rejeitar' }));
    await waitFor(() =>
      expect(recebidosDe(falso, 'decidir').map((r) => r.corpo)).toEqual([{ ids: [1, 2, 3], decisao: 'rejeitar', observacao: 'Auditório em manutenção nesta semana.' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('um pedido por vez (Aprovar/Rejeitar na linha) e os que o servidor ignorou, com o motivo', async () => {
    servidor.use(
      http.post('/api/admin/salas/reservas/decisao', async ({ request }) => {
        falso.recebidos.push({ rota: 'decidir', corpo: await request.json() });
        return respostaDoContrato(ResultadoDecisaoSchema, { decididas: [], ignoradas: [{ id: 2, motivo: 'Este pedido já foi decidido.' }], mensagem: 'Nenhum pedido aprovado.' });
      }),
    );
    const { user } = await abrir();
    await user.click(within(linha('Bruno Lima')).getByRole('button', { name: /^Aprovar o pedido de Bruno Lima/ }));
    await waitFor(() => expect(recebidosDe(falso, 'decidir').map((r) => r.corpo)).toEqual([{ ids: [2], decisao: 'aprovar' }]));
    expect(await screen.findByText('Nenhum pedido aprovado.')).toBeInTheDocument();
    expect(screen.getByText('Bruno Lima, Auditório, terça-feira, 19/03/2030, tarde: Este pedido já foi decidido.')).toBeInTheDocument();
    await user.click(within(linha('Carla Dias')).getByRole('button', { name: /^Rejeitar o pedido de Carla Dias/ }));
    expect(screen.getByRole('dialog', { name: 'Rejeitar o pedido?' })).toBeInTheDocument();
  });

  it('Termo (PDF): abre uma aba já no clique e põe nela o PDF baixado com o token', async () => {
    const aba = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(aba as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:termo-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    servidor.use(http.get('/api/admin/salas/reservas/:id/termo', () => new HttpResponse(new TextEncoder().encode('%PDF-1.7'), { headers: { 'Content-Type': 'application/pdf' } })));
    const { user } = await abrir();
    await user.click(within(linha('Ana Souza')).getByRole('button', { name: /^Termo \(PDF\)/ }));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(aba.location.href).toBe('blob:termo-1'));
    expect(aba.close).not.toHaveBeenCalled();
  });

  it('sem pedidos: o estado vazio com o próximo passo', async () => {
    falso.admin = [];
    renderizar(<ReservasDeSalas />, { rota: '/admin/reservas-salas' });
    expect(await screen.findByText('Nenhum pedido esperando decisão.')).toBeInTheDocument();
    expect(screen.getByText(/Veja as reservas já decididas na aba Agenda/)).toBeInTheDocument();
  });
});
