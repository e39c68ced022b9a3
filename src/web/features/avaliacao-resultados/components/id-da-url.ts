/** Id positivo de um parâmetro da URL (`?turma=12`); qualquer outra coisa vira nulo. */
export function idDaUrl(valor: string | null): number | null {
  if (!valor || !/^[1-9]\d{0,9}$/.test(valor)) return null;
  const n = Number(valor);
  return n <= 2_147_483_647 ? n : null;
}
