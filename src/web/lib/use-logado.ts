import { useSyncExternalStore } from 'react';
import { assinarSessao, CHAVES, obterToken } from './sessao.ts';

/** Há sessão: um token válido, ou a pessoa guardada por uma sessão de cookie. */
function logadoAgora(): boolean {
  if (obterToken()) return true;
  try {
    return localStorage.getItem(CHAVES.usuario) !== null;
  } catch {
    return false;
  }
}

/**
 * Só "há alguém logado?" (reativo). Fica no pacote inicial; quem precisa do nome e dos perfis usa
 * useSessao, que só a barra de navegação baixa.
 */
export function useLogado(): boolean {
  return useSyncExternalStore(assinarSessao, logadoAgora);
}
