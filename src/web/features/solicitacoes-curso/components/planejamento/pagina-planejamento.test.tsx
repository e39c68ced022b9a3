import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanejamentoSchema } from '#shared/contracts/solicitacoes-curso.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { itemDeTeste, ligarPlanejamento, PLANEJAMENTO, planejamentoDeTeste } from '../../testing/fixtures.ts';
import { PlanejamentoAnual } from './pagina-planejamento.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));

const servidor = usarServidorMsw();
let api: ReturnType<typeof ligarPlanejamento>;

beforeEach(() => {
  api = ligarPlanejamento(servidor);
});

const DEPARTAMENTOS_E_SEM = ['GAB-SMS', 'DESMEN', 'DEAPS', 'DEMAC', 'DEVIG', 'DEREG', 'DEAFIN-SMS', 'Sem departamento'];

async function abrir(rota = '/admin/planejamento?ano=2026&mes=3') {
  const r = renderizar(<PlanejamentoAnual />, { rota });
  await screen.findByRole('heading', { level: 2, name: /^Itens de/ });
  return r;
}
const local = () => screen.getByTestId('local-atual').textContent;

describe('Calendário Anual (/admin/planejamento)', () => {
  it('visão de mês: o calendário com os itens nos seus dias (sigla e título), a contagem do mês com todos os departamentos e a legenda', async () => {
    await abrir();
    expect(api.pedidos).toEqual(['ano=2026']);
    expect(screen.getByRole('button', { name: 'Mês' })).toHaveAttribute('aria-pressed', 'true');
    const calendario = within(screen.getByRole('table', { name: 'Março de 2026' }));
    const dia10 = calendario.getByText('10 de março: 1 item').closest('td')!;
    expect(within(dia10).getByRole('link', { name: /DEAPS.*Curso de Vacinação/ })).toHaveAttribute('href', '/admin/solicitacoes-curso?id=5');
    const dia20 = calendario.getByText('20 de março: 1 item').closest('td')!;
    expect(within(dia20).getByRole('link', { name: /DEVIG.*Oficina de Vigilância/ })).toHaveAttribute('href', '/gerenciar-eventos/40');
    const contagem = within(screen.getByRole('region', { name: 'Março por departamento' }));
    const linhas = contagem.getAllByRole('term').map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);
    expect(linhas).toEqual(['GAB-SMS=0', 'DESMEN=0', 'DEAPS=1', 'DEMAC=0', 'DEVIG=1', 'DEREG=0', 'DEAFIN-SMS=0', 'Sem departamento=0', 'Total=2']);
    expect(within(screen.getByRole('list', { name: 'Legenda dos departamentos' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(DEPARTAMENTOS_E_SEM);
    expect(screen.getByRole('status')).toHaveTextContent('Março de 2026: 2 itens.');
  });

  it('no celular, cada dia diz os departamentos em texto (sigla ao lado da bolinha), não só pela cor; o que passar de 3 vira "e mais N"', async () => {
    const NO_DIA = ['2026-03-16'];
    api = ligarPlanejamento(servidor, (a) =>
      planejamentoDeTeste(a, [
        itemDeTeste({ id: 1, titulo: 'A', departamento: 'DEVIG', datas: NO_DIA }),
        itemDeTeste({ id: 2, titulo: 'B', departamento: 'DEAFIN-SMS', datas: NO_DIA }),
        itemDeTeste({ id: 3, titulo: 'C', departamento: null, datas: NO_DIA }),
        itemDeTeste({ id: 4, titulo: 'D', departamento: 'DEMAC', datas: NO_DIA }),
      ]),
    );
    await abrir();
    const dia = within(screen.getByRole('table', { name: 'Março de 2026' })).getByText('16 de março: 4 itens').closest('td')!;
    // a primeira lista é a do celular (só texto, sem links); a segunda, a do computador
    const [celular, computador] = within(dia).getAllByRole('list');
    expect(within(celular!).queryAllByRole('link')).toEqual([]);
    expect(within(celular!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['DEVIG', 'DEAFIN-SMS', 'Sem departamento', '+1e mais 1']);
    expect(within(computador!).getAllByRole('link')).toHaveLength(3);
  });

  it('visão de ano: meses × departamentos (todos, com zeros) e os totais; o mês da tabela abre o calendário dele', async () => {
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Ano' }));
    expect(screen.getByRole('button', { name: 'Ano' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(local()).toBe('/admin/planejamento?ano=2026&mes=3&visao=ano'));
    const tabela = within(screen.getByRole('table', { name: '2026 por mês e departamento' }));
    expect(tabela.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Mês', ...DEPARTAMENTOS_E_SEM, 'Total']);
    const linhas = tabela.getAllByRole('row').slice(1);
    expect(linhas).toHaveLength(13);
    const valores = (i: number) => within(linhas[i]!).getAllByRole('cell').map((c) => c.textContent?.replace(/^[^\d]+/, ''));
    expect(valores(0)).toEqual(['0', '0', '0', '0', '0', '0', '0', '0', '0']);
    expect(valores(2)).toEqual(['0', '0', '1', '0', '1', '0', '0', '0', '2']);
    expect(valores(3)).toEqual(['0', '0', '0', '0', '1', '0', '0', '0', '1']);
    expect(valores(6)).toEqual(['0', '0', '0', '0', '0', '0', '0', '1', '1']);
    expect(within(linhas[12]!).getByRole('rowheader')).toHaveTextContent('Total do ano');
    expect(valores(12)).toEqual(['0', '0', '1', '0', '1', '0', '0', '1', '3']);
    expect(screen.getByRole('table', { name: 'Itens de 2026' })).toBeInTheDocument();
    await user.click(tabela.getByRole('button', { name: 'Abril (ver no calendário)' }));
    expect(await screen.findByRole('table', { name: 'Abril de 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mês' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lista dos itens com filtro de departamento (inclusive "Sem departamento") e o link de cada um', async () => {
    const { user } = await abrir('/admin/planejamento?ano=2026&visao=ano');
    const itens = () => within(screen.getByRole('table', { name: 'Itens de 2026' })).getAllByRole('rowheader').map((th) => th.firstChild?.textContent);
    expect(itens()).toEqual(['Curso de Vacinação', 'Oficina de Vigilância', 'Seminário Antigo']);
    expect(screen.getByRole('link', { name: 'Abrir no editor de eventos: Seminário Antigo' })).toHaveAttribute('href', '/gerenciar-eventos/41');
    expect(screen.getByRole('link', { name: 'Ver solicitação: Curso de Vacinação' })).toHaveAttribute('href', '/admin/solicitacoes-curso?id=5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Departamento' }), 'sem');
    await waitFor(() => expect(itens()).toEqual(['Seminário Antigo']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Departamento' }), 'DEMAC');
    expect(await screen.findByText('Nada em 2026 para este departamento.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar todos os departamentos' }));
    await waitFor(() => expect(itens()).toHaveLength(3));
  });

  it('troca de ano e de mês: busca o ano novo; o mês anterior a janeiro volta para dezembro do ano anterior', async () => {
    const { user } = await abrir('/admin/planejamento?ano=2026&mes=1');
    await user.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(await screen.findByRole('table', { name: 'Dezembro de 2025' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ano' }), '2027');
    expect(await screen.findByText('Nenhuma solicitação ou evento em 2027.')).toBeInTheDocument();
    expect(api.pedidos).toEqual(['ano=2026', 'ano=2025', 'ano=2027']);
    // ano vazio: a contagem continua com todos os departamentos, em zero
    expect(within(screen.getByRole('region', { name: 'Dezembro por departamento' })).getAllByRole('definition').map((d) => d.textContent)).toEqual(['0', '0', '0', '0', '0', '0', '0', '0', '0']);
  });

  describe('exportação', () => {
    let baixados: Blob[];
    beforeEach(() => {
      baixados = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
        baixados.push(b as Blob);
        return 'blob:teste';
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });
    afterEach(() => vi.restoreAllMocks());

    it('"Exportar CSV" baixa GET /api/admin/planejamento/csv?ano do ano escolhido', async () => {
      const { user } = await abrir('/admin/planejamento?ano=2026&mes=5');
      await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
      await waitFor(() => expect(baixados).toHaveLength(1));
      expect(api.csv).toEqual(['ano=2026']);
      expect(await baixados[0]!.text()).toContain('Curso de Vacinação');
    });
  });

  it('falha ao carregar: avisa e "Tentar novamente" busca de novo', async () => {
    let n = 0;
    servidor.use(http.get(PLANEJAMENTO, () => (++n === 1 ? respostaDeErro(500, 'Falhou') : respostaDoContrato(PlanejamentoSchema, planejamentoDeTeste(2026, [])))));
    const { user } = renderizar(<PlanejamentoAnual />, { rota: '/admin/planejamento?ano=2026' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o planejamento de 2026.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma solicitação ou evento em 2026.')).toBeInTheDocument();
  });
});
