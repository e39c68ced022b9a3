import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BrowserRouter, MemoryRouter, useLocation } from '#web/lib/roteador.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenovacaoSchema } from '#shared/contracts/auth.ts';
import { ContagemNaoLidasSchema } from '#shared/contracts/notificacoes.ts';
import { PerfilMeSchema } from '#shared/contracts/perfil.ts';
import type { Perfil } from '#shared/rules/perfis.ts';
import { definirPerfilIncompleto } from '#web/lib/perfil-flag.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { CHAVES, salvarSessao } from '#web/lib/sessao.ts';
import { jwtDeTeste } from '#web/testing/jwt.ts';
import { perfilDeTeste, sessaoDeTeste } from '#web/testing/fixtures-perfil.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { AppRoutes, tituloDoDocumento } from './router.tsx';

const servidor = usarServidorMsw();

function LocalAtual() {
  const loc = useLocation();
  return <output data-testid="local">{loc.pathname + loc.search}</output>;
}

/** Só o que o roteador e a moldura pedem; as páginas podem pedir mais (qualquer /api responde 404). */
function api({ perfil = perfilDeTeste(), semSessao = false } = {}) {
  servidor.use(
    http.get('/api/perfil/me', () => (semSessao ? respostaDeErro(401, 'Não autenticado.', 'NAO_AUTENTICADO') : respostaDoContrato(PerfilMeSchema, perfil))),
    http.get('/api/notificacoes/nao-lidas/contagem', () => respostaDoContrato(ContagemNaoLidasSchema, { totalNaoLidas: 0, total: 0 })),
    http.all('/api/*', () => respostaDeErro(404, 'Rota da API não encontrada.', 'ROTA_NAO_ENCONTRADA')),
  );
}

function entrarComo(perfis: Perfil[]) {
  salvarSessao(sessaoDeTeste({ perfis, roles: perfis, perfil: perfis.includes('administrador') ? 'administrador' : perfis[0] }));
}

function abrir(caminho: string, estado?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: caminho.split('?')[0]!, search: caminho.includes('?') ? `?${caminho.split('?')[1]}` : '', state: estado }]}>
      <AppRoutes />
      <LocalAtual />
    </MemoryRouter>,
  );
}

const local = () => screen.getByTestId('local').textContent;
const chegaEm = (caminho: string) => waitFor(() => expect(local()).toBe(caminho), { timeout: 3000 });

// O cliente de consultas e a marca de perfil são únicos no app: desmonta, cancela o que estava no ar
// e zera tudo, para um teste não herdar respostas atrasadas do anterior.
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await queryClient.cancelQueries();
  await new Promise((r) => setTimeout(r, 30));
  queryClient.clear();
  definirPerfilIncompleto(null);
});

describe('roteador e guarda', () => {
  it('rota pública abre sem sessão e põe o título da rota no documento', async () => {
    api({ semSessao: true });
    abrir('/sobre');
    await waitFor(() => expect(document.title).toBe('Sobre a Escola — Escola da Saúde'));
    expect(local()).toBe('/sobre');
    expect(tituloDoDocumento('Escola da Saúde')).toBe('Escola da Saúde');
  });

  it('a ajuda pública abre sem sessão (o rodapé leva quem não entrou para lá)', async () => {
    api({ semSessao: true });
    abrir('/ajuda-publica');
    await waitFor(() => expect(document.title).toBe('Ajuda — Escola da Saúde'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajuda' }, { timeout: 3000 })).toBeInTheDocument();
    expect(local()).toBe('/ajuda-publica');
  });

  it('rota privada sem token e sem sessão por cookie vai para /login?next=<caminho e query>', async () => {
    api({ semSessao: true });
    abrir('/perfil?a=1');
    await chegaEm('/login?next=%2Fperfil%3Fa%3D1');
  });

  it('rota privada sem token mas com sessão por cookie abre a página', async () => {
    api();
    abrir('/eventos');
    await waitFor(() => expect(document.title).toBe('Eventos — Escola da Saúde'));
    expect(local()).toBe('/eventos');
  });

  it('a sessão por cookie confirmada pela guarda fica marcada na aba e a moldura mostra a barra de navegação', async () => {
    api();
    abrir('/eventos');
    expect(await screen.findByRole('button', { name: 'Usuário' }, { timeout: 3000 })).toBeInTheDocument();
    expect(sessionStorage.getItem(CHAVES.sessaoConfirmada)).toBe('1');
    expect(localStorage.getItem(CHAVES.usuario)).toContain('Maria da Silva');
  });

  it('enquanto consulta o perfil mostra "Carregando…"', async () => {
    api();
    entrarComo(['usuario']);
    abrir('/eventos');
    expect(screen.getAllByText('Carregando…').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByText('Carregando…')).toBeNull());
  });

  it('perfil sem permissão vai para /dashboard e daí para /usuario/dashboard', async () => {
    api();
    entrarComo(['usuario']);
    abrir('/administrador');
    await chegaEm('/usuario/dashboard');
  });

  it('instrutor abre rota de instrutor; administrador abre qualquer uma', async () => {
    api({ perfil: perfilDeTeste({ perfis: ['instrutor'], roles: ['instrutor'], perfil: 'instrutor' }) });
    entrarComo(['instrutor']);
    abrir('/agenda-instrutor');
    await waitFor(() => expect(document.title).toBe('Agenda — Escola da Saúde'));
    expect(local()).toBe('/agenda-instrutor');
  });

  it('perfil incompleto vai para /perfil (forçado) e volta à origem quando a marca vira falsa', async () => {
    api({ perfil: perfilDeTeste({ perfil_incompleto: true, cargo_id: null, campos_pendentes: ['cargo_id'] }) });
    entrarComo(['usuario']);
    abrir('/eventos?aba=2');
    await chegaEm('/perfil');
    act(() => definirPerfilIncompleto(false));
    await chegaEm('/eventos?aba=2');
  });

  it.each(['/perfil', '/atualizar-cadastro', '/usuario/manual', '/manual', '/ajuda'])('%s é isento da checagem de perfil completo', async (caminho) => {
    api({ perfil: perfilDeTeste({ perfil_incompleto: true, cargo_id: null, campos_pendentes: ['cargo_id'] }) });
    entrarComo(['usuario']);
    abrir(caminho);
    // a guarda só entrega a página (o h1 dela) quando decidiu não redirecionar: é a prova, sem esperar um tempo
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 3000 })).toBeInTheDocument();
    expect(local()).toBe(caminho);
  });

  it('/perfil forçado com o perfil já completo volta à origem (ou a /dashboard)', async () => {
    api();
    entrarComo(['usuario']);
    definirPerfilIncompleto(false);
    abrir('/perfil', { forcado: true, origem: '/certificados' });
    await chegaEm('/certificados');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/x'])('/perfil forçado com origem insegura (%s) volta para /dashboard', async (origem) => {
    api();
    entrarComo(['usuario']);
    definirPerfilIncompleto(false);
    abrir('/perfil', { forcado: true, origem });
    await chegaEm('/usuario/dashboard');
  });

  it('caminho desconhecido vai para /login', async () => {
    api({ semSessao: true });
    abrir('/nao-existe/mesmo');
    await chegaEm('/login');
  });

  it('caminho .html perde o sufixo e mantém a query', async () => {
    api({ semSessao: true });
    abrir('/privacidade.html?x=1');
    await chegaEm('/privacidade?x=1');
  });

  it.each([
    ['/presenca/12.html', '/presenca/12'],
    ['/presenca/12.html?t=abc', '/presenca/12?t=abc'],
    ['/redefinir-senha/tok-123.html', '/redefinir-senha/tok-123'],
    ['/admin/chamadas/5.html?x=1', '/login?next=%2Fadmin%2Fchamadas%2F5%3Fx%3D1'],
  ])('.html sai antes de casar as rotas: %s → %s', async (caminho, esperado) => {
    api({ semSessao: true });
    abrir(caminho);
    await chegaEm(esperado);
  });

  it('//evil.example.html vira o caminho da mesma origem /evil.example (sem SecurityError nem tela de erro)', async () => {
    const erros = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api({ semSessao: true });
    window.history.pushState(null, '', '/.//evil.example.html'); // o navegador fica com pathname "//evil.example.html"
    expect(window.location.pathname).toBe('//evil.example.html');
    try {
      render(
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>,
      );
      await waitFor(() => expect(window.location.pathname).toBe('/login'), { timeout: 3000 });
      expect(window.location.origin).toBe('http://localhost:3000');
      expect(screen.queryByRole('heading', { name: 'Ocorreu um erro inesperado' })).toBeNull();
      expect(erros.mock.calls.flat().join(' ')).not.toMatch(/SecurityError/);
    } finally {
      cleanup();
      window.history.replaceState(null, '', '/');
    }
  });

  it.each(['/presenca/abc', '/avaliar/12a', '/turmas/presencas/x1', '/admin/chamadas/dez/submissoes'])('parâmetro numérico com letras (%s) vai para /login', async (caminho) => {
    api({ semSessao: true });
    abrir(caminho);
    await chegaEm('/login');
  });

  it('/validar-presenca redireciona para /presenca com turma e t', async () => {
    api({ semSessao: true });
    abrir(`/validar-presenca?codigo=${encodeURIComponent('https://escola.gov.br/presenca/31?t=tk')}`);
    await chegaEm('/presenca?turma=31&t=tk');
  });

  it('/dashboard leva a /usuario/dashboard', async () => {
    api();
    entrarComo(['usuario']);
    abrir('/dashboard');
    await chegaEm('/usuario/dashboard');
  });

  it('token vencido no servidor (relógio adiantado) com refresh_token válido: a guarda renova e abre a página', async () => {
    const renovado = jwtDeTeste({ sub: 1, expEm: 1200 });
    api();
    servidor.use(
      http.get('/api/perfil/me', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${renovado}` ? respostaDoContrato(PerfilMeSchema, perfilDeTeste()) : new HttpResponse(null, { status: 401 }),
      ),
      http.post('/api/auth/refresh', () => respostaDoContrato(RenovacaoSchema, { ...sessaoDeTeste(), token: renovado, refresh_token: 'r-novo' })),
    );
    entrarComo(['usuario']);
    abrir('/certificados');
    await waitFor(() => expect(document.title).toBe('Meus Certificados — Escola da Saúde'), { timeout: 3000 });
    expect(local()).toBe('/certificados');
    expect(localStorage.getItem(CHAVES.token)).toBe(renovado);
    expect(localStorage.getItem(CHAVES.refresh)).toBe('r-novo');
  });

  it('401 na guarda com a renovação fora do ar (503): a sessão e o refresh_token ficam', async () => {
    api();
    servidor.use(
      http.get('/api/perfil/me', () => new HttpResponse(null, { status: 401 })),
      http.post('/api/auth/refresh', () => respostaDeErro(503, 'Serviço indisponível.', 'HTTP')),
    );
    entrarComo(['usuario']);
    abrir('/certificados');
    await waitFor(() => expect(document.title).toBe('Meus Certificados — Escola da Saúde'), { timeout: 3000 });
    // a página só aparece depois da consulta que falhou: a guarda já decidiu manter a sessão
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 3000 })).toBeInTheDocument();
    expect(local()).toBe('/certificados');
    expect(localStorage.getItem(CHAVES.refresh)).toBe('sessao.segredo-de-teste');
    expect(localStorage.getItem(CHAVES.usuario)).not.toBeNull();
  });

  it('a sessão some (401 na sonda com token revogado, refresh recusado) e a rota privada vai para o login', async () => {
    api();
    servidor.use(
      http.get('/api/perfil/me', () => new HttpResponse(null, { status: 401 })),
      http.post('/api/auth/refresh', () => respostaDeErro(401, 'Sessão expirada.', 'NAO_AUTENTICADO')),
    );
    entrarComo(['usuario']);
    abrir('/certificados');
    await chegaEm('/login?next=%2Fcertificados');
    expect(localStorage.getItem(CHAVES.refresh)).toBeNull();
    expect(localStorage.getItem(CHAVES.usuario)).toBeNull();
  });
});
