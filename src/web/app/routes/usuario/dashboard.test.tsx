import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContagemNaoLidasSchema, ListaNotificacoesSchema, type Notificacao } from '#shared/contracts/notificacoes.ts';
import { PerfilMeSchema, type PerfilMe } from '#shared/contracts/perfil.ts';
import type { Perfil } from '#shared/rules/perfis.ts';
import { telaDisponivel } from '#web/app/rotas.ts';
import { CHAVES, salvarSessao } from '#web/lib/sessao.ts';
import { perfilDeTeste } from '#web/testing/fixtures-perfil.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaDashboard from './dashboard.tsx';

const servidor = usarServidorMsw();

function perfilMe(perfis: Perfil[], extra: Partial<PerfilMe> = {}): PerfilMe {
  const perfil = perfis.includes('administrador') ? 'administrador' : perfis.includes('instrutor') ? 'instrutor' : 'usuario';
  return PerfilMeSchema.parse(perfilDeTeste({ id: 7, nome: 'Maria Souza', email: 'maria@exemplo.gov.br', perfil, perfis, roles: perfis, ...extra }));
}

const notificacoes: Notificacao[] = [1, 2, 3].map((id) => ({
  id,
  tipo: 'evento',
  titulo: `Novidade ${id}`,
  mensagem: 'Texto',
  link: null,
  lida: id === 3,
  lida_em: id === 3 ? '2026-03-02T10:00:00.000Z' : null,
  criada_em: `2026-03-0${id}T10:00:00.000Z`,
}));

function preparar(perfis: Perfil[], extra: Partial<PerfilMe> = {}) {
  // sessão por cookie como a guarda a deixa: a pessoa guardada e a marca de sessão confirmada nesta aba
  sessionStorage.setItem(CHAVES.sessaoConfirmada, '1');
  salvarSessao({ usuario: { id: 7, nome: 'Maria Souza', email: 'maria@exemplo.gov.br', perfis, roles: perfis } });
  servidor.use(http.get('/api/perfil/me', () => respostaDoContrato(PerfilMeSchema, perfilMe(perfis, extra))));
}

beforeEach(() => {
  servidor.use(
    http.get('/api/notificacoes/nao-lidas/contagem', () => respostaDoContrato(ContagemNaoLidasSchema, { totalNaoLidas: 2, total: 2 })),
    http.get('/api/notificacoes', ({ request }) => {
      expect(new URL(request.url).searchParams.get('por_pagina')).toBe('3');
      return respostaDoContrato(ListaNotificacoesSchema, { itens: notificacoes, total: 3, pagina: 1, por_pagina: 3, total_nao_lidas: 2 });
    }),
  );
});

/**
 * Cada atalho aparece como link se a tela já existe na tabela de rotas; senão não aparece (nenhum
 * atalho leva ao "Em breve"; a tabela é a fonte única: o atalho acende sozinho quando a tela chega).
 */
function confereAtalho(rotulo: string, href: string) {
  if (telaDisponivel(href)) {
    const lista = within(screen.getByRole('list', { name: 'Telas disponíveis' }));
    // "Agenda" também começa "Agendamento de Sala": vale o link com este rótulo e este destino
    const links = lista.getAllByRole('link', { name: new RegExp(`^${rotulo}`) });
    expect(links.map((a) => a.getAttribute('href'))).toContain(href);
  } else {
    expect(screen.queryByRole('link', { name: new RegExp(`^${rotulo}`) })).toBeNull();
    expect(document.querySelector(`a[href="${href}"]`)).toBeNull();
  }
}

const quantosAtalhos = () => screen.queryByRole('list', { name: 'Telas disponíveis' })?.querySelectorAll('li').length ?? 0;

describe('Painel do Usuário', () => {
  it('cumprimenta pelo nome, mostra os perfis e as notificações', async () => {
    preparar(['usuario']);
    renderizar(<PaginaDashboard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Painel do Usuário' })).toBeInTheDocument();
    expect(screen.getByText('Bem-vindo(a), Maria Souza!')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Seus perfis' })).getByText('Usuário')).toBeInTheDocument();
    expect(await screen.findByText('2 não lida(s)')).toBeInTheDocument();
    expect(await screen.findByText('Novidade 2', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText('• não lida')).toHaveLength(2);
  });

  it('tem atalhos para todo o menu do usuário, sem painéis de gestão para quem é só usuário', async () => {
    preparar(['usuario']);
    renderizar(<PaginaDashboard />);
    const menu: [string, string][] = [
      ['Eventos', '/eventos'], ['Meus Cursos', '/minhas-inscricoes'], ['Agenda', '/agenda'], ['Minhas Presenças', '/minhas-presencas'],
      ['Teste do Curso', '/teste'], ['Avaliações Pendentes', '/avaliacao'], ['Meus Certificados', '/certificados'],
      ['Agendamento de Sala', '/agendamento-sala'], ['Solicitar Curso', '/solicitar-curso'], ['Submissão de Trabalhos', '/submissoes'],
      ['Manual do Usuário', '/usuario/manual'], ['Escanear', '/scanner'],
    ];
    for (const [rotulo, href] of menu) confereAtalho(rotulo, href);
    expect(quantosAtalhos()).toBe(menu.filter(([, href]) => telaDisponivel(href)).length);
    expect(screen.queryByText('Painel do Instrutor')).toBeNull();
    expect(screen.queryByText('Painel do Administrador')).toBeNull();
    await screen.findByText('2 não lida(s)');
  });

  it('atalho de tela pronta navega; o de tela "Em breve" não aparece', async () => {
    preparar(['usuario', 'administrador']);
    renderizar(<PaginaDashboard />);
    expect(telaDisponivel('/usuario/manual')).toBe(true);
    expect(screen.getByRole('link', { name: /^Manual do Usuário/ })).toHaveAttribute('href', '/usuario/manual');
    expect(telaDisponivel('/submissoes')).toBe(true);
    expect(screen.getByRole('link', { name: /^Submissão de Trabalhos/ })).toHaveAttribute('href', '/submissoes');
    expect(telaDisponivel('/administrador')).toBe(false);
    expect(screen.queryByRole('link', { name: /^Painel do Administrador/ })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Em breve' })).toBeNull();
    await screen.findByText('2 não lida(s)');
  });

  it('mostra o painel do instrutor para instrutores', async () => {
    preparar(['usuario', 'instrutor']);
    renderizar(<PaginaDashboard />);
    confereAtalho('Painel do Instrutor', '/instrutor');
    expect(screen.queryByText('Painel do Administrador')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Seus perfis' })).getByText('Instrutor')).toBeInTheDocument();
    await screen.findByText('2 não lida(s)');
  });

  it('mostra os painéis de instrutor e de administrador para administradores', async () => {
    preparar(['administrador']);
    renderizar(<PaginaDashboard />);
    confereAtalho('Painel do Administrador', '/administrador');
    confereAtalho('Painel do Instrutor', '/instrutor');
    await screen.findByText('2 não lida(s)');
  });

  it('lembra de completar o cadastro quando o perfil está incompleto', async () => {
    preparar(['usuario'], { perfil_incompleto: true, cargo_id: null, campos_pendentes: ['cargo_id'] });
    renderizar(<PaginaDashboard />);
    expect(await screen.findByText(/Falta preencher: Cargo\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completar cadastro' })).toHaveAttribute('href', '/perfil');
  });

  it('sem contagem disponível, o painel continua de pé', async () => {
    preparar(['usuario']);
    servidor.use(http.get('/api/notificacoes/nao-lidas/contagem', () => HttpResponse.json({ erro: 'x', message: 'x', code: 'ERRO_INTERNO' }, { status: 500 })));
    renderizar(<PaginaDashboard />);
    expect(await screen.findByText('Novidade 1', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Acesso rápido' })).toBeInTheDocument();
  });
});
