import { describe, expect, it } from 'vitest';
import { CATALOGO, ASSUNTOS } from '#shared/rules/relatorios.ts';
import { ASSUNTOS_SQL, camposSemExpressao } from './catalogo.repository.ts';

describe('catálogo dos relatórios', () => {
  it('cada campo do catálogo compartilhado tem a sua expressão SQL (referência com código), e só eles', () => {
    expect(camposSemExpressao()).toEqual([]);
    for (const a of ASSUNTOS) expect(Object.keys(ASSUNTOS_SQL[a].campos).sort(), a).toEqual(CATALOGO[a].campos.map((c) => c.chave).sort());
  });

  it('o campo do período existe e é uma data; só número é somável; CPF não filtra nem agrupa', () => {
    for (const a of ASSUNTOS) {
      const cat = CATALOGO[a];
      expect(cat.campos.find((c) => c.chave === cat.campoDoPeriodo)?.tipo, a).toBe('data');
      for (const c of cat.campos) {
        if (c.somavel) expect(c.tipo).toBe('numero');
        if (c.cpf) expect([c.filtravel, c.agrupavel]).toEqual([false, false]);
      }
      for (const p of cat.padrao) expect(cat.campos.some((c) => c.chave === p)).toBe(true);
    }
  });
});
