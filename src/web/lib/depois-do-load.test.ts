import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { callApi } from './api-client.ts';
import { depoisDoLoad } from './depois-do-load.ts';
import { usarServidorMsw } from '#web/testing/msw.ts';

const servidor = usarServidorMsw();

beforeEach(() => {
  document.body.innerHTML = '<main><h1>Página</h1></main>';
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('depoisDoLoad', () => {
  it('antes do load espera o evento e então o navegador ocioso', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const ocioso: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (f: () => void) => ocioso.push(f));
    const fn = vi.fn();
    depoisDoLoad(fn);
    expect(ocioso).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(fn).not.toHaveBeenCalled();
    expect(ocioso).toHaveLength(1);
    ocioso[0]!();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('com o load já passado, só espera o navegador ocioso (sem requestIdleCallback, a próxima tarefa)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const fn = vi.fn();
    depoisDoLoad(fn);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('com um pedido à API em andamento espera a resposta; se a página pede mais enquanto espera o ocioso, espera de novo', async () => {
    const liberar: (() => void)[] = [];
    servidor.use(http.get('/api/teste-lento', () => new Promise<Response>((r) => liberar.push(() => r(HttpResponse.json({ ok: true }))))));
    const ocioso: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (f: () => void) => ocioso.push(f));
    const fn = vi.fn();
    const primeiro = callApi({ method: 'GET', path: '/api/teste-lento' } as never);
    await vi.waitFor(() => expect(liberar).toHaveLength(1));
    depoisDoLoad(fn);
    expect(ocioso).toHaveLength(0); // a API ainda responde
    liberar[0]!();
    await primeiro;
    await vi.waitFor(() => expect(ocioso).toHaveLength(1));
    // enquanto o navegador não fica ocioso, a página pede os dados
    const segundo = callApi({ method: 'GET', path: '/api/teste-lento' } as never);
    await vi.waitFor(() => expect(liberar).toHaveLength(2));
    ocioso[0]!();
    expect(fn).not.toHaveBeenCalled();
    liberar[1]!();
    await segundo;
    await vi.waitFor(() => expect(ocioso).toHaveLength(2));
    ocioso[1]!();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('com a API ocupada sem parar, vai 10 s depois do load', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    servidor.use(http.get('/api/teste-eterno', () => new Promise<Response>(() => undefined)), http.get('/api/health', () => HttpResponse.json({ ok: true })));
    vi.stubGlobal('requestIdleCallback', undefined);
    void callApi({ method: 'GET', path: '/api/teste-eterno' } as never).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1); // o pedido sai
    const fn = vi.fn();
    depoisDoLoad(fn);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000); // o pedido acaba no limite de 15 s: não chama de novo
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('espera o título da página chegar ao main', async () => {
    document.body.innerHTML = '<main><p>Carregando…</p></main>';
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const fn = vi.fn();
    depoisDoLoad(fn);
    await vi.advanceTimersByTimeAsync(500);
    expect(fn).not.toHaveBeenCalled();
    document.querySelector('main')!.innerHTML = '<h1>Eventos</h1>';
    await vi.advanceTimersByTimeAsync(60);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
