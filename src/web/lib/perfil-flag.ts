/**
 * Marca de perfil incompleto (SPEC §4): desconhecida / true / false. Vem do cabeçalho
 * X-Perfil-Incompleto (1 → true, 0 → false) e de /api/perfil/me; sincronizada entre abas pelo
 * BroadcastChannel `perfil:bc` e nesta aba pelo evento `perfil:flag`.
 */
import { CHAVES } from './sessao.ts';

export type EstadoPerfil = boolean | null;
const CANAL = 'perfil:bc';
const EVENTO = 'perfil:flag';
let canal: BroadcastChannel | null = null;

function obterCanal(): BroadcastChannel | null {
  if (canal || typeof BroadcastChannel === 'undefined') return canal;
  canal = new BroadcastChannel(CANAL);
  canal.onmessage = (e: MessageEvent<EstadoPerfil>) => gravar(e.data, false);
  return canal;
}

export function lerPerfilIncompleto(): EstadoPerfil {
  const v = sessionStorage.getItem(CHAVES.perfilIncompleto);
  return v === '1' ? true : v === '0' ? false : null;
}

function gravar(valor: EstadoPerfil, difundir: boolean): void {
  if (valor === lerPerfilIncompleto()) return;
  if (valor === null) sessionStorage.removeItem(CHAVES.perfilIncompleto);
  else sessionStorage.setItem(CHAVES.perfilIncompleto, valor ? '1' : '0');
  window.dispatchEvent(new CustomEvent<EstadoPerfil>(EVENTO, { detail: valor }));
  if (difundir) obterCanal()?.postMessage(valor);
}

export function definirPerfilIncompleto(valor: EstadoPerfil): void {
  gravar(valor, true);
}

/** Lê o cabeçalho de uma resposta: "1" true, "0" false, outro valor → nada muda (desconhecido). */
export function atualizarPeloCabecalho(valor: string | null): void {
  if (valor === '1') definirPerfilIncompleto(true);
  else if (valor === '0') definirPerfilIncompleto(false);
}

export function observarPerfilIncompleto(fn: (v: EstadoPerfil) => void): () => void {
  obterCanal();
  const h = (e: Event) => fn((e as CustomEvent<EstadoPerfil>).detail);
  window.addEventListener(EVENTO, h);
  return () => window.removeEventListener(EVENTO, h);
}
