import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { assinaturasEndpoints, MinhaAssinatura, SalvarAssinaturaBody } from '#shared/contracts/assinaturas.ts';
import { callApi } from '#web/lib/api-client.ts';

/**
 * A assinatura de quem está logado (modal "Minha assinatura", seção do perfil, termos de reserva de
 * sala). Só tipos do contrato: este arquivo entra em páginas que não carregam o modal.
 */
export const assinaturaKeys = {
  /** Tudo de assinaturas: salvar ou remover invalida também a lista de quem pode assinar. */
  todas: () => ['assinaturas'] as const,
  minha: () => [...assinaturaKeys.todas(), 'minha'] as const,
};

/** GET /api/assinatura. */
export function obterMinhaAssinatura(signal?: AbortSignal) {
  return callApi<typeof assinaturasEndpoints.minha>({ method: 'GET', path: '/api/assinatura' }, { signal, redirecionar: true });
}

export const minhaAssinaturaQuery = () => queryOptions({ queryKey: assinaturaKeys.minha(), queryFn: ({ signal }) => obterMinhaAssinatura(signal) });

export function useMinhaAssinatura() {
  return useQuery(minhaAssinaturaQuery());
}

/** PUT /api/assinatura: imagem (data URL PNG) e/ou função. */
export function salvarAssinatura(body: SalvarAssinaturaBody) {
  return callApi<typeof assinaturasEndpoints.salvar>({ method: 'PUT', path: '/api/assinatura' }, { body, redirecionar: true });
}

/** DELETE /api/assinatura. */
export function removerAssinatura() {
  return callApi<typeof assinaturasEndpoints.remover>({ method: 'DELETE', path: '/api/assinatura' }, { redirecionar: true });
}

function aoMudar(client: ReturnType<typeof useQueryClient>, nova: MinhaAssinatura) {
  client.setQueryData(assinaturaKeys.minha(), nova);
  void client.invalidateQueries({ queryKey: assinaturaKeys.todas(), predicate: (q) => q.queryKey[1] !== 'minha' });
}

/** Erros aparecem dentro do modal (alerta com a mensagem do servidor): sem o toast central. */
export function useSalvarAssinatura() {
  const client = useQueryClient();
  return useMutation({ mutationFn: salvarAssinatura, meta: { silencioso: true }, onSuccess: (nova) => aoMudar(client, nova) });
}

export function useRemoverAssinatura() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removerAssinatura,
    meta: { silencioso: true },
    onSuccess: () => aoMudar(client, { tem_assinatura: false, funcao: null, atualizada_em: null, imagem: null }),
  });
}
