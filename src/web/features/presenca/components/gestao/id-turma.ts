/** O mesmo id que a API aceita (`idSchema`): inteiro de 1 a 2147483647, só dígitos, sem zero à esquerda. */
export function idDaTurma(texto: string | null | undefined): number | null {
  if (!texto || !/^[1-9]\d{0,9}$/.test(texto)) return null;
  const n = Number(texto);
  return n <= 2_147_483_647 ? n : null;
}
