import { describe, expect, it } from 'vitest';
import { CHAVE_CACHE_EVENTOS, gravarCacheEventos, lerCacheEventos, VALIDADE_CACHE_MS } from './cache-eventos.ts';
import { EVENTOS_EXEMPLO } from './dados-de-teste.ts';

describe('cache da lista de eventos (SPEC §4, §9: 180 s por aba)', () => {
  it('devolve a lista gravada há menos de 180 s, com o instante da carga', () => {
    gravarCacheEventos('7', EVENTOS_EXEMPLO, 1_000_000);
    expect(lerCacheEventos('7', 1_000_000 + VALIDADE_CACHE_MS - 1)).toEqual({ em: 1_000_000, eventos: EVENTOS_EXEMPLO });
  });

  it('com 180 s ou mais não vale e é apagada', () => {
    gravarCacheEventos('7', EVENTOS_EXEMPLO, 1_000_000);
    expect(lerCacheEventos('7', 1_000_000 + VALIDADE_CACHE_MS)).toBeNull();
    expect(sessionStorage.getItem(CHAVE_CACHE_EVENTOS)).toBeNull();
  });

  it('fica no sessionStorage (a aba), nunca no localStorage', () => {
    gravarCacheEventos('7', EVENTOS_EXEMPLO);
    expect(sessionStorage.getItem(CHAVE_CACHE_EVENTOS)).not.toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('outra conta na mesma aba não vê a lista', () => {
    gravarCacheEventos('7', EVENTOS_EXEMPLO, 1_000_000);
    expect(lerCacheEventos('8', 1_000_001)).toBeNull();
  });

  it('registro torto ou do futuro é descartado sem erro', () => {
    sessionStorage.setItem(CHAVE_CACHE_EVENTOS, '{não é json');
    expect(lerCacheEventos('7')).toBeNull();
    sessionStorage.setItem(CHAVE_CACHE_EVENTOS, JSON.stringify({ em: 'ontem', dono: '7', eventos: [] }));
    expect(lerCacheEventos('7')).toBeNull();
    gravarCacheEventos('7', EVENTOS_EXEMPLO, 2_000_000);
    expect(lerCacheEventos('7', 1_000_000)).toBeNull();
  });
});
