import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ehCancelamento } from './api-client.ts';
import { notificarErro } from './toast.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { silencioso?: boolean };
  }
}

/** Erros de mutação viram toast, salvo `meta.silencioso` (CONVENTIONS S6). */
export function criarQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 } },
    mutationCache: new MutationCache({
      onError: (err, _v, _c, mutation) => {
        if (mutation.meta?.silencioso || ehCancelamento(err)) return;
        notificarErro(err instanceof Error ? err.message : 'Erro inesperado.');
      },
    }),
  });
}

/** Cliente único do app: todos os provedores (páginas, barra de navegação) compartilham o cache. */
export const queryClient = criarQueryClient();
