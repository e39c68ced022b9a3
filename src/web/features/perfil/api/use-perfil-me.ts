import { queryOptions, useQuery } from '@tanstack/react-query';
import { perfilKeys } from './keys.ts';
import { obterPerfil } from './obter-perfil.ts';

export const perfilMeQuery = () =>
  queryOptions({ queryKey: perfilKeys.me(), queryFn: ({ signal }) => obterPerfil(signal), staleTime: 30_000, retry: false });

export function usePerfilMe() {
  return useQuery(perfilMeQuery());
}
