import { queryOptions, useQuery } from '@tanstack/react-query';
import { dadosKeys } from './chaves.ts';
import { obterPerfil, perfilRecente } from './perfil-atual.ts';

const FRESCO_MS = 30_000;

/**
 * A resposta que a guarda acabou de receber (menos de 30 s, a mesma pessoa) entra como dado inicial: o
 * painel não pede /api/perfil/me de novo nem redesenha quando a segunda resposta chega.
 */
export const perfilAtualQuery = () =>
  queryOptions({
    queryKey: dadosKeys.perfilAtual(),
    queryFn: ({ signal }) => obterPerfil(signal),
    staleTime: FRESCO_MS,
    retry: false,
    initialData: () => perfilRecente(FRESCO_MS)?.perfil,
    initialDataUpdatedAt: () => perfilRecente(FRESCO_MS)?.em,
  });

/** O perfil de quem está logado (painel, página de perfil). */
export function usePerfilAtual() {
  return useQuery(perfilAtualQuery());
}
