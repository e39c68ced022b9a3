/**
 * Copia um texto para a área de transferência: a Clipboard API e, sem ela (página sem https, navegador
 * antigo, permissão negada), uma área de texto escondida com o comando de cópia antigo.
 */
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
    return document.execCommand?.('copy') ?? false;
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
