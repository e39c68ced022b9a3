/** Copiar e compartilhar o link de validação (Web Share API quando existe; senão, a área de transferência). */

/** Copia um texto; sem a Clipboard API (página sem https, navegador antigo), usa uma área de texto escondida. */
export async function copiarTexto(texto: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(texto);
      return true;
    }
  } catch {
    // segue para o caminho antigo
  }
  const area = Object.assign(document.createElement('textarea'), { value: texto, readOnly: true });
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

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
