import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenovacaoSchema } from '#shared/contracts/auth.ts';
import type { presencasEndpoints } from '#shared/contracts/presencas.ts';
import { HealthSchema } from '#shared/contracts/sistema.ts';
import { jwtDeTeste } from '#web/testing/jwt.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { apiGet, apiPost, ApiError, callApi, definirNavegacao, montarUrl, requisitar } from './api-client.ts';
import { apiBaseUrl } from './config.ts';
import { lerPerfilIncompleto } from './perfil-flag.ts';
import { CHAVES, obterToken } from './sessao.ts';

const servidor = usarServidorMsw();
const saudavel = () => http.get('/api/health', () => respostaDoContrato(HealthSchema, { status: 'ok', banco: 'pglite', versao: 'teste' }));
const usuario = { id: 7, nome: 'Ana Souza', email: 'ana@exemplo.gov.br', perfil: 'usuario' as const, perfis: ['usuario' as const], roles: ['usuario' as const] };

async function erroDe(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('esperava uma falha');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
  definirNavegacao((para) => window.location.assign(para));
});

describe('montarUrl', () => {
  it('acrescenta o prefixo /api quando falta e mantém quando já existe', () => {
    expect(montarUrl('/eventos')).toBe('/api/eventos');
    expect(montarUrl('eventos')).toBe('/api/eventos');
    expect(montarUrl('/api/eventos')).toBe('/api/eventos');
    expect(montarUrl('/api')).toBe('/api');
  });

  it('descarta parâmetros vazios, nulos, NaN e "nan"', () => {
    const url = montarUrl('/x', { a: 1, b: '', c: null, d: undefined, e: Number.NaN, f: 'NaN', g: 'nan', h: 0, i: false });
    expect(url).toBe('/api/x?a=1&h=0&i=false');
  });

  it('troca http por https em hosts remotos, mas não em localhost nem em IP', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'http://api.escola.gov.br/');
    expect(montarUrl('/eventos')).toBe('https://api.escola.gov.br/api/eventos');
    vi.stubEnv('VITE_API_BASE_URL', 'http://localhost:3001');
    expect(montarUrl('/eventos')).toBe('http://localhost:3001/api/eventos');
    vi.stubEnv('VITE_API_BASE_URL', 'http://192.168.0.10:3001');
    expect(montarUrl('/eventos')).toBe('http://192.168.0.10:3001/api/eventos');
    vi.stubEnv('VITE_API_BASE_URL', 'http://[::1]:3001');
    expect(montarUrl('/eventos')).toBe('http://[::1]:3001/api/eventos');
    vi.stubEnv('VITE_API_BASE_URL', 'http://escola.localhost:3001');
    expect(montarUrl('/eventos')).toBe('http://escola.localhost:3001/api/eventos');
    vi.stubEnv('VITE_API_BASE_URL', 'http://localhost.exemplo.com');
    expect(montarUrl('/eventos')).toBe('https://localhost.exemplo.com/api/eventos');
    vi.stubEnv('VITE_API_BASE_URL', '/');
    expect(montarUrl('/eventos')).toBe('/api/eventos');
  });

  it('em produção sem base configurada avisa "VITE_API_BASE_URL ausente em produção."', () => {
    vi.stubEnv('VITE_API_BASE_URL', '');
    vi.stubEnv('PROD', true);
    expect(() => apiBaseUrl()).toThrow('VITE_API_BASE_URL ausente em produção.');
  });
});

describe('cabeçalhos', () => {
  it('envia Bearer sem o prefixo "Bearer " guardado, os cabeçalhos de fuso e data, e JSON no corpo', async () => {
    const token = jwtDeTeste();
    localStorage.setItem(CHAVES.token, `Bearer ${token}`);
    sessionStorage.setItem(CHAVES.debug, '1');
    let visto: Request | undefined;
    servidor.use(
      http.post('/api/coisas', ({ request }) => {
        visto = request.clone();
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiPost('/coisas', { nome: 'x' });
    const h = visto!.headers;
    expect(h.get('authorization')).toBe(`Bearer ${token}`);
    expect(h.get('x-timezone')).toBeTruthy();
    expect(h.get('x-timezone-offset')).toMatch(/^-?\d+$/);
    expect(h.get('x-client-date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(h.get('x-client-now')!).toString()).not.toBe('Invalid Date');
    expect(h.get('x-date-only')).toBe('1');
    expect(h.get('x-debug-conflitos')).toBe('1');
    expect(h.get('content-type')).toBe('application/json');
    expect(visto!.credentials).toBe('include');
    expect(visto!.cache).toBe('no-store');
    expect(await visto!.json()).toEqual({ nome: 'x' });
  });

  it('sem token não manda Authorization; sem corpo não manda Content-Type; sem debug não manda o cabeçalho', async () => {
    let visto: Headers | undefined;
    servidor.use(http.get('/api/coisas', ({ request }) => ((visto = request.headers), HttpResponse.json([]))));
    await apiGet('/coisas');
    expect(visto!.has('authorization')).toBe(false);
    expect(visto!.has('content-type')).toBe(false);
    expect(visto!.has('x-debug-conflitos')).toBe(false);
  });

  it('um Blob vai cru no corpo, com o Content-Type de quem chamou (não vira JSON)', async () => {
    let visto: Headers | undefined;
    servidor.use(http.put('/api/arquivos', ({ request }) => ((visto = request.headers), HttpResponse.json({ ok: true }))));
    const espiao = vi.spyOn(globalThis, 'fetch');
    const arquivo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await requisitar('PUT', '/api/arquivos', { body: arquivo, headers: { 'Content-Type': 'image/png' } });
    expect(espiao.mock.calls[0]![1]!.body).toBe(arquivo);
    expect(visto!.get('content-type')).toBe('image/png');
    espiao.mockRestore();
  });

  it('atualiza a marca de perfil incompleto pelo cabeçalho X-Perfil-Incompleto', async () => {
    servidor.use(http.get('/api/coisas', () => HttpResponse.json({}, { headers: { 'X-Perfil-Incompleto': '1' } })));
    await apiGet('/coisas');
    expect(lerPerfilIncompleto()).toBe(true);
  });
});

describe('catálogo de erros', () => {
  it('401 sem corpo vira "Não autorizado (401)"; com corpo usa erro e depois message', async () => {
    servidor.use(http.get('/api/a', () => new HttpResponse(null, { status: 401 })));
    expect((await erroDe(apiGet('/a'))).message).toBe('Não autorizado (401)');
    servidor.use(http.get('/api/a', () => respostaDeErro(401, 'Sessão expirada.', 'NAO_AUTENTICADO')));
    const e = await erroDe(apiGet('/a'));
    expect(e.message).toBe('Sessão expirada.');
    expect(e.code).toBe('NAO_AUTENTICADO');
  });

  it('403 sem mensagem vira "Sem permissão (403)"', async () => {
    servidor.use(http.get('/api/a', () => new HttpResponse(null, { status: 403 })));
    const e = await erroDe(apiGet('/a'));
    expect([e.message, e.status, e.code]).toEqual(['Sem permissão (403)', 403, 'SEM_PERMISSAO']);
  });

  it('outros status: erro, depois message, depois o texto, depois "HTTP {status}"', async () => {
    servidor.use(http.get('/api/a', () => HttpResponse.json({ erro: 'Turma lotada.', message: 'outra' }, { status: 422 })));
    expect((await erroDe(apiGet('/a'))).message).toBe('Turma lotada.');
    servidor.use(http.get('/api/a', () => HttpResponse.json({ message: 'Só message.' }, { status: 409 })));
    expect((await erroDe(apiGet('/a'))).message).toBe('Só message.');
    servidor.use(http.get('/api/a', () => HttpResponse.text('Bad gateway do proxy', { status: 502 })));
    expect((await erroDe(apiGet('/a'))).message).toBe('Bad gateway do proxy');
    servidor.use(http.get('/api/a', () => new HttpResponse(null, { status: 418 })));
    const e = await erroDe(apiGet('/a'));
    expect([e.message, e.status, e.code]).toEqual(['HTTP 418', 418, 'HTTP']);
  });

  it('401 com redirecionar limpa a sessão e vai para /login?next=<caminho e query>', async () => {
    localStorage.setItem(CHAVES.token, jwtDeTeste());
    localStorage.setItem(CHAVES.usuario, JSON.stringify(usuario));
    localStorage.setItem(CHAVES.tema, 'dark');
    window.history.pushState({}, '', '/perfil?a=1');
    const navegar = vi.fn();
    definirNavegacao(navegar);
    servidor.use(http.get('/api/a', () => respostaDeErro(401, 'Sessão expirada.', 'NAO_AUTENTICADO')));
    await erroDe(apiGet('/a', { redirecionar: true }));
    expect(navegar).toHaveBeenCalledWith('/login?next=%2Fperfil%3Fa%3D1');
    expect(localStorage.getItem(CHAVES.token)).toBeNull();
    expect(localStorage.getItem(CHAVES.usuario)).toBeNull();
    expect(localStorage.getItem(CHAVES.tema)).toBe('dark');
  });

  it('403 com redirecionar vai para /dashboard; sem a opção não navega', async () => {
    const navegar = vi.fn();
    definirNavegacao(navegar);
    servidor.use(http.get('/api/a', () => new HttpResponse(null, { status: 403 })));
    await erroDe(apiGet('/a'));
    expect(navegar).not.toHaveBeenCalled();
    await erroDe(apiGet('/a', { redirecionar: true }));
    expect(navegar).toHaveBeenCalledWith('/dashboard');
  });
});

describe('rede', () => {
  it('numa falha de rede sonda /api/health e repete uma vez', async () => {
    let tentativas = 0;
    let sondas = 0;
    servidor.use(
      http.get('/api/health', () => (sondas++, respostaDoContrato(HealthSchema, { status: 'ok', banco: 'pglite', versao: 't' }))),
      http.get('/api/a', () => (++tentativas === 1 ? HttpResponse.error() : HttpResponse.json({ ok: 1 }))),
    );
    await expect(apiGet('/a')).resolves.toEqual({ ok: 1 });
    expect([tentativas, sondas]).toEqual([2, 1]);
  });

  it('se a sonda também falha: "Falha de rede ou CORS" com status 0, sem repetir', async () => {
    let tentativas = 0;
    servidor.use(
      http.get('/api/health', () => HttpResponse.error()),
      http.get('/api/a', () => (tentativas++, HttpResponse.error())),
    );
    const e = await erroDe(apiGet('/a'));
    expect([e.message, e.status, e.code, tentativas]).toEqual(['Falha de rede ou CORS', 0, 'REDE', 1]);
  });

  it('a repetição que falha de novo também dá "Falha de rede ou CORS"', async () => {
    servidor.use(saudavel(), http.get('/api/a', () => HttpResponse.error()));
    expect((await erroDe(apiGet('/a'))).message).toBe('Falha de rede ou CORS');
  });

  it('depois de 15 s sem resposta: "Tempo de resposta excedido."', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    servidor.use(
      http.get('/api/health', async () => (await delay('infinite'), HttpResponse.json({}))),
      http.get('/api/lento', async () => (await delay('infinite'), HttpResponse.json({}))),
    );
    const pedido = erroDe(apiGet('/lento'));
    await vi.advanceTimersByTimeAsync(15_000); // a chamada esgota
    await vi.advanceTimersByTimeAsync(15_000); // a sonda também
    const e = await pedido;
    expect([e.message, e.status, e.code]).toEqual(['Tempo de resposta excedido.', 0, 'TEMPO_ESGOTADO']);
  });

  it('cancelamento por quem chamou não vira erro de rede nem repete', async () => {
    servidor.use(http.get('/api/lento', async () => (await delay('infinite'), HttpResponse.json({}))));
    // relógio parado: se o cancelamento esperasse o limite de 15 s, a promessa nunca terminaria
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const ctl = new AbortController();
      const p = apiGet('/lento', { signal: ctl.signal });
      ctl.abort();
      await expect(p).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('renovação do token', () => {
  const renovado = jwtDeTeste({ sub: 7 });
  const refresh = () =>
    http.post('/api/auth/refresh', async ({ request }) => {
      expect(await request.json()).toEqual({ refresh_token: 'r-antigo' });
      return respostaDoContrato(RenovacaoSchema, { token: renovado, refresh_token: 'r-novo', usuario });
    });

  it('com o token vencido e um refresh_token, renova antes de chamar', async () => {
    localStorage.setItem(CHAVES.token, jwtDeTeste({ expEm: -10 }));
    localStorage.setItem(CHAVES.refresh, 'r-antigo');
    let bearer: string | null = null;
    servidor.use(refresh(), http.get('/api/a', ({ request }) => ((bearer = request.headers.get('authorization')), HttpResponse.json({}))));
    await apiGet('/a');
    expect(bearer).toBe(`Bearer ${renovado}`);
    expect(localStorage.getItem(CHAVES.refresh)).toBe('r-novo');
  });

  it('um 401 com refresh_token renova e repete a chamada uma vez', async () => {
    localStorage.setItem(CHAVES.token, jwtDeTeste());
    localStorage.setItem(CHAVES.refresh, 'r-antigo');
    let chamadas = 0;
    servidor.use(
      refresh(),
      http.get('/api/a', ({ request }) => {
        chamadas++;
        return request.headers.get('authorization') === `Bearer ${renovado}` ? HttpResponse.json({ ok: true }) : new HttpResponse(null, { status: 401 });
      }),
    );
    await expect(apiGet('/a')).resolves.toEqual({ ok: true });
    expect(chamadas).toBe(2);
    expect(obterToken()).toBe(renovado);
  });

  it('se outra aba já renovou enquanto esta esperava a trava, usa o token novo sem gastar o refresh', async () => {
    const recusado = jwtDeTeste({ sub: 7, expEm: 600 });
    localStorage.setItem(CHAVES.token, recusado);
    localStorage.setItem(CHAVES.refresh, 'r-antigo');
    let refreshes = 0;
    servidor.use(
      http.post('/api/auth/refresh', () => (refreshes++, HttpResponse.json({}))),
      http.get('/api/a', ({ request }) => {
        if (request.headers.get('authorization') === `Bearer ${renovado}`) return HttpResponse.json({ ok: true });
        // a outra aba grava a sessão renovada antes de esta aba pegar a trava
        localStorage.setItem(CHAVES.token, renovado);
        localStorage.setItem(CHAVES.refresh, 'r-novo');
        return new HttpResponse(null, { status: 401 });
      }),
    );
    await expect(apiGet('/a')).resolves.toEqual({ ok: true });
    expect(refreshes).toBe(0);
    expect(localStorage.getItem(CHAVES.refresh)).toBe('r-novo');
  });

  it.each([502, 503, 500])('renovação que falha com %i (deploy, proxy) mantém o refresh_token e devolve o 401', async (status) => {
    localStorage.setItem(CHAVES.token, jwtDeTeste());
    localStorage.setItem(CHAVES.refresh, 'r-antigo');
    servidor.use(
      http.post('/api/auth/refresh', () => new HttpResponse(null, { status })),
      http.get('/api/a', () => new HttpResponse(null, { status: 401 })),
    );
    expect((await erroDe(apiGet('/a'))).status).toBe(401);
    expect(localStorage.getItem(CHAVES.refresh)).toBe('r-antigo');
  });

  it('renovação com 403 também descarta o refresh_token', async () => {
    localStorage.setItem(CHAVES.token, jwtDeTeste());
    localStorage.setItem(CHAVES.refresh, 'r-antigo');
    servidor.use(
      http.post('/api/auth/refresh', () => respostaDeErro(403, 'Sessão revogada.', 'SEM_PERMISSAO')),
      http.get('/api/a', () => new HttpResponse(null, { status: 401 })),
    );
    expect((await erroDe(apiGet('/a'))).status).toBe(401);
    expect(localStorage.getItem(CHAVES.refresh)).toBeNull();
  });

  it('renovação recusada descarta o refresh_token e devolve o 401', async () => {
    localStorage.setItem(CHAVES.token, jwtDeTeste());
    localStorage.setItem(CHAVES.refresh, 'r-antigo');
    servidor.use(
      http.post('/api/auth/refresh', () => respostaDeErro(401, 'Sessão expirada.', 'NAO_AUTENTICADO')),
      http.get('/api/a', () => new HttpResponse(null, { status: 401 })),
    );
    expect((await erroDe(apiGet('/a'))).status).toBe(401);
    expect(localStorage.getItem(CHAVES.refresh)).toBeNull();
  });
});

describe('callApi', () => {
  it('monta o caminho com parâmetros codificados, query e corpo', async () => {
    let url = '';
    servidor.use(http.get('/api/itens/:id', ({ request }) => ((url = request.url), HttpResponse.json({ id: 1 }))));
    await callApi({ method: 'GET', path: '/api/itens/:id' }, { params: { id: 'a b' }, query: { pagina: 2, vazio: '' } } as never);
    expect(new URL(url).pathname).toBe('/api/itens/a%20b');
    expect(new URL(url).search).toBe('?pagina=2');
  });

  it('os parâmetros de caminho vêm do contrato: o nome errado ou a falta deles não compila', async () => {
    let url = '';
    servidor.use(http.get('/api/turmas/:turmaId/presencas', ({ request }) => ((url = request.url), HttpResponse.json({}))));
    type DaTurma = typeof presencasEndpoints.daTurma;
    await callApi<DaTurma>({ method: 'GET', path: '/api/turmas/:turmaId/presencas' }, { params: { turmaId: 7 } });
    expect(new URL(url).pathname).toBe('/api/turmas/7/presencas');
    const tipados = () => {
      // @ts-expect-error `id` não é parâmetro de /api/turmas/:turmaId/presencas
      void callApi<DaTurma>({ method: 'GET', path: '/api/turmas/:turmaId/presencas' }, { params: { id: 7 } });
      // @ts-expect-error sem os parâmetros do caminho
      void callApi<DaTurma>({ method: 'GET', path: '/api/turmas/:turmaId/presencas' });
      // @ts-expect-error rota sem parâmetros de caminho não aceita params
      void callApi<typeof presencasEndpoints.turmas>({ method: 'GET', path: '/api/presencas/turmas' }, { params: { id: 1 } });
    };
    expect(typeof tipados).toBe('function'); // só a checagem de tipos (npm run typecheck) roda este corpo
  });

  it('204 devolve undefined', async () => {
    servidor.use(http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    await expect(apiPost('/auth/logout', {})).resolves.toBeUndefined();
  });
});
