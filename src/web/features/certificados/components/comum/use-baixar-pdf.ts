import { useState } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { notificarErro } from '#web/lib/toast.ts';
import { baixarPdf } from '../../api/baixar-pdf.ts';

/**
 * "Baixar PDF" com o estado de espera de cada certificado (um por vez na linha). A recusa do servidor
 * (cancelado, substituído) aparece como veio; falha de rede ou do servidor, com o texto do SPEC §8.
 */
export function useBaixarPdf() {
  const [baixando, setBaixando] = useState<number | null>(null);
  async function baixar(certificado: { id: number; numero: string }) {
    setBaixando(certificado.id);
    try {
      await baixarPdf(certificado);
    } catch (err) {
      notificarErro(err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : 'Erro ao gerar PDF.');
    } finally {
      setBaixando(null);
    }
  }
  return { baixando, baixar };
}
