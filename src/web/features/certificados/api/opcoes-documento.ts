/**
 * Opções do documento escolhidas na tela (SPEC §2.8): "Palestrante" e a 2ª assinatura. Valem para o PDF e
 * para o envio por e-mail, que as mandam na query (SPEC §7: `palestrante=1`, `assinatura2_id`).
 */
export interface OpcoesDocumento {
  palestrante: boolean;
  assinatura2Id: number | null;
}

/** Só o que foi escolhido vai para a query: sem "Palestrante", nada de `palestrante`; sem 2ª, nada de `assinatura2_id`. */
export function queryDasOpcoes({ palestrante, assinatura2Id }: OpcoesDocumento): { palestrante?: '1'; assinatura2_id?: number } {
  return { ...(palestrante ? { palestrante: '1' as const } : {}), ...(assinatura2Id !== null ? { assinatura2_id: assinatura2Id } : {}) };
}
