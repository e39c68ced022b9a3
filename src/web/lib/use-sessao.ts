import { useMemo, useSyncExternalStore } from 'react';
import type { Perfil } from '#shared/rules/perfis.ts';
import { assinarSessao, CHAVES, obterPerfis, obterToken, obterUsuario, type UsuarioLocal } from './sessao.ts';

export interface SessaoAtual {
  logado: boolean;
  usuario: UsuarioLocal | null;
  perfis: Perfil[];
}

/** Instantâneo estável: null sem sessão; o JSON de `usuario` (ou '') com token ou sessão por cookie. */
function instantaneo(): string | null {
  const token = obterToken();
  let bruto: string | null = null;
  try {
    bruto = localStorage.getItem(CHAVES.usuario);
  } catch {
    /* sem armazenamento */
  }
  if (!token && !bruto) return null;
  return `${bruto ?? ''}|${localStorage.getItem(CHAVES.perfil) ?? ''}`;
}

/** Sessão do navegador, reativa (login, logout, expiração, outras abas). */
export function useSessao(): SessaoAtual {
  const marca = useSyncExternalStore(assinarSessao, instantaneo);
  return useMemo(() => {
    if (marca === null) return { logado: false, usuario: null, perfis: [] };
    return { logado: true, usuario: obterUsuario(), perfis: obterPerfis() };
  }, [marca]);
}
