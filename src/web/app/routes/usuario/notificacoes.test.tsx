import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ContagemNaoLidasSchema,
  ListaNotificacoesSchema,
  NotificacaoSchema,
  notificacoesEndpoints,
  type Notificacao,
} from '#shared/contracts/notificacoes.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaNotificacoes from './notificacoes.tsx';

vi.mock('#web/lib/toast.ts', () => ({
  notificarSucesso: vi.fn(),
  notificarErro: vi.fn(),
  notificarInfo: vi.fn(),
  notificarAviso: vi.fn(),
}));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();

function notificacao(p: Partial<Notificacao> & { id: number }): Notificacao {
  return {
    tipo: 'aviso',
    titulo: `Aviso ${p.id}`,
    mensagem: `Mensagem ${p.id}`,
    link: null,
    lida: false,
    lida_em: null,
    criada_em: '2026-03-01T12:00:00.000Z',
    ...p,
  };
}

let itens: Notificacao[];
const chamadas = { lida: [] as string[], todas: 0, contagem: 0 };

function handlers() {
  return [
    http.get('/api/notificacoes', () =>
      respostaDoContrato(ListaNotificacoesSchema, {
        itens,
        total: itens.length,
        pagina: 1,
        por_pagina: 10,
        total_nao_lidas: itens.filter((n) => !n.lida).length,
      }),
    ),
    http.get('/api/notificacoes/nao-lidas/contagem', () => {
      chamadas.contagem++;
      const n = itens.filter((i) => !i.lida).length;
      return respostaDoContrato(ContagemNaoLidasSchema, { totalNaoLidas: n, total: n });
    }),
    http.patch('/api/notificacoes/:id/lida', ({ params }) => {
      chamadas.lida.push(String(params.id));
      itens = itens.map((n) => (n.id === Number(params.id) ? { ...n, lida: true, lida_em: '2026-03-02T10:00:00.000Z' } : n));
      return respostaDoContrato(NotificacaoSchema, itens.find((n) => n.id === Number(params.id))!);
    }),
    http.patch('/api/notificacoes/lidas', () => {
      chamadas.todas++;
      const atualizadas = itens.filter((n) => !n.lida).length;
      itens = itens.map((n) => ({ ...n, lida: true, lida_em: '2026-03-02T10:00:00.000Z' }));
      return respostaDoContrato(notificacoesEndpoints.marcarTodas.response, { atualizadas });
    }),
  ];
}

beforeEach(() => {
  vi.clearAllMocks();
  chamadas.lida = [];
  chamadas.todas = 0;
  chamadas.contagem = 0;
  itens = [
    notificacao({ id: 1, titulo: 'Lida antiga', lida: true, lida_em: '2026-01-02T10:00:00.000Z', criada_em: '2026-01-01T10:00:00.000Z' }),
    notificacao({ id: 2, titulo: 'Não lida antiga', criada_em: '2026-02-01T10:00:00.000Z' }),
    notificacao({ id: 3, titulo: 'Não lida nova', tipo: 'certificado', link: '/certificados', criada_em: '2026-03-01T10:00:00.000Z' }),
  ];
  servidor.use(...handlers());
});

const titulos = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('Minhas Notificações', () => {
  it('mostra não lidas primeiro e depois as mais novas, com o total de não lidas', async () => {
    renderizar(<PaginaNotificacoes />, { rota: '/notificacoes' });
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    await screen.findByText('Não lida nova', { exact: false });
    expect(titulos()).toEqual(['Não lida nova• não lida', 'Não lida antiga• não lida', 'Lida antiga']);
    expect(screen.getByText('2 não lida(s)')).toBeInTheDocument();
    const lida = screen.getAllByRole('article')[2]!;
    expect(within(lida).getByRole('button', { name: 'Lida' })).toBeDisabled();
  });

  it('marca uma notificação como lida e atualiza a lista', async () => {
    const { user } = renderizar(<PaginaNotificacoes />);
    const cartao = (await screen.findByText('Não lida antiga', { exact: false })).closest('article')!;
    await user.click(within(cartao).getByRole('button', { name: 'Marcar como lida' }));
    await waitFor(() => expect(screen.getByText('1 não lida(s)')).toBeInTheDocument());
    expect(chamadas.lida).toEqual(['2']);
  });

  it('"Marcar todas" chama a API, avisa e zera as não lidas', async () => {
    const { user } = renderizar(<PaginaNotificacoes />);
    await screen.findByText('2 não lida(s)');
    await user.click(screen.getByRole('button', { name: 'Marcar todas' }));
    await waitFor(() => expect(screen.getByText('0 não lida(s)')).toBeInTheDocument());
    expect(chamadas.todas).toBe(1);
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Notificações marcadas como lidas.');
    expect(screen.getByRole('button', { name: 'Marcar todas' })).toBeDisabled();
  });

  it('"Ver mais" marca como lida e navega para o link da notificação', async () => {
    const { user } = renderizar(<PaginaNotificacoes />, { rota: '/notificacoes' });
    const cartao = (await screen.findByText('Não lida nova', { exact: false })).closest('article')!;
    await user.click(within(cartao).getByRole('button', { name: 'Ver mais' }));
    await waitFor(() => expect(screen.getByTestId('local-atual')).toHaveTextContent('/certificados'));
    expect(chamadas.lida).toEqual(['3']);
  });

  it('mostra o estado vazio', async () => {
    itens = [];
    renderizar(<PaginaNotificacoes />);
    expect(await screen.findByText('Você não possui notificações.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas' })).toBeDisabled();
  });

  it('mostra o erro e tenta de novo', async () => {
    let falhar = true;
    servidor.use(
      http.get('/api/notificacoes', () => {
        if (falhar) return new Response('falhou', { status: 500 });
        return respostaDoContrato(ListaNotificacoesSchema, { itens, total: itens.length, pagina: 1, por_pagina: 10, total_nao_lidas: 2 });
      }),
    );
    const { user } = renderizar(<PaginaNotificacoes />);
    expect(await screen.findByText('Erro ao carregar notificações.')).toBeInTheDocument();
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('2 não lida(s)')).toBeInTheDocument();
  });
});
