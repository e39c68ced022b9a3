/**
 * Depois do `load`, com o navegador ocioso (main.tsx, só em produção): registra o service worker e, para
 * quem está logado, deixa no cache dele o que /presenca e /scanner precisam para abrir sem internet (a
 * sala de aula costuma ter rede ruim). O worker guarda /assets/* que passam por ele (public/sw.js); aqui
 * garantimos que passem, uma vez por versão:
 *  - os arquivos destas páginas (e o do jsQR, onde não há BarcodeDetector) são baixados com o worker já
 *    no controle da página — só baixados (`fetch`), não executados: executar o jsQR e as páginas custava
 *    uma tarefa longa de 150–650 ms no celular simulado, no meio do carregamento da página aberta;
 *  - o que a página baixou antes de o worker assumir (primeira visita, ou um deploy novo, cujo worker
 *    apaga o cache anterior) é pedido de novo, agora passando por ele.
 */
import { enderecoDoWorker, registrarServiceWorker } from '#web/lib/registrar-sw.ts';
import { observarSessao, haSessao, obterUsuario } from '#web/lib/sessao.ts';

/** Versão do app cujos arquivos já foram guardados para uso offline. */
export const CHAVE_OFFLINE = 'offline:versao';

const logado = () => haSessao() || obterUsuario() !== null;

function jaGuardada(versao: string): boolean {
  try {
    return localStorage.getItem(CHAVE_OFFLINE) === versao;
  } catch {
    return true; // sem armazenamento, não tenta a cada página
  }
}

/** Os /assets/* desta origem que a página já baixou. */
function assetsBaixados(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((u) => {
      const url = new URL(u, location.href);
      return url.origin === location.origin && url.pathname.startsWith('/assets/');
    });
}

/**
 * Os arquivos de /presenca e /scanner (com as dependências) e, depois da barra, os do leitor jsQR:
 * "a.js,b.js|c.js". O build troca o marcador pela lista (plugin `escola:pedacos-offline` no
 * vite.config.ts); fora do build o marcador fica e as páginas vêm por import(), como antes.
 */
export const PEDACOS_OFFLINE = '__ESCOLA_PEDACOS_OFFLINE__';

/** Os endereços da lista do build; nulo fora do build (o marcador continua lá). */
export function arquivosOffline(lista: string, comLeitor: boolean): string[] | null {
  const [paginas, leitor] = lista.split('|');
  if (leitor === undefined) return null;
  return [...(paginas ?? '').split(','), ...(comLeitor ? leitor.split(',') : [])].filter(Boolean).map((nome) => new URL(nome, new URL('/assets/', location.href)).href);
}

/** Baixa `urls` passando pelo worker, poucos de cada vez: vinte `fetch` juntos eram uma tarefa longa no celular. */
async function baixarAosPoucos(urls: string[], exigirOk: boolean): Promise<void> {
  const fila = [...urls];
  const baixarUm = async (u: string) => {
    const resposta = await fetch(u).catch((err: unknown) => (exigirOk ? Promise.reject(err) : undefined));
    if (exigirOk && !resposta?.ok) throw new Error(`${resposta?.status ?? 'sem resposta'} em ${u}`);
  };
  const trabalhador = async () => {
    for (let u = fila.shift(); u !== undefined; u = fila.shift()) await baixarUm(u);
  };
  await Promise.all([trabalhador(), trabalhador(), trabalhador(), trabalhador()]);
}

/** Baixa, passando pelo worker que controla a página, tudo o que /presenca e /scanner usam. */
export async function guardarParaOffline(versao: string, lista = PEDACOS_OFFLINE): Promise<void> {
  if (jaGuardada(versao)) return;
  const baixados = assetsBaixados();
  const arquivos = arquivosOffline(lista, !('BarcodeDetector' in window));
  if (arquivos) {
    // o que a página já tinha passa de novo pelo worker (uma falha aqui não importa: ele se enche com o
    // uso); o que falta tem de chegar, senão a versão fica por guardar e tenta na próxima abertura
    await baixarAosPoucos(baixados, false);
    await baixarAosPoucos(
      arquivos.filter((u) => !baixados.includes(u)),
      true,
    );
  } else {
    const refazer = baixados.map((u) => fetch(u).catch(() => undefined));
    // os mesmos pedaços que rotas.ts baixa (import dinâmico dos mesmos arquivos), sem trazer a tabela de
    // rotas para cá: importá-la daqui faria o pacote inicial crescer
    const paginas = [import('./routes/publico/presenca.tsx'), import('./routes/publico/scanner.tsx'), import('./provedor-consultas.tsx')];
    const leitor = 'BarcodeDetector' in window ? [] : [import('jsqr')];
    await Promise.all(refazer);
    await Promise.all([...paginas, ...leitor]);
  }
  localStorage.setItem(CHAVE_OFFLINE, versao);
}

/** Resolve quando o worker desta versão (`/sw.js?v=…`) controlar a página. */
function quandoControlada(versao: string): Promise<void> {
  const sw = navigator.serviceWorker;
  const endereco = new URL(enderecoDoWorker(versao), location.href).href;
  const controlada = () => sw.controller?.scriptURL === endereco;
  if (controlada()) return Promise.resolve();
  return new Promise((resolver) => {
    const aoTrocar = () => {
      if (!controlada()) return;
      sw.removeEventListener('controllerchange', aoTrocar);
      resolver();
    };
    sw.addEventListener('controllerchange', aoTrocar);
  });
}

/** Só com alguém logado (agora ou quando entrar): a confirmação de presença pede login. */
function quandoLogado(): Promise<void> {
  if (logado()) return Promise.resolve();
  return new Promise((resolver) => {
    const cancelar = observarSessao(() => {
      if (!logado()) return;
      cancelar();
      resolver();
    });
  });
}

export function prepararOffline(versao: string): void {
  registrarServiceWorker(versao);
  if (!('serviceWorker' in navigator) || jaGuardada(versao)) return;
  void Promise.all([quandoControlada(versao), quandoLogado()])
    .then(() => guardarParaOffline(versao))
    .catch(() => undefined);
}
