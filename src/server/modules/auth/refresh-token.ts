import { randomBytes } from 'node:crypto';
import type { Selador } from '../../lib/auth/tokens.ts';

/**
 * Token de renovação: `<sessaoId>.<segredo>`, com segredo = 32 caracteres aleatórios + selo HMAC
 * de `sessaoId` e da parte aleatória. O banco guarda só o SHA-256 do segredo atual (e do anterior,
 * para a janela de tolerância da renovação). O segredo do login é aleatório; os seguintes são
 * derivados do anterior (`derivarSegredoRefresh`).
 *
 * O selo permite distinguir um segredo que este servidor emitiu para a sessão, mas que já foi
 * trocado (reuso: sinal de roubo, a sessão é revogada), de um texto forjado por quem só conhece
 * o id da sessão (que aparece no JWT de acesso): esse recebe 401 sem derrubar a sessão de ninguém.
 */
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TAM_ALEATORIO = 32;
const TAM_SELO = 22;
const SEGREDO_RE = new RegExp(`^[A-Za-z0-9_-]{${TAM_ALEATORIO + TAM_SELO}}$`);

const textoSelado = (sessaoId: string, aleatorio: string) => `refresh:${sessaoId}:${aleatorio}`;

/** Novo segredo de renovação para a sessão. */
export function gerarSegredoRefresh(selador: Selador, sessaoId: string): string {
  const aleatorio = randomBytes(24).toString('base64url');
  return aleatorio + selador.selar(textoSelado(sessaoId, aleatorio));
}

/**
 * Segredo seguinte a `segredo` na sessão, derivado dele pelo HMAC do servidor: determinístico, para que
 * duas renovações com o mesmo segredo (duas abas, nova tentativa) recebam o mesmo segredo novo
 * (decisão 010); sem a chave do servidor ninguém o calcula a partir do anterior. Tem o mesmo formato
 * (parte "aleatória" + selo) dos segredos gerados no login.
 */
export function derivarSegredoRefresh(selador: Selador, sessaoId: string, segredo: string): string {
  const base = `refresh-seguinte:${sessaoId}:${segredo}`;
  const aleatorio = (selador.selar(`${base}:1`) + selador.selar(`${base}:2`)).slice(0, TAM_ALEATORIO);
  return aleatorio + selador.selar(textoSelado(sessaoId, aleatorio));
}

export function montarRefreshToken(sessaoId: string, segredo: string): string {
  return `${sessaoId}.${segredo}`;
}

/** Lê um token de renovação; nulo se o formato ou o selo não conferem (não foi emitido aqui). */
export function lerRefreshToken(selador: Selador, token: string): { sessaoId: string; segredo: string } | null {
  const ponto = token.indexOf('.');
  if (ponto < 0) return null;
  const sessaoId = token.slice(0, ponto).toLowerCase();
  const segredo = token.slice(ponto + 1);
  if (!UUID_RE.test(sessaoId) || !SEGREDO_RE.test(segredo)) return null;
  const aleatorio = segredo.slice(0, TAM_ALEATORIO);
  const selo = segredo.slice(TAM_ALEATORIO);
  return selador.conferirSelo(textoSelado(sessaoId, aleatorio), selo) ? { sessaoId, segredo } : null;
}
