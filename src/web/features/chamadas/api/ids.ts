/**
 * Conferência dos ids antes de chamar a API (SPEC §5): `chamadaId` obrigatório e numérico, `submissaoId`
 * obrigatório no envio do pôster. Um id que falta ou não é número é defeito da tela, não da pessoa: a
 * chamada nem sai, e o erro diz qual id.
 */

const ID_RE = /^[1-9]\d{0,9}$/;

function exigirId(valor: unknown, obrigatorio: string, invalido: string): number {
  if (valor === undefined || valor === null || valor === '') throw new Error(obrigatorio);
  const texto = typeof valor === 'number' ? (Number.isInteger(valor) ? String(valor) : '') : String(valor).trim();
  if (!ID_RE.test(texto) || Number(texto) > 2_147_483_647) throw new Error(invalido);
  return Number(texto);
}

/** O `chamadaId` como número; sem ele, "chamadaId é obrigatório"; fora de um inteiro positivo, "chamadaId inválido". */
export const exigirChamadaId = (valor: unknown): number => exigirId(valor, 'chamadaId é obrigatório', 'chamadaId inválido');

/** O `submissaoId` como número; sem ele, "submissaoId é obrigatório". */
export const exigirSubmissaoId = (valor: unknown): number => exigirId(valor, 'submissaoId é obrigatório', 'submissaoId inválido');
