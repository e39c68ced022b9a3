import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAVES } from '#web/lib/sessao.ts';
import { jwtDeTeste } from '#web/testing/jwt.ts';
import { CHAVE_OFFLINE, guardarParaOffline, PEDACOS_OFFLINE, prepararOffline } from './preparar-offline.ts';

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

  it('fora do build (o marcador não foi trocado) as páginas vêm por import()', () => {
    expect(PEDACOS_OFFLINE).toBe('__ESCOLA_PEDACOS_OFFLINE__');
  });
});

describe('com a lista do build: só baixa os arquivos, sem executá-los', () => {
  const url = (nome: string) => `${location.origin}/assets/${nome}`;
  const LISTA = 'presenca-1.js,index-abc123.js,comum-2.js|jsqr-3.js';

  it('baixa os arquivos das páginas e do jsQR que a página ainda não tinha, e marca a versão', async () => {
    carregadas.length = 0;
    await guardarParaOffline(VERSAO, LISTA);
    const pedidos = rede.mock.calls.map((c) => String(c[0]));
    // os já baixados passam de novo pelo worker (uma vez), e os que faltam descem
    expect(pedidos.sort()).toEqual([url('index-abc123.css'), url('index-abc123.js'), url('presenca-1.js'), url('comum-2.js'), url('jsqr-3.js')].sort());
    expect(carregadas).toEqual([]); // nada foi executado
    expect(localStorage.getItem(CHAVE_OFFLINE)).toBe(VERSAO);
  });

  it('com BarcodeDetector o jsQR não desce', async () => {
    vi.stubGlobal('BarcodeDetector', class {});
    await guardarParaOffline(VERSAO, LISTA);
    const pedidos = rede.mock.calls.map((c) => String(c[0]));
    expect(pedidos).toContain(url('presenca-1.js'));
    expect(pedidos).not.toContain(url('jsqr-3.js'));
    expect(localStorage.getItem(CHAVE_OFFLINE)).toBe(VERSAO);
  });

  it('um arquivo que não veio (sem rede, 404) deixa a versão por guardar: tenta na próxima abertura', async () => {
    rede.mockImplementation(async (u: string) => new Response('', { status: String(u).endsWith('comum-2.js') ? 404 : 200 }));
    await expect(guardarParaOffline(VERSAO, LISTA)).rejects.toThrow('404');
    expect(localStorage.getItem(CHAVE_OFFLINE)).toBeNull();
    rede.mockImplementation(async () => new Response(''));
  });

  it('baixa poucos de cada vez (no máximo 4 pedidos juntos)', async () => {
    let noAr = 0;
    let pico = 0;
    rede.mockImplementation(async () => {
      pico = Math.max(pico, ++noAr);
      await new Promise((r) => setTimeout(r, 5));
      noAr--;
      return new Response('');
    });
    await guardarParaOffline(VERSAO, Array.from({ length: 12 }, (_, i) => `p${i}.js`).join(',') + '|jsqr.js');
    expect(rede).toHaveBeenCalledTimes(15); // 2 já baixados + 12 + o jsQR
    expect(pico).toBe(4);
    expect(localStorage.getItem(CHAVE_OFFLINE)).toBe(VERSAO);
    rede.mockImplementation(async () => new Response(''));
  });
});
