/** Download de arquivos gerados no navegador (CSV, PDF da lista de presença). */
export function baixarArquivo(conteudo: BlobPart, tipo: string, nome: string): void {
  const url = URL.createObjectURL(new Blob([conteudo], { type: tipo }));
  const a = Object.assign(document.createElement('a'), { href: url, download: nome });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Trecho seguro para nome de arquivo: "Turma Manhã (A)" → "turma-manha-a". */
export function trechoDoNome(texto: string): string {
  return (
    texto
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'turma'
  );
}
