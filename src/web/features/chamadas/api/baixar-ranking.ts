import type { gestaoDaRevisaoEndpoints } from '#shared/contracts/revisao-gestao.ts';
import { montarCaminho } from '#shared/contracts/endpoint.ts';
import { apiDownload } from '#web/lib/api-arquivos.ts';
import { exigirChamadaId } from './ids.ts';

const rota: Pick<typeof gestaoDaRevisaoEndpoints.exportarRanking, 'path'> = { path: '/api/admin/chamadas/:chamadaId/ranking/exportacao' };

/** GET /api/admin/chamadas/:chamadaId/ranking/exportacao: o ranking (geral ou de uma linha) em CSV ou XLSX. */
export function baixarRanking(chamadaId: unknown, linhaId: number | null, formato: 'csv' | 'xlsx'): Promise<void> {
  const id = exigirChamadaId(chamadaId);
  return apiDownload(montarCaminho(rota.path, { chamadaId: id }), `ranking-chamada-${id}.${formato}`, {
    query: linhaId === null ? { formato } : { formato, linha_id: linhaId },
  });
}
