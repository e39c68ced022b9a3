/*
 * Service worker da Escola da Saúde (SPEC §2.7, §9; DESIGN §2 "PWA").
 *
 * - Casca do app ("/", manifesto, ícone): guardada na instalação. Navegações vão primeiro à rede
 *   (cada deploy aparece na hora); sem rede, ou se ela demorar mais que 3 s, vale a casca guardada.
 * - /assets/* (nomes com hash, imutáveis) e os arquivos da casca: stale-while-revalidate.
 * - /api/* nunca passa pelo cache, nem outras origens, nem métodos que não sejam GET.
 *
 * A versão vem do endereço de registro (`/sw.js?v=<arquivo de entrada>`): um deploy novo instala
 * um worker novo, que assume as abas abertas (skipWaiting + clients.claim) e apaga os caches antigos.
 * A página avisa "Atualização aplicada — recarregando…" e recarrega (src/web/lib/registrar-sw.ts).
 */
/* global self, caches */
const VERSAO = new URL(self.location.href).searchParams.get('v') || 'dev';
const CACHE = `escola-da-saude-${VERSAO}`;
const CASCA = ['/', '/manifest.webmanifest', '/favicon.svg'];
const ESPERA_REDE_MS = 3000;

self.addEventListener('install', (evento) => {
  evento.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(CASCA))
      .catch(() => undefined) // sem rede na instalação: o cache se enche com o uso
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (evento) => {
  evento.waitUntil(
    caches
      .keys()
      .then((nomes) => Promise.all(nomes.filter((n) => n.startsWith('escola-da-saude-') && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

function ehApi(url) {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

function guardavel(resposta) {
  return Boolean(resposta && resposta.ok && resposta.status === 200 && resposta.type === 'basic');
}

const ehHtml = (resposta) => (resposta.headers.get('content-type') || '').includes('text/html');

/** Devolve o que há no cache na hora e atualiza em segundo plano. */
async function staleWhileRevalidate(evento, pedido) {
  const cache = await caches.open(CACHE);
  const guardada = await cache.match(pedido);
  const daRede = fetch(pedido)
    .then((resposta) => {
      if (guardavel(resposta)) return cache.put(pedido, resposta.clone()).then(() => resposta);
      return resposta;
    })
    .catch(() => undefined);
  if (guardada) {
    evento.waitUntil(daRede);
    return guardada;
  }
  const resposta = await daRede;
  return resposta || Response.error();
}

/** Navegação: rede primeiro (com limite de espera); sem resposta, a casca guardada. */
async function redePrimeiro(pedido) {
  const cache = await caches.open(CACHE);
  const daRede = fetch(pedido).then((resposta) => {
    if (guardavel(resposta) && ehHtml(resposta)) void cache.put('/', resposta.clone());
    return resposta;
  });
  daRede.catch(() => undefined); // a falha é tratada abaixo; evita rejeição solta se o cache responder antes
  const limite = new Promise((resolver) => setTimeout(resolver, ESPERA_REDE_MS));
  try {
    const primeira = await Promise.race([daRede, limite]);
    if (primeira) return primeira;
    const guardada = await cache.match('/');
    return guardada || (await daRede);
  } catch {
    const guardada = await cache.match('/');
    return guardada || Response.error();
  }
}

self.addEventListener('fetch', (evento) => {
  const pedido = evento.request;
  if (pedido.method !== 'GET' || pedido.headers.has('range')) return;
  const url = new URL(pedido.url);
  if (url.origin !== self.location.origin || ehApi(url)) return;
  if (pedido.mode === 'navigate') {
    evento.respondWith(redePrimeiro(pedido));
    return;
  }
  if (url.pathname.startsWith('/assets/') || CASCA.includes(url.pathname)) {
    evento.respondWith(staleWhileRevalidate(evento, pedido));
  }
});
