/** Copiar e compartilhar o link de validação (Web Share API quando existe; senão, a área de transferência). */

import { copiarTexto } from '#web/lib/copiar-texto.ts';

export type ResultadoCompartilhar = 'compartilhado' | 'copiado' | 'cancelado' | 'falhou';

/**
 * Abre a folha de compartilhamento do aparelho; sem ela, copia o link. Cancelar a folha não é erro.
 */
export async function compartilharLink(dados: { titulo: string; texto: string; url: string }): Promise<ResultadoCompartilhar> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: dados.titulo, text: dados.texto, url: dados.url });
      return 'compartilhado';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelado';
      // recusado pelo navegador (sem gesto, sem permissão): copia em vez disso
    }
  }
  return (await copiarTexto(dados.url)) ? 'copiado' : 'falhou';
}
