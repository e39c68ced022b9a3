import { useEffect, useSyncExternalStore } from 'react';
import { observarSessao, haSessao, obterToken } from './sessao.ts';

/**
 * Só "há alguém logado?" (reativo; token válido ou sessão por cookie confirmada nesta aba). Fica no
 * pacote inicial; quem precisa do nome e dos perfis usa useSessao, que só a barra de navegação baixa.
 * O token vencido é limpo num efeito, fora do render (o getSnapshot é puro).
 */
export function useLogado(): boolean {
  useEffect(() => void obterToken());
  return useSyncExternalStore(observarSessao, haSessao);
}
