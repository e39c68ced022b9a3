import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventoResumo } from '#shared/contracts/eventos.ts';
import { eventoResumoDeTeste, handlerListaEventos, respostaListaEventos } from '#web/testing/fixtures-eventos.ts';
import { respostaDeErro, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { HistoricoEventos } from './historico-eventos.tsx';

const servidor = usarServidorMsw();

const encerrado = (id: number, titulo: string, data_inicio: string, data_fim: string) =>
  eventoResumoDeTeste({ id, titulo, status: 'encerrado', data_inicio, data_fim });

let encerrados: EventoResumo[];
let pedidos: URLSearchParams[];

/** Responde como a API: filtra pelo ano (eventos que acontecem nele, ao menos em parte) e pela busca, ordena pelo fim (mais recente primeiro) e pagina. */
function responder(q: URLSearchParams) {
  const busca = (q.get('busca') ?? '').toLowerCase();
  const ano = q.get('ano');
  const noAno = (e: EventoResumo) => ano === null || (e.data_inicio!.slice(0, 4) <= ano && ano <= e.data_fim!.slice(0, 4));
  const lista = encerrados.filter((e) => noAno(e) && e.titulo.toLowerCase().includes(busca)).sort((a, b) => b.data_fim!.localeCompare(a.data_fim!));
  const pagina = Number(q.get('pagina'));
  const porPagina = Number(q.get('por_pagina'));
  const itens = lista.slice((pagina - 1) * porPagina, pagina * porPagina);
  return respostaListaEventos(itens, { total: lista.length, pagina, porPagina });
}

/** Os pedidos da página do histórico (os da lista de anos pedem um item por vez). */
const pedidosDaPagina = () => pedidos.filter((q) => q.get('por_pagina') !== '1').map((q) => Object.fromEntries(q));

beforeEach(() => {
  pedidos = [];
  encerrados = [
    encerrado(1, 'Congresso de Saúde Mental', '2029-11-18', '2029-11-20'),
    encerrado(2, 'Oficina de Curativos', '2028-06-01', '2028-06-01'),
    encerrado(3, 'Curso da Virada', '2027-12-28', '2028-01-05'),
  ];
  servidor.use(handlerListaEventos(pedidos, responder));
});

const local = () => screen.getByTestId('local-atual').textContent;
const titulos = () => within(screen.getByRole('list', { name: 'Eventos encerrados' })).getAllByRole('heading').map((h) => h.textContent);

describe('Histórico de eventos (público)', () => {
  it('sem login, lista os encerrados publicados do mais recente para trás, com os anos para filtrar', async () => {
    renderizar(<HistoricoEventos />, { rota: '/historico' });
    expect(screen.getByRole('heading', { level: 1, name: 'Histórico de eventos' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 eventos encerrados encontrados'));
    expect(titulos()).toEqual(['Congresso de Saúde Mental', 'Oficina de Curativos', 'Curso da Virada']);
    const lista = pedidos.find((q) => q.get('por_pagina') === '12')!;
    expect(Object.fromEntries(lista)).toEqual({ status: 'encerrado', ordem: 'passados', publicacao: 'publicados', pagina: '1', por_pagina: '12' });
    await waitFor(() => expect(within(screen.getByLabelText('Ano')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos os anos', '2029', '2028', '2027']));
  });

  it('o ano vai para o endereço e para a API (`ano`), que devolve também os eventos que atravessam o ano', async () => {
    const { user } = renderizar(<HistoricoEventos />, { rota: '/historico' });
    await screen.findByRole('option', { name: '2028' });
    await user.selectOptions(screen.getByLabelText('Ano'), '2028');
    await waitFor(() => expect(local()).toBe('/historico?ano=2028'));
    expect(await screen.findByRole('heading', { name: 'Eventos de 2028' })).toBeInTheDocument();
    await waitFor(() => expect(titulos()).toEqual(['Oficina de Curativos', 'Curso da Virada']));
    expect(screen.getByRole('status')).toHaveTextContent('2 eventos encerrados encontrados');
    expect(pedidosDaPagina().at(-1)).toEqual({ status: 'encerrado', ordem: 'passados', ano: '2028', publicacao: 'publicados', pagina: '1', por_pagina: '12' });
    // um pedido por página, sem varrer a lista em lotes
    expect(pedidosDaPagina().filter((q) => q.ano === '2028')).toHaveLength(1);
    expect(pedidos.every((q) => q.get('por_pagina') !== '100')).toBe(true);
  });

  it('com um ano escolhido, pagina pelo total da API e manda o ano em cada página', async () => {
    encerrados = [
      ...Array.from({ length: 30 }, (_, i) => encerrado(100 + i, `Evento 2028 nº ${String(i + 1).padStart(2, '0')}`, '2028-05-01', `2028-05-${String(30 - i).padStart(2, '0')}`)),
      ...Array.from({ length: 5 }, (_, i) => encerrado(200 + i, `Evento 2029 nº ${i + 1}`, '2029-05-01', '2029-05-02')),
    ];
    const { user } = renderizar(<HistoricoEventos />, { rota: '/historico?ano=2028' });
    await screen.findByText('Página 1 de 3');
    expect(screen.getByRole('status')).toHaveTextContent('30 eventos encerrados encontrados');
    expect(titulos()).toHaveLength(12);
    expect(titulos()[0]).toBe('Evento 2028 nº 01');

    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(local()).toBe('/historico?ano=2028&pagina=2'));
    await screen.findByText('Página 2 de 3');
    await waitFor(() => expect(titulos()[0]).toBe('Evento 2028 nº 13'));
    expect(pedidosDaPagina().at(-1)).toMatchObject({ ano: '2028', pagina: '2', por_pagina: '12', status: 'encerrado', ordem: 'passados' });

    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(local()).toBe('/historico?ano=2028&pagina=3'));
    await waitFor(() => expect(titulos()).toHaveLength(6));
    expect(titulos().at(-1)).toBe('Evento 2028 nº 30');
    expect(pedidosDaPagina().map((q) => [q.ano, q.pagina])).toEqual([
      ['2028', '1'],
      ['2028', '2'],
      ['2028', '3'],
    ]);
  });

  it('ano e busca vão juntos para a API', async () => {
    renderizar(<HistoricoEventos />, { rota: '/historico?ano=2028&busca=oficina' });
    await waitFor(() => expect(titulos()).toEqual(['Oficina de Curativos']));
    expect(pedidosDaPagina()).toEqual([{ status: 'encerrado', ordem: 'passados', ano: '2028', busca: 'oficina', publicacao: 'publicados', pagina: '1', por_pagina: '12' }]);
  });

  it('a busca espera a pausa e vai para a consulta e o endereço', async () => {
    const { user } = renderizar(<HistoricoEventos />, { rota: '/historico' });
    await screen.findByText('Oficina de Curativos');
    await user.type(screen.getByLabelText('Buscar no histórico'), 'oficina');
    await waitFor(() => expect(local()).toBe('/historico?busca=oficina'));
    await waitFor(() => expect(titulos()).toEqual(['Oficina de Curativos']));
    expect(pedidos.filter((q) => q.has('busca')).map((q) => q.get('busca'))).toEqual(['oficina']);
  });

  it('sem ano, pagina pelo total da API', async () => {
    encerrados = Array.from({ length: 30 }, (_, i) => encerrado(100 + i, `Evento nº ${i + 1}`, '2029-05-01', '2029-05-02'));
    const { user } = renderizar(<HistoricoEventos />, { rota: '/historico' });
    await screen.findByText('Página 1 de 3');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(local()).toBe('/historico?pagina=2'));
    await waitFor(() => expect(pedidosDaPagina().at(-1)).toMatchObject({ pagina: '2', por_pagina: '12' }));
    expect(pedidosDaPagina().every((q) => !('ano' in q))).toBe(true);
  });

  it('ano sem eventos: mensagem de vazio', async () => {
    renderizar(<HistoricoEventos />, { rota: '/historico?ano=2020' });
    expect(await screen.findByText('Nenhum evento encerrado encontrado.')).toBeInTheDocument();
    expect(screen.getByText('Escolha outro ano ou mude a busca.')).toBeInTheDocument();
    expect(pedidosDaPagina().map((q) => q.ano)).toEqual(['2020']);
  });

  it('ano do endereço que a API não filtra (antes de 2000): vazio, sem pedir ao servidor', async () => {
    renderizar(<HistoricoEventos />, { rota: '/historico?ano=1999' });
    expect(await screen.findByText('Nenhum evento encerrado encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 eventos encerrados encontrados');
    await screen.findByRole('option', { name: '2029' }); // a lista de anos chegou
    expect(pedidosDaPagina()).toEqual([]);
  });

  it('falha da API: a mensagem do servidor e o botão para tentar de novo', async () => {
    let falhar = true;
    servidor.use(handlerListaEventos(pedidos, (q) => (falhar && q.get('ano') ? respostaDeErro(400, 'Ano inválido.', 'VALIDACAO') : responder(q))));
    const { user } = renderizar(<HistoricoEventos />, { rota: '/historico?ano=2028' });
    expect(await screen.findByText('Não foi possível carregar o histórico. Ano inválido.')).toBeInTheDocument();
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(titulos()).toEqual(['Oficina de Curativos', 'Curso da Virada']));
  });
});
