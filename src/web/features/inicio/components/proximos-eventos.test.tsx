import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventoResumo } from '#shared/contracts/eventos.ts';
import { eventoResumoDeTeste, handlerListaEventos, respostaListaEventos } from '#web/testing/fixtures-eventos.ts';
import { respostaDeErro, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { ProximosEventos } from './proximos-eventos.tsx';

const servidor = usarServidorMsw();

let pedidos: URLSearchParams[];
let eventos: EventoResumo[];

beforeEach(() => {
  pedidos = [];
  eventos = [
    eventoResumoDeTeste({ id: 5, titulo: 'Curso de Vacinação' }),
    eventoResumoDeTeste({ id: 6, titulo: 'Oficina em Curso', status: 'em_andamento', data_inicio: '2030-01-10', data_fim: '2030-01-10', vagas_restantes: 0 }),
  ];
  servidor.use(handlerListaEventos(pedidos, () => respostaListaEventos(eventos)));
});

const item = (titulo: string) => within(screen.getByRole('heading', { name: new RegExp(`^${titulo}`) }).closest('li')!);

describe('Próximos eventos (página inicial)', () => {
  it('pede os 6 próximos publicados (programados e em andamento) e mostra período, local e vagas', async () => {
    renderizar(<ProximosEventos logado={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando próximos eventos…');
    await screen.findByText('Curso de Vacinação');
    expect(Object.fromEntries(pedidos[0]!)).toEqual({ status: 'programado,em_andamento', ordem: 'proximos', publicacao: 'publicados', pagina: '1', por_pagina: '6' });
    expect(item('Curso de Vacinação').getByText('05/03/2030 a 07/03/2030')).toBeInTheDocument();
    expect(item('Curso de Vacinação').getByText('Auditório da Escola')).toBeInTheDocument();
    expect(item('Oficina em Curso').getByText('• em andamento')).toBeInTheDocument();
    expect(item('Oficina em Curso').getByText(/10\/01\/2030 · Lotado — lista de espera/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 próximo(s) evento(s).');
  });

  it('quem não entrou vai para o login, que depois leva ao evento (next)', async () => {
    renderizar(<ProximosEventos logado={false} />);
    await screen.findByText('Curso de Vacinação');
    const link = item('Curso de Vacinação').getByRole('link', { name: 'Entrar para se inscrever' });
    expect(link).toHaveAttribute('href', '/login?next=%2Feventos%2F5');
    expect(link).toHaveAccessibleDescription('Curso de Vacinação');
    expect(screen.getByRole('link', { name: 'Ver todos os eventos' })).toHaveAttribute('href', '/login?next=%2Feventos');
  });

  it('quem entrou vai direto ao evento para se inscrever', async () => {
    renderizar(<ProximosEventos logado />);
    await screen.findByText('Curso de Vacinação');
    expect(item('Curso de Vacinação').getByRole('link', { name: 'Inscrever-se' })).toHaveAttribute('href', '/eventos/5');
    expect(screen.getByRole('link', { name: 'Ver todos os eventos' })).toHaveAttribute('href', '/eventos');
  });

  it('sem eventos abertos, aponta o histórico', async () => {
    eventos = [];
    renderizar(<ProximosEventos logado={false} />);
    expect(await screen.findByText(/Nenhum evento com inscrições abertas no momento/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'histórico de eventos' })).toHaveAttribute('href', '/historico');
  });

  it('falha: avisa e tenta de novo', async () => {
    let falhar = true;
    servidor.use(handlerListaEventos(pedidos, () => (falhar ? respostaDeErro(503, 'Serviço indisponível.', 'INDISPONIVEL') : respostaListaEventos(eventos))));
    const { user } = renderizar(<ProximosEventos logado={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar a agenda de eventos.');
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByText('Curso de Vacinação')).toBeInTheDocument());
  });
});
