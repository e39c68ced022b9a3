import { queryOptions, useQuery } from '@tanstack/react-query';
import { dadosKeys } from './chaves.ts';
import { obterPerfil } from './perfil-atual.ts';

export const perfilAtualQuery = () =>
  queryOptions({ queryKey: dadosKeys.perfilAtual(), queryFn: ({ signal }) => obterPerfil(signal), staleTime: 30_000, retry: false });

/** O perfil de quem está logado (painel, página de perfil). */
export function usePerfilAtual() {
  return useQuery(perfilAtualQuery());
}
