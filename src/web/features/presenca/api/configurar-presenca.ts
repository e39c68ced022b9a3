import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { presencasEndpoints } from '#shared/contracts/presencas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { dadosKeys } from '#web/lib/dados/chaves.ts';
import { presencaKeys } from './keys.ts';

/** PUT /api/turmas/:turmaId/presenca/configuracao: liga ou desliga a exigência do QR ao vivo. */
export function configurarPresenca(turmaId: number, exigeQrAoVivo: boolean) {
  return callApi<typeof presencasEndpoints.configurar>(
    { method: 'PUT', path: '/api/turmas/:turmaId/presenca/configuracao' },
    { params: { turmaId }, body: { exige_qr_ao_vivo: exigeQrAoVivo } },
  );
}

/** A resposta já é o QR ao vivo atualizado; as demais listas de presença (que mostram a exigência) recarregam. */
export function useConfigurarPresenca(turmaId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (exige: boolean) => configurarPresenca(turmaId, exige),
    onSuccess: async (dados) => {
      qc.setQueryData(presencaKeys.aoVivo(turmaId), dados);
      await qc.invalidateQueries({ queryKey: dadosKeys.presencas(), predicate: (q) => q.queryKey[1] !== 'ao-vivo' });
    },
  });
}
