import type { certificadosEndpoints } from '#shared/contracts/certificados.ts';
import { montarCaminho } from '#shared/contracts/endpoint.ts';
import { nomeDoArquivo } from '#shared/rules/certificado.ts';
import { apiDownload } from '#web/lib/api-arquivos.ts';

const rota: Pick<typeof certificadosEndpoints.pdf, 'path'> = { path: '/api/certificados/:id/pdf' };

/** Baixa o PDF do certificado (com a sessão); o nome vem do Content-Disposition, senão do número. */
export function baixarPdf(certificado: { id: number; numero: string }): Promise<void> {
  return apiDownload(montarCaminho(rota.path, { id: certificado.id }), nomeDoArquivo(certificado.numero));
}
