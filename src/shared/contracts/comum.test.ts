import { describe, expect, it } from 'vitest';
import { IdParamsSchema, idSchema } from './comum.ts';

describe('idSchema: o mesmo id estrito nos caminhos e nos corpos', () => {
  it('aceita inteiros de 1 a 2147483647, como número JSON ou texto só de dígitos', () => {
    for (const [entrada, saida] of [[1, 1], ['1', 1], ['3', 3], [2_147_483_647, 2_147_483_647], ['2147483647', 2_147_483_647]] as const) {
      expect(idSchema().parse(entrada), String(entrada)).toBe(saida);
    }
  });

  it('recusa toda outra escrita do mesmo número e tudo fora da faixa de um integer do PostgreSQL', () => {
    const ruins: unknown[] = [
      '0x3', '1e0', ' 3', '3 ', '+3', '-3', '03', '0001', '3.0', '3.', '', '0', 0, -1, 1.5, 2_147_483_648, '2147483648',
      '99999999999', Number.MAX_SAFE_INTEGER + 2, Infinity, NaN, 'NaN', true, [3], { id: 3 }, null, undefined,
    ];
    for (const v of ruins) {
      const r = IdParamsSchema.safeParse({ id: v });
      expect(r.success, JSON.stringify(v)).toBe(false);
      expect(r.error?.issues.map((i) => i.message), JSON.stringify(v)).toEqual(['ID inválido.']);
    }
  });
});
