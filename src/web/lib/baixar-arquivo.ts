/** O download de um arquivo já no navegador (CSV, PDF, SVG, PNG, .ics): um lugar só para o link temporário. */

/** Dispara o download de `conteudo` com o nome dado; o endereço temporário é liberado logo depois. */
export function baixarBlob(conteudo: Blob, nome: string): void {
  const url = URL.createObjectURL(conteudo);
  const a = Object.assign(document.createElement('a'), { href: url, download: nome, rel: 'noopener' });
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** O mesmo, a partir dos bytes ou do texto e do tipo. */
export function baixarConteudo(conteudo: BlobPart, tipo: string, nome: string): void {
  baixarBlob(new Blob([conteudo], { type: tipo }), nome);
}
