import type { historicosEndpoints } from '#shared/contracts/historicos.ts';
import { apiDownload } from '#web/lib/api-arquivos.ts';

const rota: Pick<typeof historicosEndpoints.baixar, 'path'> = { path: '/api/historicos/meu/pdf' };

/** Baixa o PDF do histórico de formação (com a sessão); o nome vem do Content-Disposition. */
export function baixarHistorico(): Promise<void> {
  return apiDownload(rota.path, 'historico-de-formacao.pdf');
}
