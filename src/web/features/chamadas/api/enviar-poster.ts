import { useMutation, useQueryClient } from '@tanstack/react-query';
import { montarCaminho, type EndpointResponse } from '#shared/contracts/endpoint.ts';
import type { submissoesEndpoints } from '#shared/contracts/submissoes.ts';
import { CAMPO_MULTIPART } from '#shared/rules/chamadas.ts';
import { apiUpload } from '#web/lib/api-arquivos.ts';
import { exigirSubmissaoId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

const rota: Pick<typeof submissoesEndpoints.enviarPoster, 'method' | 'path'> = { method: 'POST', path: '/api/submissoes/:submissaoId/poster' };

/** POST /api/submissoes/:submissaoId/poster (SPEC §7): envia ou troca o pôster, multipart no campo `poster`. */
export function enviarPoster(submissaoId: unknown, arquivo: Blob, aoProgresso?: (fracao: number) => void) {
  const id = exigirSubmissaoId(submissaoId);
  return apiUpload<EndpointResponse<typeof submissoesEndpoints.enviarPoster>>(montarCaminho(rota.path, { submissaoId: id }), arquivo, CAMPO_MULTIPART.poster, { aoProgresso });
}

export interface EnvioPoster {
  submissaoId: number;
  arquivo: File;
  aoProgresso?: (fracao: number) => void;
}

/** Silencioso: o campo do arquivo mostra a recusa. */
export function useEnviarPoster() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ submissaoId, arquivo, aoProgresso }: EnvioPoster) => enviarPoster(submissaoId, arquivo, aoProgresso),
    meta: { silencioso: true },
    onSettled: () => qc.invalidateQueries({ queryKey: chamadasKeys.todas }),
  });
}
