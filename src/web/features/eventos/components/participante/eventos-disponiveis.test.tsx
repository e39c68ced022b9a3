import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventoResumo } from '#shared/contracts/eventos.ts';
import { eventoResumoDeTeste, handlerListaEventos, respostaListaEventos } from '#web/testing/fixtures-eventos.ts';
import { respostaDeErro, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { EventosDisponiveis } from './eventos-disponiveis.tsx';

const servidor = usarServidorMsw();

let pedidos: URLSearchParams[];
let eventos: EventoResumo[];
let total: number | undefined;

beforeEach(() => {
  pedidos = [];
  total = undefined;
  eventos = [
    eventoResumoDeTeste({
      id: 5,
      titulo: 'Curso de Vacinação',
      restrito: true,
      vagas_restantes: 3,
      instrutor: [{ id: 1, nome: 'Ana Souza' }, { id: 2, nome: 'Bruno Lima' }],
      folder: { url: '/api/eventos/5/folder?v=abc', largura: 1200, altura: 1600 },
    }),
    eventoResumoDeTeste({ id: 6, titulo: 'Oficina de Curativos', tipo: 'Oficina', status: 'em_andamento', vagas_restantes: 0, data_inicio: '2030-04-01', data_fim: '2030-04-01', publico_alvo: '' }),
    eventoResumoDeTeste({ id: 7, titulo: 'Seminário de Vigilância', data_inicio: '2030-05-01', data_fim: '2030-05-01', folder: { url: '/api/eventos/7/folder?v=def', largura: 800, altura: 450 } }),
  ];
  servidor.use(handlerListaEventos(pedidos, (q) => respostaListaEventos(eventos, { total: total ?? eventos.length, pagina: Number(q.get('pagina')), porPagina: 12 })));
});

const ultimo = () => pedidos.at(-1)!;
const local = () => screen.getByTestId('local-atual').textContent;
const cartao = (titulo: string) => screen.getByRole('link', { name: titulo }).closest('li')!;

describe('Eventos', () => {
  it('mostra os cartões com situação, período, local, instrutores, público-alvo, vagas e o selo "Restrito"', async () => {
    renderizar(<EventosDisponiveis />, { rota: '/eventos' });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando eventos…');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 eventos encontrados'));

    const vacina = within(cartao('Curso de Vacinação'));
    expect(vacina.getByText('Programado')).toBeInTheDocument();
    expect(vacina.getByText('05/03/2030 a 07/03/2030')).toBeInTheDocument();
    expect(vacina.getByText('Auditório da Escola')).toBeInTheDocument();
    expect(vacina.getByText('Instrutor(es): Ana Souza, Bruno Lima')).toBeInTheDocument();
    expect(vacina.getByText('Público-alvo: Profissionais da atenção básica')).toBeInTheDocument();
    expect(vacina.getByText('3 vagas restantes')).toBeInTheDocument();
    expect(vacina.getByText('Restrito')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Curso de Vacinação' })).toHaveAttribute('href', '/eventos/5');

    const img = cartao('Curso de Vacinação').querySelector('img')!;
    expect(img).toHaveAttribute('src', '/api/eventos/5/folder?v=abc');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '1600');
    // a do primeiro cartão desce já (costuma ser o maior elemento da primeira tela); as demais, perto da tela
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('decoding', 'async');
    const segunda = cartao('Seminário de Vigilância').querySelector('img')!;
    expect(segunda).toHaveAttribute('loading', 'lazy');
    expect(segunda).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('alt', '');

    const oficina = within(cartao('Oficina de Curativos'));
    expect(oficina.getByText('Em andamento')).toBeInTheDocument();
    expect(oficina.getByText('01/04/2030')).toBeInTheDocument();
    expect(oficina.getByText('Lotado — lista de espera')).toBeInTheDocument();
    expect(oficina.queryByText(/Público-alvo/)).toBeNull();
    expect(cartao('Oficina de Curativos').querySelector('img')).toBeNull();
  });

  it('por padrão pede programados e em andamento, publicados, na ordem dos próximos', async () => {
    renderizar(<EventosDisponiveis />, { rota: '/eventos' });
    await screen.findByText('Curso de Vacinação');
    expect(Object.fromEntries(ultimo())).toEqual({ status: 'programado,em_andamento', ordem: 'proximos', publicacao: 'publicados', pagina: '1', por_pagina: '12' });
    const grupo = within(screen.getByRole('group', { name: 'Situação dos eventos' }));
    expect(grupo.getByRole('button', { name: 'Programados' })).toHaveAttribute('aria-pressed', 'true');
    expect(grupo.getByRole('button', { name: 'Em andamento' })).toHaveAttribute('aria-pressed', 'true');
    expect(grupo.getByRole('button', { name: 'Encerrados' })).toHaveAttribute('aria-pressed', 'false');
    expect(grupo.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('os filtros de situação e tipo vão para o endereço e para a consulta', async () => {
    const { user } = renderizar(<EventosDisponiveis />, { rota: '/eventos' });
    await screen.findByText('Curso de Vacinação');
    await user.click(screen.getByRole('button', { name: 'Em andamento' }));
    await waitFor(() => expect(local()).toBe('/eventos?status=programado'));
    await waitFor(() => expect(ultimo().get('status')).toBe('programado'));

    await user.click(screen.getByRole('button', { name: 'Todos' }));
    await waitFor(() => expect(local()).toBe('/eventos?status=todos'));
    await waitFor(() => expect(ultimo().has('status')).toBe(false));

    await user.selectOptions(screen.getByLabelText('Tipo de evento'), 'Oficina');
    await waitFor(() => expect(local()).toBe('/eventos?status=todos&tipo=Oficina'));
    await waitFor(() => expect(ultimo().get('tipo')).toBe('Oficina'));
  });

  it('a busca espera a pausa na digitação (uma consulta, não uma por tecla)', async () => {
    const { user } = renderizar(<EventosDisponiveis />, { rota: '/eventos' });
    await screen.findByText('Curso de Vacinação');
    await user.type(screen.getByLabelText('Buscar eventos'), 'vacina');
    await waitFor(() => expect(local()).toBe('/eventos?busca=vacina'));
    await waitFor(() => expect(ultimo().get('busca')).toBe('vacina'));
    expect(pedidos.filter((q) => q.has('busca')).map((q) => q.get('busca'))).toEqual(['vacina']);
  });

  it('abre com os filtros do endereço (link compartilhado ou "voltar")', async () => {
    total = 30;
    renderizar(<EventosDisponiveis />, { rota: '/eventos?status=encerrado&tipo=Curso&busca=sa%C3%BAde&pagina=2' });
    await screen.findByText('Curso de Vacinação');
    expect(Object.fromEntries(ultimo())).toMatchObject({ status: 'encerrado', tipo: 'Curso', busca: 'saúde', pagina: '2' });
    expect(screen.getByLabelText('Buscar eventos')).toHaveValue('saúde');
    expect(screen.getByLabelText('Tipo de evento')).toHaveValue('Curso');
    expect(screen.getByRole('button', { name: 'Encerrados' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Programados' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
  });

  it('pagina pelo total do cabeçalho X-Total-Count', async () => {
    total = 30;
    const { user } = renderizar(<EventosDisponiveis />, { rota: '/eventos' });
    await screen.findByText('Página 1 de 3');
    expect(screen.getByRole('status')).toHaveTextContent('30 eventos encontrados');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(local()).toBe('/eventos?pagina=2'));
    await waitFor(() => expect(ultimo().get('pagina')).toBe('2'));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resultados' })).toHaveFocus();
  });

  it('sem resultados com filtro: mensagem e o próximo passo (limpar filtros)', async () => {
    eventos = [];
    const { user } = renderizar(<EventosDisponiveis />, { rota: '/eventos?tipo=Palestra' });
    expect(await screen.findByText('Nenhum evento encontrado para esse filtro.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 eventos encontrados');
    await user.click(screen.getByRole('button', { name: 'limpe os filtros' }));
    await waitFor(() => expect(local()).toBe('/eventos'));
  });

  it('sem eventos abertos (sem filtro além do padrão) aponta para o histórico', async () => {
    eventos = [];
    renderizar(<EventosDisponiveis />, { rota: '/eventos' });
    await screen.findByText('Nenhum evento encontrado para esse filtro.');
    expect(screen.getByRole('link', { name: 'Histórico de eventos' })).toHaveAttribute('href', '/historico');
    expect(screen.queryByRole('button', { name: /Limpar filtros/i })).toBeNull();
  });

  it('falha: mostra o motivo do servidor e "Tentar novamente" busca de novo', async () => {
    let falhar = true;
    servidor.use(
      handlerListaEventos(pedidos, () => (falhar ? respostaDeErro(422, 'A busca contém caracteres inválidos.', 'DADOS_INVALIDOS') : respostaListaEventos(eventos))),
    );
    const { user } = renderizar(<EventosDisponiveis />, { rota: '/eventos' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os eventos. A busca contém caracteres inválidos.');
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Curso de Vacinação')).toBeInTheDocument();
  });

  it('"Atualizar" busca a lista de novo', async () => {
    const { user } = renderizar(<EventosDisponiveis />, { rota: '/eventos' });
    await screen.findByText('Curso de Vacinação');
    const antes = pedidos.length;
    eventos = [...eventos, eventoResumoDeTeste({ id: 9, titulo: 'Palestra Nova' })];
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Palestra Nova')).toBeInTheDocument();
    expect(pedidos.length).toBe(antes + 1);
  });

  it('falha de rede usa o texto do catálogo', async () => {
    servidor.use(handlerListaEventos(pedidos, () => HttpResponse.error()), http.get('/api/health', () => HttpResponse.error()));
    renderizar(<EventosDisponiveis />, { rota: '/eventos' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os eventos. Falha de rede ou CORS.');
  });
});
