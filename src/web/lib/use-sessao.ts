import { useMemo, useSyncExternalStore } from 'react';
import type { Perfil } from '#shared/rules/perfis.ts';
import { observarSessao, CHAVES, haSessao, obterPerfis, obterUsuario, type UsuarioLocal } from './sessao.ts';

export interface SessaoAtual {
  logado: boolean;
  usuario: UsuarioLocal | null;
  perfis: Perfil[];
}

/** Instantâneo estável (leitura pura): null sem sessão (haSessao); senão o JSON de `usuario` e de `perfil`. */
function instantaneo(): string | null {
  if (!haSessao()) return null;
  try {
    return `${localStorage.getItem(CHAVES.usuario) ?? ''}|${localStorage.getItem(CHAVES.perfil) ?? ''}`;
  } catch {
    return '|';
  }
}

/** Sessão do navegador, reativa (login, logout, expiração, outras abas). */
export function useSessao(): SessaoAtual {
  const marca = useSyncExternalStore(observarSessao, instantaneo);
  return useMemo(() => {
    if (marca === null) return { logado: false, usuario: null, perfis: [] };
    return { logado: true, usuario: obterUsuario(), perfis: obterPerfis() };
  }, [marca]);
}
