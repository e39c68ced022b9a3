import type { perfilEndpoints } from '#shared/contracts/perfil.ts';
import { callApi } from '../api-client.ts';
import { definirPerfilIncompleto } from '../perfil-flag.ts';
import { obterUsuario } from '../sessao.ts';

type Perfil = Awaited<ReturnType<typeof obterPerfil>>;
/** A última resposta (a da guarda, na abertura): o painel e a página de perfil a reusam em vez de pedir de novo. */
let ultimo: { perfil: Perfil; em: number } | undefined;

/**
 * GET /api/perfil/me; também atualiza a marca de perfil incompleto (SPEC §4).
 * Sem TanStack Query de propósito: o guard usa esta função e está no pacote inicial
 * (o `queryOptions` do mesmo dado fica em `use-perfil-atual.ts`).
 * Passa pela renovação normal: um token vencido ou com relógio adiantado é trocado pelo refresh_token.
 */
export async function obterPerfil(signal?: AbortSignal) {
  const perfil = await callApi<typeof perfilEndpoints.obter>({ method: 'GET', path: '/api/perfil/me' }, { signal });
  definirPerfilIncompleto(perfil.perfil_incompleto);
  ultimo = { perfil, em: Date.now() };
  return perfil;
}

/** Esquece a última resposta (os testes começam sem ela). */
export function esquecerPerfilRecente(): void {
  ultimo = undefined;
}

/** A última resposta, se tem menos de `idadeMaxima` ms e é de quem está na sessão agora. */
export function perfilRecente(idadeMaxima: number): { perfil: Perfil; em: number } | undefined {
  return ultimo && Date.now() - ultimo.em < idadeMaxima && ultimo.perfil.id === obterUsuario()?.id ? ultimo : undefined;
}
