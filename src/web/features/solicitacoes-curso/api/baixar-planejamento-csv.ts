import type { solicitacoesCursoEndpoints } from '#shared/contracts/solicitacoes-curso.ts';
import { apiDownload } from '#web/lib/api-arquivos.ts';

const rotaCsv: Pick<typeof solicitacoesCursoEndpoints.planejamentoCsv, 'path'> = { path: '/api/admin/planejamento/csv' };

/** GET /api/admin/planejamento/csv?ano: baixa com o nome do Content-Disposition (ou `planejamento-ANO.csv`). */
export function baixarPlanejamentoCsv(ano: number): Promise<void> {
  return apiDownload(rotaCsv.path, `planejamento-${ano}.csv`, { query: { ano } });
}
