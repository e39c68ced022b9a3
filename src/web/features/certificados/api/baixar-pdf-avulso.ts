import type { certificadosAvulsosEndpoints } from '#shared/contracts/certificados-avulsos.ts';
import { montarCaminho } from '#shared/contracts/endpoint.ts';
import { apiDownload } from '#web/lib/api-arquivos.ts';
import { queryDasOpcoes, type OpcoesDocumento } from './opcoes-documento.ts';

const rota: Pick<typeof certificadosAvulsosEndpoints.pdf, 'path'> = { path: '/api/certificados-avulsos/:id/pdf' };

/** Nome do arquivo quando o servidor não manda `Content-Disposition` (SPEC §7). */
export const nomePadraoDoPdf = (id: number) => `certificado_${id}.pdf`;

/** GET /api/certificados-avulsos/:id/pdf com as opções da tela; baixa com o nome do Content-Disposition. */
export function baixarPdfAvulso(id: number, opcoes: OpcoesDocumento): Promise<void> {
  return apiDownload(montarCaminho(rota.path, { id }), nomePadraoDoPdf(id), { query: queryDasOpcoes(opcoes) });
}
