import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { respostaDeErro, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaCertificadosAvulsos from './pagina-certificados-avulsos.tsx';
import { LISTA, ligarServidorFalso } from '../../testing/fixtures-avulsos.ts';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();

beforeEach(() => {
  vi.clearAllMocks();
  ligarServidorFalso(servidor);
});
afterEach(() => vi.useRealTimers());

const abrir = () => renderizar(<PaginaCertificadosAvulsos />, { rota: '/certificados-avulsos' });
const tabela = () => screen.getByRole('table', { name: 'Certificados avulsos' });
const nomesNaTabela = () => within(tabela()).getAllByRole('rowheader').map((c) => c.querySelector('span')!.textContent);
const linha = (nome: string) => within(tabela()).getByRole('rowheader', { name: new RegExp(`^${nome}`) }).closest('tr')!;
const contador = (rotulo: string) => within(screen.getByRole('list', { name: 'Resumo dos certificados avulsos' })).getByText(rotulo).nextSibling;
const busca = () => screen.getByRole('searchbox', { name: 'Buscar' });
const filtro = () => screen.getByRole('combobox', { name: 'Filtrar por envio' });

describe('Certificados avulsos: lista, contadores e filtros', () => {
  it('carrega com a barra fina, mostra título, contadores, colunas e as linhas com número, período e validação', async () => {
    abrir();
    expect(screen.getByRole('heading', { level: 1, name: 'Certificados Avulsos' })).toBeInTheDocument();
    expect(screen.getByText('Cadastre, gere o PDF e envie por e-mail certificados fora do fluxo automático.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Carregando certificados…' })).toBeInTheDocument();
    expect(contador('Total')).toHaveTextContent('—');
    expect(await screen.findByText('3 certificados encontrados.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(contador('Total')).toHaveTextContent('3');
    expect(contador('Enviados')).toHaveTextContent('1');
    expect(contador('Não enviados')).toHaveTextContent('2');
    expect(within(tabela()).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Nome', 'Curso', 'E-mail', 'Carga Horária', 'Período', 'Ações']);
    expect(nomesNaTabela()).toEqual(['Beatriz Nunes', 'Caio Prado', 'Ana Souza']);

    const caio = within(linha('Caio Prado'));
    expect(caio.getByText('Nº EMSP-SMS-AV-2026-000002')).toBeInTheDocument();
    expect(caio.getByText('Não enviado')).toBeInTheDocument();
    // data com horário vinda do servidor vale só o dia; números em pt-BR
    expect(caio.getAllByRole('cell').slice(0, 4).map((c) => c.textContent)).toEqual([
      'Curso:Seminário de Vigilância em Saúde', 'E-mail:caio@saude.santos.sp.gov.br', 'Carga Horária:1.200 h', 'Período:01/02/2026 a 03/02/2026',
    ]);
    expect(caio.getByRole('link', { name: 'Validação do certificado de Caio Prado (abre em nova aba)' })).toHaveAttribute('href', 'https://escola.teste/validar?codigo=ABCD-EFGH-JKMN-2');
    expect(caio.getByRole('button', { name: 'Enviar para caio@saude.santos.sp.gov.br' })).toBeEnabled();
    const beatriz = within(linha('Beatriz Nunes'));
    expect(beatriz.getByText('Enviado em 11/04/2026, 10:30')).toBeInTheDocument();
    expect(beatriz.getAllByRole('cell')[3]).toHaveTextContent(/^Período:10\/04\/2026$/);
    expect(beatriz.getByRole('button', { name: 'Reenviar para beatriz@teste.gov.br' })).toBeInTheDocument();
    expect(within(linha('Ana Souza')).getAllByRole('cell')[3]).toHaveTextContent(/^Período:—$/);
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
  });

  it('busca: espera 250 ms sem digitar, sem diferença de maiúsculas, por nome, e-mail ou curso; fica em cert:busca', async () => {
    abrir();
    await screen.findByText('3 certificados encontrados.');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(busca(), { target: { value: 'VIGILÂNCIA' } });
    expect(localStorage.getItem('cert:busca')).toBe('VIGILÂNCIA');
    act(() => vi.advanceTimersByTime(249));
    expect(screen.getByText('3 certificados encontrados.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('1 certificado encontrado.')).toBeInTheDocument();
    expect(nomesNaTabela()).toEqual(['Caio Prado']);

    // cada tecla recomeça a espera
    fireEvent.change(busca(), { target: { value: '@teste.gov' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(busca(), { target: { value: '@teste.gov.br' } });
    act(() => vi.advanceTimersByTime(200));
    expect(nomesNaTabela()).toEqual(['Caio Prado']);
    act(() => vi.advanceTimersByTime(50));
    expect(nomesNaTabela()).toEqual(['Beatriz Nunes', 'Ana Souza']);

    fireEvent.change(busca(), { target: { value: 'ana s' } });
    act(() => vi.advanceTimersByTime(250));
    expect(nomesNaTabela()).toEqual(['Ana Souza']);
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
  });

  it('busca e filtro voltam do navegador (cert:busca, cert:filtro); o X limpa a busca e devolve o foco ao campo', async () => {
    localStorage.setItem('cert:busca', 'curso');
    localStorage.setItem('cert:filtro', 'nao-enviados');
    const { user } = abrir();
    expect(busca()).toHaveValue('curso');
    expect(filtro()).toHaveValue('nao-enviados');
    expect(await screen.findByText('1 certificado encontrado.')).toBeInTheDocument();
    expect(nomesNaTabela()).toEqual(['Ana Souza']);
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(busca()).toHaveValue('');
    expect(busca()).toHaveFocus();
    expect(localStorage.getItem('cert:busca')).toBe('');
    expect(await screen.findByText('2 certificados encontrados.')).toBeInTheDocument();
  });

  it('filtro por envio (todos, enviados, não enviados) fica em cert:filtro; "Limpar filtros" só aparece com filtro e volta tudo', async () => {
    localStorage.setItem('cert:filtro', 'qualquer-coisa');
    const { user } = abrir();
    await screen.findByText('3 certificados encontrados.');
    expect(filtro()).toHaveValue('todos');
    expect(within(filtro()).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['todos', 'Todos'], ['enviados', 'Enviados'], ['nao-enviados', 'Não enviados'],
    ]);
    await user.selectOptions(filtro(), 'enviados');
    expect(localStorage.getItem('cert:filtro')).toBe('enviados');
    expect(screen.getByText('1 certificado encontrado.')).toBeInTheDocument();
    expect(nomesNaTabela()).toEqual(['Beatriz Nunes']);
    await user.selectOptions(filtro(), 'nao-enviados');
    expect(nomesNaTabela()).toEqual(['Caio Prado', 'Ana Souza']);
    // contadores são da lista inteira
    expect(contador('Total')).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(filtro()).toHaveValue('todos');
    expect(localStorage.getItem('cert:filtro')).toBe('todos');
    expect(screen.getByText('3 certificados encontrados.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
    expect(busca()).toHaveFocus();
  });

  it('nada com os filtros: a mensagem própria e "Limpar filtros" no lugar da tabela', async () => {
    localStorage.setItem('cert:busca', 'ninguém assim');
    const { user } = abrir();
    expect(await screen.findByText('Nenhum certificado encontrado.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum certificado com estes filtros.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Limpar filtros' }).at(-1)!);
    expect(await screen.findByText('3 certificados encontrados.')).toBeInTheDocument();
  });

  it('lista vazia: "Nenhum certificado cadastrado" e contadores zerados', async () => {
    ligarServidorFalso(servidor, []);
    abrir();
    expect(await screen.findByText('Nenhum certificado cadastrado')).toBeInTheDocument();
    expect(screen.getByText('Nenhum certificado encontrado.')).toBeInTheDocument();
    expect(contador('Total')).toHaveTextContent('0');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('403 é ignorado em silêncio: lista vazia, sem erro nem toast', async () => {
    servidor.use(http.get(LISTA, () => respostaDeErro(403, 'Sem permissão (403)', 'SEM_PERMISSAO')));
    abrir();
    expect(await screen.findByText('Nenhum certificado cadastrado')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toast.notificarErro).not.toHaveBeenCalled();
  });

  it('falha ao carregar: toast "❌ Erro ao carregar certificados.", a lista se esvazia (mesmo a já carregada) e "Tentar novamente" busca de novo', async () => {
    const { user } = abrir();
    await screen.findByText('3 certificados encontrados.');
    servidor.use(http.get(LISTA, () => respostaDeErro(500, 'Falhou', 'ERRO_INTERNO')));
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar certificados.');
    expect(toast.notificarErro).toHaveBeenCalledWith('❌ Erro ao carregar certificados.', expect.anything());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(contador('Total')).toHaveTextContent('—');
    servidor.resetHandlers();
    ligarServidorFalso(servidor);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('3 certificados encontrados.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
