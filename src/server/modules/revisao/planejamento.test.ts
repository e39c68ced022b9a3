import { describe, expect, it } from 'vitest';
import type { Lance } from '#shared/rules/chamadas.ts';
import { conflitoDeInteresse } from '#shared/rules/revisao.ts';
import { chaveDoLance, planejar, terceiroPara, type AvaliadorDoPlano, type EntradaDoPlano, type TrabalhoDoPlano } from './planejamento.ts';

/** Gerador pseudoaleatório com semente (mesma semente, mesmo cenário). */
function aleatorio(semente: number) {
  let s = semente >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const trabalho = (id: number, linhaId: number, o: Partial<TrabalhoDoPlano> = {}): TrabalhoDoPlano => ({
  id, linhaId, jaAvaliam: [], autoria: { autorId: 10_000 + id, autorUnidadeId: null, coautores: [] }, ...o,
});
const avaliador = (id: number, linhas: number[], o: Partial<AvaliadorDoPlano> & { unidadeId?: number | null; email?: string } = {}): AvaliadorDoPlano => ({
  pessoa: { id, email: o.email ?? `p${id}@rede.gov`, cpf: null, unidadeId: o.unidadeId ?? null }, linhas: new Set(linhas), carga: o.carga ?? 0,
});
const entrada = (o: Partial<EntradaDoPlano>): EntradaDoPlano => ({ porTrabalho: 2, conflitoUnidade: false, trabalhos: [], avaliadores: [], lances: new Map(), ...o });

/** 600 trabalhos em 3 linhas, 60 pessoas com 2 linhas cada, unidades (conflito ligado), coautores e lances ao acaso. */
function cenarioGrande(semente = 7): EntradaDoPlano {
  const r = aleatorio(semente);
  const avaliadores = Array.from({ length: 60 }, (_, i) => {
    const fora = Math.floor(r() * 3) + 1;
    return avaliador(i + 1, [1, 2, 3].filter((l) => l !== fora), { unidadeId: Math.floor(r() * 20) + 1 });
  });
  const trabalhos = Array.from({ length: 600 }, (_, i) => {
    const coautor = avaliadores[Math.floor(r() * 60)]!;
    return trabalho(i + 1, Math.floor(r() * 3) + 1, {
      autoria: {
        autorId: 10_000 + i,
        autorUnidadeId: Math.floor(r() * 20) + 1,
        coautores: r() < 0.3 ? [{ usuarioId: null, email: coautor.pessoa.email, cpf: null, unidadeId: null }] : [],
      },
    });
  });
  const lances = new Map<string, Lance>();
  for (const t of trabalhos) {
    for (const a of avaliadores) {
      const x = r();
      if (x < 0.02) lances.set(chaveDoLance(t.id, a.pessoa.id), 'quero');
      else if (x < 0.05) lances.set(chaveDoLance(t.id, a.pessoa.id), 'posso');
      else if (x < 0.08) lances.set(chaveDoLance(t.id, a.pessoa.id), 'prefiro_nao');
    }
  }
  return entrada({ conflitoUnidade: true, trabalhos, avaliadores, lances });
}

describe('distribuição automática', () => {
  it('600 trabalhos, 60 pessoas: nunca um conflito, só linhas declaradas, N por trabalho, carga com diferença ≤ 1', () => {
    const e = cenarioGrande();
    const plano = planejar(e);
    const porId = new Map(e.avaliadores.map((a) => [a.pessoa.id, a]));
    const porTrabalho = new Map<number, number[]>();
    for (const a of plano.atribuicoes) {
      const t = e.trabalhos.find((x) => x.id === a.submissaoId)!;
      const p = porId.get(a.avaliadorId)!;
      expect(conflitoDeInteresse(p.pessoa, t.autoria, true)).toBeNull();
      expect(p.linhas.has(t.linhaId!)).toBe(true);
      porTrabalho.set(t.id, [...(porTrabalho.get(t.id) ?? []), p.pessoa.id]);
    }
    expect(plano.semCobertura).toEqual([]);
    for (const t of e.trabalhos) {
      const quem = porTrabalho.get(t.id) ?? [];
      expect(quem).toHaveLength(2);
      expect(new Set(quem).size).toBe(2);
    }
    const cargas = plano.carga.map((c) => c.depois);
    expect(Math.max(...cargas) - Math.min(...cargas)).toBeLessThanOrEqual(1);
    expect(cargas.reduce((a, b) => a + b, 0)).toBe(1200);
    // "prefiro não" só onde o trabalho não tinha outra pessoa possível (aqui, nunca)
    expect(plano.atribuicoes.filter((a) => a.lance === 'prefiro_nao')).toEqual([]);
    // e os "quero" pesam: bem mais atendidos que o acaso (2 % dos pares)
    const quero = [...e.lances.values()].filter((l) => l === 'quero').length;
    expect(plano.atribuicoes.filter((a) => a.lance === 'quero').length).toBeGreaterThan(quero * 0.5);
  });

  it('a mesma entrada dá a mesma proposta (a prévia é a que se grava)', () => {
    expect(planejar(cenarioGrande(11))).toEqual(planejar(cenarioGrande(11)));
  });

  it('quem já tem trabalhos no tipo recebe menos; quem já avalia o trabalho não o recebe de novo', () => {
    const e = entrada({
      porTrabalho: 1,
      trabalhos: [1, 2, 3, 4, 5, 6].map((id) => trabalho(id, 1, id === 1 ? { jaAvaliam: [1] } : {})),
      avaliadores: [avaliador(1, [1], { carga: 3 }), avaliador(2, [1]), avaliador(3, [1])],
    });
    const plano = planejar(e);
    // o trabalho 1 já tem avaliador: nada novo para ele
    expect(plano.atribuicoes.map((a) => a.submissaoId)).toEqual([2, 3, 4, 5, 6]);
    expect(plano.carga).toEqual([
      { avaliadorId: 1, antes: 3, depois: 3 },
      { avaliadorId: 2, antes: 0, depois: 3 },
      { avaliadorId: 3, antes: 0, depois: 2 },
    ]);
  });

  it('"quero" é atendido quando cabe; "prefiro não" só quando não há outra pessoa', () => {
    const lances = new Map<string, Lance>([
      [chaveDoLance(1, 3), 'quero'],
      [chaveDoLance(2, 1), 'quero'],
      [chaveDoLance(3, 2), 'quero'],
      [chaveDoLance(4, 1), 'prefiro_nao'],
      [chaveDoLance(4, 2), 'prefiro_nao'],
    ]);
    const plano = planejar(entrada({ porTrabalho: 1, trabalhos: [1, 2, 3, 4].map((id) => trabalho(id, 1)), avaliadores: [avaliador(1, [1]), avaliador(2, [1]), avaliador(3, [1])], lances }));
    const de = (w: number) => plano.atribuicoes.find((a) => a.submissaoId === w)!.avaliadorId;
    expect([de(1), de(2), de(3)]).toEqual([3, 1, 2]);
    expect(de(4)).toBe(3);
    // com só quem prefere não, o trabalho ainda é coberto (cobertura antes da preferência)
    const so = planejar(entrada({ porTrabalho: 1, trabalhos: [trabalho(4, 1)], avaliadores: [avaliador(1, [1]), avaliador(2, [1])], lances }));
    expect(so.atribuicoes).toEqual([{ submissaoId: 4, avaliadorId: 1, lance: 'prefiro_nao' }]);
  });

  it('linhas e conflitos limitam: sem quem possa, o trabalho fica sem cobertura e o equilíbrio vale entre quem pode', () => {
    const e = entrada({
      porTrabalho: 2,
      trabalhos: [trabalho(1, 1), trabalho(2, 2), trabalho(3, 2, { autoria: { autorId: 3, autorUnidadeId: null, coautores: [] } }), ...[4, 5, 6, 7].map((id) => trabalho(id, 2))],
      // a pessoa 1 só avalia a linha 1 (um trabalho); as outras, a linha 2
      avaliadores: [avaliador(1, [1]), avaliador(2, [2]), avaliador(3, [2]), avaliador(4, [2])],
    });
    const plano = planejar(e);
    // o trabalho 1 só tem a pessoa 1; o 3 é da pessoa 3 (autora): só 2 e 4 podem
    expect(plano.semCobertura).toEqual([{ submissaoId: 1, faltam: 1 }]);
    expect(plano.atribuicoes.filter((a) => a.submissaoId === 3).map((a) => a.avaliadorId)).toEqual([2, 4]);
    expect(plano.atribuicoes.some((a) => a.avaliadorId === 3 && a.submissaoId === 3)).toBe(false);
    const cargas = plano.carga.filter((c) => c.avaliadorId !== 1).map((c) => c.depois);
    expect(Math.max(...cargas) - Math.min(...cargas)).toBeLessThanOrEqual(1);
  });

  it('reequilibra por correntes de trocas: o equilíbrio vem antes do "quero"', () => {
    // a pessoa 1 quer os dois trabalhos da linha B e é a única da linha A (três trabalhos); a 2 só avalia B.
    // Os "quero" entram primeiro e a linha A só tem a pessoa 1: 5 × 0 antes do reequilíbrio
    const trabalhos = [trabalho(1, 2), trabalho(2, 2), ...[3, 4, 5].map((id) => trabalho(id, 1))];
    const lances = new Map<string, Lance>([[chaveDoLance(1, 1), 'quero'], [chaveDoLance(2, 1), 'quero']]);
    const plano = planejar(entrada({ porTrabalho: 1, trabalhos, avaliadores: [avaliador(1, [1, 2]), avaliador(2, [2])], lances }));
    expect(plano.carga.map((c) => c.depois)).toEqual([3, 2]);
    // os dois da linha B passam à pessoa 2 (a única troca que equilibra), mesmo sendo "quero" da pessoa 1
    expect(plano.atribuicoes.filter((a) => a.avaliadorId === 2).map((a) => a.submissaoId)).toEqual([1, 2]);
  });

  it('terceiro avaliador: quem pode, com menos carga, fugindo do "prefiro não"', () => {
    const t = trabalho(1, 1, { jaAvaliam: [1, 2] });
    const avaliadores = [avaliador(1, [1]), avaliador(2, [1]), avaliador(3, [1], { carga: 4 }), avaliador(4, [1], { carga: 2 }), avaliador(5, [1], { carga: 0 })];
    const lances = new Map<string, Lance>([[chaveDoLance(1, 5), 'prefiro_nao']]);
    expect(terceiroPara({ conflitoUnidade: false, avaliadores, lances }, t)).toBe(4);
    expect(terceiroPara({ conflitoUnidade: false, avaliadores: avaliadores.slice(0, 2), lances }, t)).toBeNull();
  });
});
