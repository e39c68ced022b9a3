import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from '#web/lib/roteador.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContagemNaoLidasSchema } from '#shared/contracts/notificacoes.ts';
import type { Perfil } from '#shared/rules/perfis.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { liberarRolagem } from '#web/lib/trava-rolagem.ts';
import { CHAVES, salvarSessao } from '#web/lib/sessao.ts';
import { sessaoDeTeste } from '#web/testing/fixtures-perfil.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { BarraNavegacao } from './barra-navegacao.tsx';

const servidor = usarServidorMsw();

// Itens exigidos pelo SPEC §2.6 (mais a caixa de saída de e-mails), escritos aqui à parte dos dados do menu.
const USUARIO = [
  ['Painel do Usuário', '/usuario/dashboard'], ['Eventos', '/eventos'], ['Meus Cursos', '/minhas-inscricoes'], ['Agenda', '/agenda'],
  ['Minhas Presenças', '/minhas-presencas'], ['Teste do Curso', '/teste'], ['Avaliações Pendentes', '/avaliacao'],
  ['Meus Certificados', '/certificados'], ['Agendamento de Sala', '/agendamento-sala'], ['Solicitar Curso', '/solicitar-curso'],
  ['Submissão de Trabalhos', '/submissoes'], ['Manual do Usuário', '/usuario/manual'], ['Escanear', '/scanner'],
];
const INSTRUTOR = [
  ['Painel do Instrutor', '/instrutor'], ['Agenda', '/agenda-instrutor'], ['Presença', '/instrutor/presenca'],
  ['Certificados', '/instrutor/certificados'], ['Avaliação', '/instrutor/avaliacao'], ['Avaliar Trabalhos Atribuídos', '/avaliador/submissoes'],
];
const ADMINISTRADOR = [
  ['Dashboard Administrador', '/dashboard-analitico'], ['Painel do Administrador', '/administrador'], ['Agenda', '/agenda-administrador'],
  ['Certificados Avulsos', '/certificados-avulsos'], ['QR Code Presença', '/admin/qr-codes'], ['Criar Submissão de Trabalho', '/admin/chamadas/new'],
  ['Gerenciar Submissão de Trabalho', '/admin/submissoes'], ['Gestão de Usuários', '/gestao-usuarios'], ['Gestão de Instrutor', '/gestao-instrutor'],
  ['Gestão de Eventos', '/gerenciar-eventos'], ['Gestão de Inscrições', '/admin/cancelar-inscricoes'], ['Gestão de Presença', '/gestao-presenca'],
  ['Gestão de Avaliações', '/admin/avaliacoes'], ['Gestão de Certificados', '/gestao-certificados'],
  ['Relatórios Customizados', '/relatorios-customizados'], ['Caixa de saída de e-mails', '/admin/emails'], ['Dados da Instituição', '/admin/instituicao'],
  ['Reservas de Salas', '/admin/reservas-salas'], ['Calendário de Bloqueios', '/admin/bloqueios'],
  ['Solicitações de Curso', '/admin/solicitacoes-curso'], ['Calendário Anual', '/admin/planejamento'],
];

/** Destinos do SPEC §2.6 cujas telas ainda mostram "Em breve": ficam fora dos menus (decisão 018). */
const EM_BREVE = new Set<string>();
const prontos = (itens: string[][]) => itens.filter(([, para]) => !EM_BREVE.has(para!));

function LocalAtual() {
  const loc = useLocation();
  return <output data-testid="local">{loc.pathname + loc.search}</output>;
}

let contagens = 0;
function api(naoLidas: number | 'falha' = 0) {
  contagens = 0;
  servidor.use(
    http.get('/api/notificacoes/nao-lidas/contagem', () => {
      contagens++;
      return naoLidas === 'falha' ? HttpResponse.error() : respostaDoContrato(ContagemNaoLidasSchema, { totalNaoLidas: naoLidas, total: naoLidas });
    }),
    http.get('/api/health', () => HttpResponse.error()),
  );
}

function montar(perfis: Perfil[] = ['usuario'], { rota = '/eventos', naoLidas = 0 as number | 'falha' } = {}) {
  api(naoLidas);
  salvarSessao(sessaoDeTeste({ nome: 'Maria da Silva', email: 'maria@exemplo.org', perfis, roles: perfis }));
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[rota]}>
      <BarraNavegacao />
      <Routes>
        <Route path="*" element={<button type="button">fora</button>} />
      </Routes>
      <LocalAtual />
    </MemoryRouter>,
  );
  return user;
}

const botao = (nome: string | RegExp) => screen.getByRole('button', { name: nome });
const painelDe = (b: HTMLElement) => document.getElementById(b.getAttribute('aria-controls')!)!;
const linksDe = (el: HTMLElement) => within(el).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

afterEach(async () => {
  cleanup();
  await queryClient.cancelQueries();
  queryClient.clear();
  liberarRolagem();
  vi.useRealTimers();
  document.documentElement.className = '';
});

describe('barra de navegação: menus por perfil', () => {
  it('usuario vê só o menu Usuário', () => {
    montar(['usuario']);
    expect(botao('Usuário')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Instrutor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Administrador' })).toBeNull();
  });

  it('instrutor vê Usuário e Instrutor', () => {
    montar(['instrutor']);
    expect(botao('Usuário')).toBeInTheDocument();
    expect(botao('Instrutor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Administrador' })).toBeNull();
  });

  it.each([
    ['Usuário', USUARIO],
    ['Instrutor', INSTRUTOR],
  ])('administrador vê o menu %s com todos os itens e caminhos', async (menu, itens) => {
    const user = montar(['administrador']);
    const gatilho = botao(menu);
    expect(gatilho).toHaveAttribute('aria-expanded', 'false');
    await user.click(gatilho);
    expect(gatilho).toHaveAttribute('aria-expanded', 'true');
    expect(linksDe(painelDe(gatilho))).toEqual(prontos(itens));
  });

  it('o menu Administrador vem em seções com título, com todos os itens e caminhos', async () => {
    const user = montar(['administrador']);
    const gatilho = botao('Administrador');
    await user.click(gatilho);
    const painel = painelDe(gatilho);
    const porCaminho = (l: (string | null)[][]) => [...l].sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(porCaminho(linksDe(painel))).toEqual(porCaminho(prontos(ADMINISTRADOR)));
    const secoes = within(painel).getAllByRole('list').map((ul) => document.getElementById(ul.getAttribute('aria-labelledby')!)?.textContent);
    expect(secoes).toEqual(['Painéis', 'Eventos e turmas', 'Pessoas', 'Certificados', 'Salas e planejamento', 'Trabalhos científicos', 'Relatórios e e-mails']);
    expect(linksDe(within(painel).getByRole('list', { name: 'Trabalhos científicos' }))).toEqual([
      ['Criar Submissão de Trabalho', '/admin/chamadas/new'],
      ['Gerenciar Submissão de Trabalho', '/admin/submissoes'],
    ]);
    expect(linksDe(within(painel).getByRole('list', { name: 'Pessoas' }))).toEqual([
      ['Gestão de Usuários', '/gestao-usuarios'],
      ['Gestão de Instrutor', '/gestao-instrutor'],
    ]);
    // no computador as seções ficam lado a lado (colunas), para o menu caber na altura da tela
    expect(painel).toHaveClass('grid', 'xl:grid-cols-3');
  });

  it('no menu em seções, as setas passam de uma seção para a outra e End vai ao último item', async () => {
    const user = montar(['administrador']);
    const gatilho = botao('Administrador');
    gatilho.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Dashboard Administrador' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Agenda' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Gestão de Eventos' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Agenda' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Dados da Instituição' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(gatilho).toHaveFocus();
  });

  it('marca e nome da conta cortam em 12rem; há os links de pular', () => {
    montar(['usuario']);
    expect(screen.getByRole('link', { name: 'Escola da Saúde' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Escola da Saúde' })).toHaveClass('max-w-48');
    expect(screen.getByText('Maria da Silva')).toHaveClass('max-w-48', 'truncate');
    expect(screen.getByRole('link', { name: 'Pular para conteúdo' })).toHaveAttribute('href', '#conteudo');
  });
});

describe('barra de navegação: comportamento dos menus', () => {
  it('Escape fecha e devolve o foco ao botão', async () => {
    const user = montar(['instrutor']);
    const gatilho = botao('Instrutor');
    await user.click(gatilho);
    await user.tab();
    expect(painelDe(gatilho)).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(gatilho).toHaveAttribute('aria-expanded', 'false');
    expect(painelDe(gatilho)).not.toBeVisible();
    expect(gatilho).toHaveFocus();
  });

  it('setas: ↓ no botão abre e foca o primeiro item; ↓/↑/Home/End andam pelos itens', async () => {
    const user = montar(['instrutor']);
    const gatilho = botao('Instrutor');
    gatilho.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Painel do Instrutor' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Agenda' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Avaliar Trabalhos Atribuídos' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Painel do Instrutor' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Avaliar Trabalhos Atribuídos' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Painel do Instrutor' })).toHaveFocus();
  });

  it('clique fora fecha; abrir um menu fecha o outro', async () => {
    const user = montar(['administrador']);
    await user.click(botao('Usuário'));
    await user.click(botao('Administrador'));
    expect(botao('Usuário')).toHaveAttribute('aria-expanded', 'false');
    expect(botao('Administrador')).toHaveAttribute('aria-expanded', 'true');
    await user.click(botao('fora'));
    expect(botao('Administrador')).toHaveAttribute('aria-expanded', 'false');
  });

  it('escolher um item navega e fecha o menu', async () => {
    const user = montar(['usuario']);
    await user.click(botao('Usuário'));
    await user.click(screen.getByRole('link', { name: 'Meus Certificados' }));
    expect(screen.getByTestId('local')).toHaveTextContent('/certificados');
    expect(botao('Usuário')).toHaveAttribute('aria-expanded', 'false');
  });

  it('Tab para fora do menu fecha', async () => {
    const user = montar(['instrutor']);
    await user.click(botao('Instrutor'));
    for (let i = 0; i < 7; i++) await user.tab();
    expect(botao('Instrutor')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('barra de navegação: sino de notificações', () => {
  it('anuncia "N notificações não lidas" e mostra o selo vermelho', async () => {
    montar(['usuario'], { naoLidas: 3 });
    const sino = await screen.findByRole('link', { name: '3 notificações não lidas' });
    expect(sino).toHaveAttribute('href', '/notificacoes');
    expect(within(sino).getByTestId('selo-notificacoes')).toHaveTextContent('3');
  });

  it('sem não lidas o selo some', async () => {
    montar(['usuario'], { naoLidas: 0 });
    await waitFor(() => expect(contagens).toBe(1));
    const sino = screen.getByRole('link', { name: '0 notificações não lidas' });
    expect(within(sino).queryByTestId('selo-notificacoes')).toBeNull();
  });

  it('uma só não lida vai no singular; mais de 99 aparece como 99+', async () => {
    montar(['usuario'], { naoLidas: 1 });
    expect(await screen.findByRole('link', { name: '1 notificação não lida' })).toBeInTheDocument();
    cleanup();
    queryClient.clear();
    montar(['usuario'], { naoLidas: 150 });
    expect(await screen.findByText('99+')).toBeInTheDocument();
  });

  it('falha na contagem vale zero', async () => {
    montar(['usuario'], { naoLidas: 'falha' });
    await waitFor(() => expect(contagens).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: '0 notificações não lidas' })).toBeInTheDocument();
  });

  it('consulta de novo a cada 30 s com a página visível, pausa oculta e volta ao ficar visível', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let visibilidade: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibilidade);
    montar(['usuario'], { naoLidas: 2 });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(contagens).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(contagens).toBe(2);
    visibilidade = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(contagens).toBe(2);
    visibilidade = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(contagens).toBe(3);
  });
});

describe('barra de navegação: conta, tema e saída', () => {
  it('menu da conta com iniciais, nome, Atualizar Cadastro, QR do Site, Ajuda / FAQ, tema e Sair', async () => {
    const user = montar(['usuario']);
    const gatilho = botao('Conta: Maria da Silva');
    expect(gatilho).toHaveTextContent('MS');
    await user.click(gatilho);
    const painel = painelDe(gatilho);
    expect(linksDe(painel)).toEqual([
      ['Atualizar Cadastro', '/perfil'],
      ['QR do Site', '/qr-site'],
      ['Ajuda / FAQ', '/ajuda'],
    ]);
    expect(within(painel).getByRole('button', { name: 'Modo Escuro' })).toBeInTheDocument();
    expect(within(painel).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('o tema alterna entre "Modo Escuro" e "Modo Claro" e fica salvo', async () => {
    localStorage.setItem(CHAVES.tema, 'light');
    const user = montar(['usuario']);
    await user.click(botao('Conta: Maria da Silva'));
    await user.click(screen.getByRole('button', { name: 'Modo Escuro' }));
    expect(localStorage.getItem(CHAVES.tema)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    await user.click(botao('Conta: Maria da Silva'));
    expect(screen.getByRole('button', { name: 'Modo Claro' })).toBeInTheDocument();
  });

  it('Sair chama o logout, limpa a sessão (mantém o tema) e vai para /login', async () => {
    let saiu = false;
    const user = montar(['usuario']);
    servidor.use(http.post('/api/auth/logout', () => ((saiu = true), new HttpResponse(null, { status: 204 }))));
    localStorage.setItem(CHAVES.tema, 'dark');
    await user.click(botao('Conta: Maria da Silva'));
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.getByTestId('local')).toHaveTextContent('/login'));
    expect(saiu).toBe(true);
    expect(localStorage.getItem(CHAVES.token)).toBeNull();
    expect(localStorage.getItem(CHAVES.usuario)).toBeNull();
    expect(localStorage.getItem(CHAVES.tema)).toBe('dark');
  });

  it('a cor da barra acompanha a campanha do mês (outubro rosa) e volta à padrão fora de 7–12', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-15T12:00:00Z'));
    montar(['usuario']);
    expect(screen.getByRole('banner')).toHaveStyle({ backgroundColor: '#be185d', color: '#ffffff' });
    cleanup();
    vi.setSystemTime(new Date('2026-03-15T12:00:00Z'));
    montar(['usuario']);
    expect(screen.getByRole('banner')).toHaveStyle({ backgroundColor: '#1f3b2d' });
  });
});

describe('barra de navegação: menu do celular', () => {
  it('abre com nome, e-mail e as seções do perfil; trava a rolagem; Escape fecha e devolve o foco', async () => {
    const user = montar(['instrutor']);
    const menu = botao('Menu');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const painel = painelDe(menu);
    expect(within(painel).getByText('Maria da Silva')).toBeInTheDocument();
    expect(within(painel).getByText('maria@exemplo.org')).toBeInTheDocument();
    expect(within(painel).getByText('Usuário')).toBeInTheDocument();
    expect(within(painel).getByText('Instrutor')).toBeInTheDocument();
    expect(within(painel).queryByText('Administrador')).toBeNull();
    expect(within(painel).getByRole('heading', { name: 'Geral' })).toBeInTheDocument();
    expect(within(painel).getByRole('link', { name: 'QR do Site' })).toHaveAttribute('href', '/qr-site');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('administrador vê a seção Administrador; escolher um item navega e fecha', async () => {
    const user = montar(['administrador']);
    await user.click(botao('Menu'));
    const painel = painelDe(botao('Menu'));
    await user.click(within(painel).getByText('Administrador'));
    expect(within(painel).getByRole('list', { name: 'Certificados' })).toHaveTextContent('Gestão de CertificadosCertificados Avulsos');
    await user.click(within(within(painel).getByRole('list', { name: 'Pessoas' })).getByRole('link', { name: 'Gestão de Usuários' }));
    expect(screen.getByTestId('local')).toHaveTextContent('/gestao-usuarios');
    expect(botao('Menu')).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });
});
