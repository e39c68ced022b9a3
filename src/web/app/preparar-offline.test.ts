import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAVES } from '#web/lib/sessao.ts';
import { jwtDeTeste } from '#web/testing/jwt.ts';
import { CHAVE_OFFLINE, prepararOffline } from './preparar-offline.ts';

const carregadas: string[] = [];
vi.mock('#web/lib/registrar-sw.ts', async (original) => ({ ...(await original<object>()), registrarServiceWorker: vi.fn() }));
vi.mock('./routes/publico/presenca.tsx', () => (carregadas.push('presenca'), { default: () => null }));
vi.mock('./routes/publico/scanner.tsx', () => (carregadas.push('scanner'), { default: () => null }));
vi.mock('./provedor-consultas.tsx', () => (carregadas.push('provedor'), { default: () => null }));
vi.mock('jsqr', () => (carregadas.push('jsqr'), { default: () => null }));
const { registrarServiceWorker } = await import('#web/lib/registrar-sw.ts');

const VERSAO = 'http://localhost:3000/assets/index-abc123.js';
const ESTE_WORKER = `${location.origin}/sw.js?v=index-abc123.js`;

class WorkerFalso extends EventTarget {
  controller: { scriptURL: string } | null = null;
}
let sw: WorkerFalso;
const rede = vi.fn(async (_url: string) => new Response(''));
const assumir = (scriptURL: string) => {
  sw.controller = { scriptURL };
  sw.dispatchEvent(new Event('controllerchange'));
};
const esperar = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  vi.clearAllMocks();
  sw = new WorkerFalso();
  Object.defineProperty(navigator, 'serviceWorker', { value: sw, configurable: true });
  vi.stubGlobal('fetch', rede);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { name: `${location.origin}/assets/index-abc123.js` },
    { name: `${location.origin}/assets/index-abc123.css` },
    { name: `${location.origin}/api/perfil/me` },
    { name: 'https://fonts.exemplo.com/assets/fonte.woff2' },
  ] as PerformanceEntry[]);
  localStorage.setItem(CHAVES.token, jwtDeTeste());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('preparar /presenca e /scanner para abrir sem internet', () => {
  it('registra o worker e, quando ele assume a página, baixa de novo os /assets já usados e os pedaços das páginas', async () => {
    prepararOffline(VERSAO);
    expect(registrarServiceWorker).toHaveBeenCalledWith(VERSAO);
    await esperar();
    expect(rede).not.toHaveBeenCalled(); // ainda sem worker no controle: nada passaria pelo cache dele

    assumir(`${location.origin}/sw.js?v=index-velho.js`); // o worker da versão anterior não serve
    await esperar();
    expect(rede).not.toHaveBeenCalled();

    assumir(ESTE_WORKER);
    await vi.waitFor(() => expect(localStorage.getItem(CHAVE_OFFLINE)).toBe(VERSAO));
    expect(rede.mock.calls.map((c) => String(c[0]))).toEqual([`${location.origin}/assets/index-abc123.js`, `${location.origin}/assets/index-abc123.css`]);
    expect(carregadas).toEqual(expect.arrayContaining(['presenca', 'scanner', 'provedor', 'jsqr']));
  });

  it('uma vez por versão', async () => {
    localStorage.setItem(CHAVE_OFFLINE, VERSAO);
    sw.controller = { scriptURL: ESTE_WORKER };
    prepararOffline(VERSAO);
    await esperar();
    expect(registrarServiceWorker).toHaveBeenCalled();
    expect(rede).not.toHaveBeenCalled();
  });

  it('sem ninguém logado espera a pessoa entrar', async () => {
    localStorage.clear();
    sw.controller = { scriptURL: ESTE_WORKER };
    prepararOffline(VERSAO);
    await esperar();
    expect(rede).not.toHaveBeenCalled();

    localStorage.setItem(CHAVES.token, jwtDeTeste());
    window.dispatchEvent(new Event('sessao:mudou'));
    await vi.waitFor(() => expect(localStorage.getItem(CHAVE_OFFLINE)).toBe(VERSAO));
  });
});
