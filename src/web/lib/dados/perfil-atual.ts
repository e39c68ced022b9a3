import type { perfilEndpoints } from '#shared/contracts/perfil.ts';
import { callApi } from '../api-client.ts';
import { definirPerfilIncompleto } from '../perfil-flag.ts';

/**
 * GET /api/perfil/me; também atualiza a marca de perfil incompleto (SPEC §4).
 * Sem TanStack Query de propósito: o guard usa esta função e está no pacote inicial
 * (o `queryOptions` do mesmo dado fica em `use-perfil-atual.ts`).
 * Passa pela renovação normal: um token vencido ou com relógio adiantado é trocado pelo refresh_token.
 */
export async function obterPerfil(signal?: AbortSignal) {
  const perfil = await callApi<typeof perfilEndpoints.obter>({ method: 'GET', path: '/api/perfil/me' }, { signal });
  definirPerfilIncompleto(perfil.perfil_incompleto);
  return perfil;
}
