import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TipoAvaliacao } from '#shared/rules/chamadas.ts';
import type { gestaoDaRevisaoEndpoints } from '#shared/contracts/revisao-gestao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { exigirChamadaId } from './ids.ts';
import { chamadasKeys } from './keys.ts';

export interface PedidoAtribuicaoAutomatica {
  tipo: TipoAvaliacao;
  /** Falso: só a prévia (nada muda). */
  aplicar: boolean;
  /** A marca da prévia vista (ao aplicar): se as atribuições mudaram desde ela, 409 e nada é gravado. */
  previa?: string;
}

/** POST /api/admin/chamadas/:chamadaId/atribuicao-automatica: a prévia, ou a gravação da prévia vista. */
export function atribuicaoAutomatica(chamadaId: unknown, pedido: PedidoAtribuicaoAutomatica) {
  const id = exigirChamadaId(chamadaId);
  return callApi<typeof gestaoDaRevisaoEndpoints.atribuicaoAutomatica>(
    { method: 'POST', path: '/api/admin/chamadas/:chamadaId/atribuicao-automatica' },
    { params: { chamadaId: id }, body: pedido },
  );
}

/** A prévia não muda nada no servidor; a gravação invalida as consultas das chamadas. */
export function useAtribuicaoAutomatica(chamadaId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pedido: PedidoAtribuicaoAutomatica) => atribuicaoAutomatica(chamadaId, pedido),
    meta: { silencioso: true },
    onSuccess: (r) => (r.aplicada ? qc.invalidateQueries({ queryKey: chamadasKeys.todas }) : undefined),
  });
}
