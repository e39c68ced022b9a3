import { describe, expect, it } from 'vitest';
import {
  DataDoCalendarioSchema,
  DataSchema,
  IdParamsSchema,
  idSchema,
  MENSAGEM_ANO_FORA_DO_CALENDARIO,
  MENSAGEM_DATA_FORA_DOS_LIMITES,
} from './comum.ts';

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

describe('DataSchema: toda data de entrada entre 1900 e 2100', () => {
  const mensagens = (v: unknown) => DataSchema.safeParse(v).error?.issues.map((i) => i.message);

  it('aceita datas reais de 1900-01-01 a 2100-12-31', () => {
    for (const v of ['1900-01-01', '2024-02-29', '2026-05-10', '2100-12-31']) expect(DataSchema.parse(v), v).toBe(v);
  });

  it('recusa anos fora da faixa com uma mensagem só (nada de somar um ano a 9999 no banco)', () => {
    for (const v of ['9999-01-01', '9999-12-31', '2101-01-01', '1899-12-31', '0100-01-01', '1000-06-15']) {
      expect(mensagens(v), v).toEqual([MENSAGEM_DATA_FORA_DOS_LIMITES]);
    }
    expect(MENSAGEM_DATA_FORA_DOS_LIMITES).toBe('A data deve estar entre os anos 1900 e 2100.');
  });

  it('formato e dia inexistente continuam com as mensagens de antes, uma por data', () => {
    expect(mensagens('2026-02-31')).toEqual(['Data inválida.']);
    expect(mensagens('0000-01-01')).toEqual(['Data inválida.']);
    expect(mensagens('10000-01-01')).toEqual(['Data inválida (use AAAA-MM-DD).']);
    expect(mensagens('+010000-01-01')).toEqual(['Data inválida (use AAAA-MM-DD).']);
    expect(mensagens('2026-5-1')).toEqual(['Data inválida (use AAAA-MM-DD).']);
  });

  it('o calendário do sistema (2000 a 2100) mantém a própria mensagem', () => {
    expect(DataDoCalendarioSchema.safeParse('1999-12-31').error?.issues.map((i) => i.message)).toEqual([MENSAGEM_ANO_FORA_DO_CALENDARIO]);
    expect(DataDoCalendarioSchema.safeParse('9999-12-31').error?.issues.map((i) => i.message)).toEqual([MENSAGEM_ANO_FORA_DO_CALENDARIO]);
    expect(DataDoCalendarioSchema.parse('2000-01-01')).toBe('2000-01-01');
  });
});
