import { apiGetBlob } from '#web/lib/api-arquivos.ts';
import { caminhoDoTermo } from './admin.ts';

/**
 * Abre o PDF do termo assinado numa nova aba. O GET precisa do token (um `<a href>` não o leva): a aba
 * abre já no clique (senão o bloqueador de janelas a barraria depois do `await`), o arquivo desce com o
 * token e a aba passa a mostrá-lo. Sem aba (bloqueada), o PDF é baixado. Em falha a aba fecha e a
 * promessa é rejeitada com o erro da API.
 */
export async function abrirTermoPdf(id: number): Promise<void> {
  const aba = window.open('', '_blank');
  try {
    const { blob, nome } = await apiGetBlob(caminhoDoTermo(id), `termo-reserva-${id}.pdf`);
    const url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'application/pdf' }));
    if (aba) aba.location.href = url;
    else {
      const a = Object.assign(document.createElement('a'), { href: url, download: nome });
      document.body.append(a);
      a.click();
      a.remove();
    }
    // a aba já leu o endereço; a folga cobre conexões lentas
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    aba?.close();
    throw err;
  }
}
