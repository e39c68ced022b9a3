import type { resultadosAvaliacaoEndpoints } from '#shared/contracts/avaliacoes-resultados.ts';
import { apiDownload } from '#web/lib/api-arquivos.ts';
import type { FiltrosResultados } from './keys.ts';

export type FormatoExportacao = 'csv' | 'xlsx';

const rota: Pick<typeof resultadosAvaliacaoEndpoints.exportar, 'path'> = { path: '/api/avaliacoes/resultados/exportacao' };

/** Baixa as respostas sem identificação (CSV, ou XLSX com as médias por turma) com os filtros da tela. */
export function baixarAvaliacoes(filtros: FiltrosResultados, formato: FormatoExportacao): Promise<void> {
  return apiDownload(rota.path, `avaliacoes.${formato}`, { query: { ...filtros, formato } });
}
