import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EventoResumoSchema, type EventoResumo } from '#shared/contracts/eventos.ts';
import { MensagemSchema } from '#shared/contracts/comum.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaGerenciarEventos from '#web/app/routes/admin/gerenciar-eventos.tsx';
import { resumo } from './dados-de-teste.ts';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let eventos: EventoResumo[];
let consultas: URLSearchParams[];
let acoes: string[];

beforeEach(() => {
  vi.clearAllMocks();
  consultas = [];
  acoes = [];
  eventos = [
    resumo({ id: 1, titulo: 'Oficina de Curativos', publicado: true, status: 'em_andamento', restrito: true, restricao_modo: 'cargos' }),
    resumo({ id: 2, titulo: 'Seminário de Saúde Mental', status: 'encerrado' }),
  ];
  servidor.use(
    http.get('/api/eventos', ({ request }) => {
      const q = new URL(request.url).searchParams;
      consultas.push(q);
      const pub = q.get('publicacao');
      const lista = eventos.filter((e) => (pub === 'publicados' ? e.publicado : pub === 'rascunhos' ? !e.publicado : true));
      return respostaDoContrato(z.array(EventoResumoSchema), lista.slice(0, Number(q.get('por_pagina') ?? 20)), { headers: { 'X-Total-Count': String(lista.length) } });
    }),
    http.post('/api/eventos/:id/:acao', ({ params }) => {
      acoes.push(`${String(params.acao)} ${String(params.id)}`);
      return respostaDoContrato(MensagemSchema, { mensagem: params.acao === 'publicar' ? 'Evento publicado.' : 'Evento despublicado.' });
    }),
  );
});

const tabela = async () => within(await screen.findByRole('table'));

describe('Gestão de Eventos', () => {
  it('lista rascunhos e publicados com os chips de publicação, situação e restrição, e os totais', async () => {
    renderizar(<PaginaGerenciarEventos />);
    expect(screen.getByRole('heading', { name: 'Gestão de Eventos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar evento' })).toHaveAttribute('href', '/gerenciar-eventos/novo');
    const t = await tabela();
    const linha = t.getByRole('row', { name: /Oficina de Curativos/ });
    expect(within(linha).getByText('Publicado')).toBeInTheDocument();
    expect(within(linha).getByText('Em andamento')).toBeInTheDocument();
    expect(within(linha).getByText('Cargos')).toBeInTheDocument();
    const rascunho = t.getByRole('row', { name: /Seminário de Saúde Mental/ });
    expect(within(rascunho).getByText('Rascunho')).toBeInTheDocument();
    expect(within(rascunho).getByText('Encerrado')).toBeInTheDocument();
    expect(screen.getByText('2 evento(s) encontrado(s)')).toBeInTheDocument();
    const kpis = screen.getByLabelText('Resumo dos eventos');
    await waitFor(() => expect(within(kpis).getByText('Total').nextSibling).toHaveTextContent('2'));
    expect(within(kpis).getByText('Publicados').nextSibling).toHaveTextContent('1');
    expect(within(kpis).getByText('Rascunhos').nextSibling).toHaveTextContent('1');
  });

  it('filtra por publicação (Rascunhos) e manda publicacao=rascunhos', async () => {
    const { user } = renderizar(<PaginaGerenciarEventos />);
    await tabela();
    await user.click(screen.getByRole('button', { name: 'Rascunhos' }));
    await waitFor(() => expect(screen.getByText('1 evento(s) encontrado(s)')).toBeInTheDocument());
    expect(consultas.at(-1)!.get('publicacao')).toBe('rascunhos');
    expect(screen.getByRole('button', { name: 'Rascunhos' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pede confirmação antes de publicar, com o título do evento, e avisa o sucesso', async () => {
    const { user } = renderizar(<PaginaGerenciarEventos />);
    await user.click((await tabela()).getByRole('button', { name: 'Publicar Seminário de Saúde Mental' }));
    const dialogo = screen.getByRole('dialog', { name: 'Publicar evento?' });
    expect(dialogo).toHaveTextContent('Publicar "Seminário de Saúde Mental"? Ele ficará visível para os usuários.');
    expect(acoes).toEqual([]);
    await user.click(within(dialogo).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(acoes).toEqual(['publicar 2']);
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Evento publicado.');
  });

  it('mostra a pendência quando o servidor não deixa publicar (422)', async () => {
    servidor.use(http.post('/api/eventos/:id/publicar', () => respostaDeErro(422, 'Evento possui turma sem instrutor vinculado.')));
    const { user } = renderizar(<PaginaGerenciarEventos />);
    await user.click((await tabela()).getByRole('button', { name: 'Publicar Seminário de Saúde Mental' }));
    const dialogo = screen.getByRole('dialog');
    await user.click(within(dialogo).getByRole('button', { name: 'Publicar' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent('Evento possui turma sem instrutor vinculado.');
    expect(toast.notificarSucesso).not.toHaveBeenCalled();
  });

  it('exclusão recusada (409) mostra a mensagem do servidor e oferece despublicar', async () => {
    let excluiu = 0;
    servidor.use(
      http.delete('/api/eventos/:id', () => {
        excluiu++;
        return respostaDeErro(409, 'Este evento tem inscrições e não pode ser excluído. Despublique-o para tirá-lo do ar.', 'CONFLITO');
      }),
    );
    const { user } = renderizar(<PaginaGerenciarEventos />);
    await user.click((await tabela()).getByRole('button', { name: 'Excluir Oficina de Curativos' }));
    const dialogo = screen.getByRole('dialog', { name: 'Excluir evento?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir evento' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent('Despublique-o para tirá-lo do ar.');
    expect(excluiu).toBe(1);
    expect(within(dialogo).queryByRole('button', { name: 'Excluir evento' })).not.toBeInTheDocument();
    const despublicar = within(dialogo).getByRole('button', { name: 'Despublicar evento' });
    expect(despublicar).toHaveFocus();
    await user.click(despublicar);
    await waitFor(() => expect(acoes).toEqual(['despublicar 1']));
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Evento despublicado.');
  });

  it('exclui um evento sem inscrições depois da confirmação', async () => {
    servidor.use(http.delete('/api/eventos/:id', () => new HttpResponse(null, { status: 204 })));
    const { user } = renderizar(<PaginaGerenciarEventos />);
    await user.click((await tabela()).getByRole('button', { name: 'Excluir Seminário de Saúde Mental' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir evento' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Evento excluído.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sem eventos mostra o estado vazio', async () => {
    eventos = [];
    renderizar(<PaginaGerenciarEventos />);
    expect(await screen.findByText('Nenhum evento cadastrado.')).toBeInTheDocument();
  });
});
