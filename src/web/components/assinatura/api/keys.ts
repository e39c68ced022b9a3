import type { QueryClient } from '@tanstack/react-query';
import type { MinhaAssinatura } from '#shared/contracts/assinaturas.ts';

/**
 * Chaves da assinatura de quem está logado (modal "Minha assinatura", seção do perfil, termos de reserva
 * de sala). Só tipos: este arquivo entra em páginas que não carregam o modal (as chaves dos certificados
 * partem daqui).
 */
export const assinaturaKeys = {
  /** Tudo de assinaturas: salvar ou remover invalida também a lista de quem pode assinar. */
  todas: () => ['assinaturas'] as const,
  minha: () => [...assinaturaKeys.todas(), 'minha'] as const,
};

/** Depois de salvar ou remover: a resposta vira o cache da própria assinatura e as outras listas ficam velhas. */
export function trocarMinhaAssinatura(client: QueryClient, nova: MinhaAssinatura) {
  client.setQueryData(assinaturaKeys.minha(), nova);
  void client.invalidateQueries({ queryKey: assinaturaKeys.todas(), predicate: (q) => q.queryKey[1] !== 'minha' });
}
