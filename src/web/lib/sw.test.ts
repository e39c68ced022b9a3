/**
 * public/sw.js roda aqui num ambiente de service worker de mentira (self, caches, fetch), para
 * conferir as regras de cache: casca na instalação, /assets/* com stale-while-revalidate,
 * navegação pela rede com a casca de reserva e /api/* sem cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const ORIGEM = 'https://escola.test';
const fonte = fs.readFileSync(path.resolve(__dirname, '../../../public/sw.js'), 'utf8');

interface Resp {
  ok: boolean;
  status: number;
  type: string;
  corpo: string;
  headers: Headers;
  clone(): Resp;
}
const resposta = (corpo: string, tipo = 'text/javascript', status = 200): Resp => ({
  ok: status < 400,
  status,
  type: 'basic',
  corpo,
  headers: new Headers({ 'content-type': tipo }),
  clone() {
    return this;
  },
});
const chave = (r: string | { url: string }) => new URL(typeof r === 'string' ? r : r.url, ORIGEM).href;

let caixas: Map<string, Map<string, Resp>>;
let ouvintes: Record<string, (e: unknown) => void>;
let rede: ReturnType<typeof vi.fn<(pedido: unknown) => Promise<Resp>>>;
let self: { skipWaiting: ReturnType<typeof vi.fn>; clients: { claim: ReturnType<typeof vi.fn> } };

function carregar(versao = 'v1') {
  caixas ??= new Map();
  ouvintes = {};
  rede = vi.fn<(pedido: unknown) => Promise<Resp>>();
  self = { skipWaiting: vi.fn(), clients: { claim: vi.fn() } };
  const abrir = async (nome: string) => {
    if (!caixas.has(nome)) caixas.set(nome, new Map());
    const c = caixas.get(nome)!;
    return {
      match: async (r: string | { url: string }) => c.get(chave(r)),
      put: async (r: string | { url: string }, v: Resp) => void c.set(chave(r), v),
      addAll: async (lista: string[]) => {
        for (const u of lista) c.set(chave(u), (await rede({ url: chave(u) })) as Resp);
      },
    };
  };
  const caches = { open: abrir, keys: async () => [...caixas.keys()], delete: async (n: string) => caixas.delete(n) };
  const global = { ...self, location: new URL(`${ORIGEM}/sw.js?v=${versao}`), addEventListener: (t: string, f: (e: unknown) => void) => (ouvintes[t] = f) };
  new Function('self', 'caches', 'fetch', fonte)(global, caches, (r: unknown) => rede(r));
}

/** Dispara um fetch no worker; devolve a resposta (ou undefined se ele deixou passar). */
async function buscar(caminho: string, { modo = 'cors', metodo = 'GET' } = {}) {
  let respondeu: Promise<Resp> | undefined;
  const extras: Promise<unknown>[] = [];
  ouvintes.fetch!({
    request: { url: new URL(caminho, ORIGEM).href, method: metodo, mode: modo, headers: new Headers() },
    respondWith: (p: Promise<Resp>) => (respondeu = p),
    waitUntil: (p: Promise<unknown>) => extras.push(p),
  });
  const r = await respondeu;
  await Promise.all(extras);
  return r;
}

async function evento(tipo: 'install' | 'activate') {
  let espera: Promise<unknown> = Promise.resolve();
  ouvintes[tipo]!({ waitUntil: (p: Promise<unknown>) => (espera = p) });
  await espera;
}

beforeEach(() => {
  caixas = new Map();
  carregar();
});

describe('service worker (public/sw.js)', () => {
  it('guarda a casca do app na instalação e assume sem esperar', async () => {
    rede.mockImplementation(async (r) => resposta(`casca ${new URL((r as { url: string }).url).pathname}`, 'text/html'));
    await evento('install');
    expect([...caixas.get('escola-da-saude-v1')!.keys()]).toEqual([`${ORIGEM}/`, `${ORIGEM}/manifest.webmanifest`, `${ORIGEM}/favicon.svg`]);
    expect(self.skipWaiting).toHaveBeenCalled();
  });

  it('nunca intercepta /api/*, outras origens nem métodos que não sejam GET', async () => {
    expect(await buscar('/api/perfil/me')).toBeUndefined();
    expect(await buscar('/api')).toBeUndefined();
    expect(await buscar('https://outro.site/assets/x.js')).toBeUndefined();
    expect(await buscar('/assets/x.js', { metodo: 'POST' })).toBeUndefined();
    expect(await buscar('/api/docs', { modo: 'navigate' })).toBeUndefined();
    expect(rede).not.toHaveBeenCalled();
  });

  it('/assets/*: stale-while-revalidate (responde do cache e atualiza em segundo plano)', async () => {
    rede.mockResolvedValueOnce(resposta('versão 1')).mockResolvedValue(resposta('versão 2'));
    expect((await buscar('/assets/index-a1.js'))!.corpo).toBe('versão 1');
    expect((await buscar('/assets/index-a1.js'))!.corpo).toBe('versão 1');
    expect(rede).toHaveBeenCalledTimes(2);
    expect((await buscar('/assets/index-a1.js'))!.corpo).toBe('versão 2');
  });

  it('navegação: rede primeiro e guarda a casca; sem rede, a casca guardada', async () => {
    rede.mockResolvedValueOnce(resposta('<html>nova</html>', 'text/html'));
    expect((await buscar('/eventos', { modo: 'navigate' }))!.corpo).toBe('<html>nova</html>');
    rede.mockRejectedValueOnce(new TypeError('offline'));
    expect((await buscar('/perfil', { modo: 'navigate' }))!.corpo).toBe('<html>nova</html>');
  });

  it('a ativação apaga os caches de versões anteriores e assume as abas abertas', async () => {
    caixas.set('escola-da-saude-velha', new Map());
    caixas.set('outro-app', new Map());
    caixas.set('escola-da-saude-v1', new Map());
    await evento('activate');
    expect([...caixas.keys()].sort()).toEqual(['escola-da-saude-v1', 'outro-app']);
    expect(self.clients.claim).toHaveBeenCalled();
  });
});
