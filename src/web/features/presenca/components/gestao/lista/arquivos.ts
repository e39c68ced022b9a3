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
