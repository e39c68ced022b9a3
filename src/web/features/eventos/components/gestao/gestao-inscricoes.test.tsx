import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EventoResumoSchema, TurmaResumoSchema } from '#shared/contracts/eventos.ts';
import { InscricaoAdminSchema, ResultadoLoteSchema } from '#shared/contracts/inscricoes.ts';
import PaginaCancelarInscricoes from '#web/app/routes/admin/cancelar-inscricoes.tsx';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { inscricao, resumo, turma } from './dados-de-teste.ts';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let consultas: URLSearchParams[];
let cancelamentos: unknown[];
const INSCRICOES = [
  inscricao({ id: 1, nome: 'Maria Souza' }),
  inscricao({ id: 2, nome: 'João Lima', status: 'em_espera', posicao_espera: 3 }),
  inscricao({ id: 3, nome: 'Paula Dias', status: 'cancelada', cancelada_em: '2026-04-02T13:00:00.000Z', motivo_cancelamento: 'Pedido da chefia' }),
];

beforeEach(() => {
  vi.clearAllMocks();
  consultas = [];
  cancelamentos = [];
  servidor.use(
    http.get('/api/eventos', () => respostaDoContrato(z.array(EventoResumoSchema), [resumo({ id: 10, titulo: 'Curso de Vacinação' })], { headers: { 'X-Total-Count': '1' } })),
    http.get('/api/turmas/evento/:eventoId', () => {
      const { datas: _d, palestrantes: _p, assinantes: _a, minha_inscricao: _m, impedimento: _i, ...t } = turma({ id: 100, nome: 'Turma A' });
      return respostaDoContrato(z.array(TurmaResumoSchema), [t]);
    }),
    http.get('/api/admin/inscricoes', ({ request }) => {
      const q = new URL(request.url).searchParams;
      consultas.push(q);
      return respostaDoContrato(z.array(InscricaoAdminSchema), INSCRICOES, { headers: { 'X-Total-Count': '3' } });
    }),
    http.post('/api/admin/inscricoes/cancelar', async ({ request }) => {
      cancelamentos.push(await request.json());
      return respostaDoContrato(ResultadoLoteSchema, { canceladas: 2, ignoradas: 0, mensagem: '2 inscrições canceladas.' });
    }),
  );
});

const tabela = async () => within(await screen.findByRole('table'));

describe('Gestão de Inscrições', () => {
  it('lista as inscrições com CPF mascarado, situação, posição na espera e motivo do cancelamento', async () => {
    renderizar(<PaginaCancelarInscricoes />);
    expect(screen.getByRole('heading', { name: 'Gestão de Inscrições' })).toBeInTheDocument();
    const t = await tabela();
    expect(t.getAllByText('***.456.789-**')).toHaveLength(3);
    expect(within(t.getByRole('row', { name: /Maria Souza/ })).getByText('Confirmada')).toBeInTheDocument();
    expect(within(t.getByRole('row', { name: /João Lima/ })).getByText('Lista de espera — posição 3')).toBeInTheDocument();
    const cancelada = within(t.getByRole('row', { name: /Paula Dias/ }));
    expect(cancelada.getByText('Cancelada')).toBeInTheDocument();
    expect(cancelada.getByText(/Motivo: Pedido da chefia/)).toBeInTheDocument();
    expect(cancelada.getByRole('checkbox')).toBeDisabled();
    expect(screen.getByText(/3 inscrição\(ões\) encontrada\(s\)/)).toBeInTheDocument();
  });

  it('filtra por evento e turma', async () => {
    const { user } = renderizar(<PaginaCancelarInscricoes />);
    await tabela();
    await user.selectOptions(screen.getByLabelText('Evento'), await screen.findByRole('option', { name: /Curso de Vacinação/ }));
    await user.selectOptions(screen.getByLabelText('Turma'), await screen.findByRole('option', { name: 'Turma A' }));
    await waitFor(() => expect(consultas.at(-1)!.get('turma_id')).toBe('100'));
    expect(consultas.at(-1)!.get('evento_id')).toBe('10');
    expect(consultas.at(-1)!.get('situacao')).toBe('ativas');
  });

  it('"Selecionar todos" marca só as inscrições ativas; "Limpar seleção" desmarca', async () => {
    const { user } = renderizar(<PaginaCancelarInscricoes />);
    const t = await tabela();
    await user.click(screen.getByRole('button', { name: 'Selecionar todos' }));
    expect(screen.getByText(/2 selecionada\(s\)/)).toBeInTheDocument();
    expect(t.getByRole('checkbox', { name: 'Selecionar Maria Souza' })).toBeChecked();
    expect(t.getByRole('checkbox', { name: 'Selecionar João Lima' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Limpar seleção' }));
    expect(screen.getByText(/0 selecionada\(s\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar inscrições' })).toBeDisabled();
  });

  it('o cancelamento em lote exige o motivo e envia ids e motivo; o aviso é a mensagem do servidor', async () => {
    const { user } = renderizar(<PaginaCancelarInscricoes />);
    const t = await tabela();
    await user.click(t.getByRole('checkbox', { name: 'Selecionar Maria Souza' }));
    await user.click(t.getByRole('checkbox', { name: 'Selecionar João Lima' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar inscrições' }));
    const dialogo = screen.getByRole('dialog', { name: 'Cancelar 2 inscrições?' });
    const motivo = within(dialogo).getByLabelText(/Motivo do cancelamento/);
    expect(motivo).toHaveFocus();
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await within(dialogo).findByText('Informe o motivo.')).toBeInTheDocument();
    expect(motivo).toHaveFocus();
    expect(cancelamentos).toEqual([]);
    await user.type(motivo, '  Turma   remarcada ');
    expect(within(dialogo).getByText('20 de 500 caracteres.')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(cancelamentos).toEqual([{ ids: [1, 2], motivo: 'Turma remarcada' }]));
    expect(toast.notificarSucesso).toHaveBeenCalledWith('2 inscrições canceladas.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/0 selecionada\(s\)/)).toBeInTheDocument();
  });
});
