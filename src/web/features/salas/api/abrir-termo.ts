import { montarCaminho } from '#shared/contracts/endpoint.ts';
import type { salasEndpoints } from '#shared/contracts/salas.ts';
import { apiGetBlob } from '#web/lib/api-arquivos.ts';
import { baixarBlob } from '#web/lib/baixar-arquivo.ts';

const rotaTermo: Pick<typeof salasEndpoints.termoPdf, 'path'> = { path: '/api/admin/salas/reservas/:id/termo' };

/** Caminho do PDF do termo de uso assinado de um pedido. */
const caminhoDoTermo = (id: number) => montarCaminho(rotaTermo.path, { id });

/**
 * GET /api/admin/salas/reservas/:id/termo: abre o PDF do termo assinado numa nova aba. O GET precisa do
 * token (um `<a href>` não o leva): a aba abre já no clique (senão o bloqueador de janelas a barraria
 * depois do `await`), o arquivo desce com o token e a aba passa a mostrá-lo. Sem aba (bloqueada), o PDF
 * é baixado. Em falha a aba fecha e a promessa é rejeitada com o erro da API.
 */
export async function abrirTermoPdf(id: number): Promise<void> {
  const aba = window.open('', '_blank');
  try {
    const { blob, nome } = await apiGetBlob(caminhoDoTermo(id), `termo-reserva-${id}.pdf`);
    const pdf = blob.type ? blob : new Blob([blob], { type: 'application/pdf' });
    if (!aba) return baixarBlob(pdf, nome);
    const url = URL.createObjectURL(pdf);
    aba.location.href = url;
    // a aba já leu o endereço; a folga cobre conexões lentas
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    aba?.close();
    throw err;
  }
}
