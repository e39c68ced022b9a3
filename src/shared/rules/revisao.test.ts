import { describe, expect, it } from 'vitest';
import {
  compararNoRanking,
  conflitoDeInteresse,
  haDivergencia,
  janelaDeLancesAberta,
  mediaDosPareceres,
  mensagemDeConflito,
  notaDoParecer,
  notaFinal,
  parecerAtrasado,
  podeSerAvaliador,
  type AutoriaDoTrabalho,
  type ItemDoRanking,
} from './revisao.ts';

const trabalho: AutoriaDoTrabalho = {
  autorId: 1,
  autorUnidadeId: 10,
  coautores: [
    { usuarioId: 2, email: 'bia@rede.gov', cpf: null, unidadeId: 20 },
    { usuarioId: null, email: 'caio@uni.edu', cpf: '52998224725', unidadeId: null, contaUnidadeId: null },
    { usuarioId: 7, email: 'duda@rede.gov', cpf: null, unidadeId: null, contaUnidadeId: 30 },
  ],
};
const pessoa = (o: Partial<{ id: number; email: string; cpf: string | null; unidadeId: number | null }> = {}) => ({ id: 99, email: 'vera@rede.gov', cpf: '11144477735', unidadeId: 40, ...o });

describe('quem avalia', () => {
  it('instrutores e administradores; participante, não', () => {
    expect([['instrutor'], ['usuario', 'administrador'], ['usuario']].map(podeSerAvaliador)).toEqual([true, true, false]);
  });
});

describe('conflitos de interesse', () => {
  it('autor, coautor com conta, e-mail e CPF de coautor (sem diferenciar maiúsculas no e-mail)', () => {
    expect(conflitoDeInteresse(pessoa({ id: 1 }), trabalho, false)).toBe('autor');
    expect(conflitoDeInteresse(pessoa({ id: 2 }), trabalho, false)).toBe('coautor');
    expect(conflitoDeInteresse(pessoa({ email: 'Caio@Uni.edu' }), trabalho, false)).toBe('coautor_email');
    expect(conflitoDeInteresse(pessoa({ cpf: '52998224725' }), trabalho, false)).toBe('coautor_cpf');
    expect(conflitoDeInteresse(pessoa(), trabalho, false)).toBeNull();
  });

  it('unidade de um dos autores só conta quando a chamada liga a regra (do autor, do coautor no trabalho ou da conta do coautor)', () => {
    for (const unidade of [10, 20, 30]) {
      expect(conflitoDeInteresse(pessoa({ unidadeId: unidade }), trabalho, true), `unidade ${unidade}`).toBe('unidade');
      expect(conflitoDeInteresse(pessoa({ unidadeId: unidade }), trabalho, false)).toBeNull();
    }
    // sem unidade no cadastro: nada a comparar; coautor de fora da rede (nula) não conta como a unidade de ninguém
    expect(conflitoDeInteresse(pessoa({ unidadeId: null }), trabalho, true)).toBeNull();
    expect(conflitoDeInteresse(pessoa({ unidadeId: 40 }), trabalho, true)).toBeNull();
  });

  it('a recusa diz o motivo', () => {
    expect(mensagemDeConflito('Vera', 'coautor_cpf')).toBe('Conflito de interesse: o CPF de Vera é o de um coautor do trabalho.');
    expect(mensagemDeConflito('Vera', 'unidade')).toBe('Conflito de interesse: Vera é da unidade de um dos autores, e esta chamada não permite.');
  });
});

describe('notas', () => {
  const criterios = [
    { id: 1, escalaMin: 1, escalaMax: 5, peso: 2 },
    { id: 2, escalaMin: 0, escalaMax: 10, peso: 1 },
  ];

  it('parte de um parecer: média ponderada das notas normalizadas pela escala de cada critério, de 0 a 10', () => {
    // (4−1)/(5−1)×10 = 7,5 com peso 2; 4/10×10 = 4 com peso 1 → (15 + 4) / 3 = 6,333
    expect(notaDoParecer(criterios, new Map([[1, 4], [2, 4]]))).toBe(6.333);
    expect(notaDoParecer(criterios, new Map([[1, 1], [2, 0]]))).toBe(0);
    expect(notaDoParecer(criterios, new Map([[1, 5], [2, 10]]))).toBe(10);
    // o peso conta: o mesmo parecer com os pesos trocados dá outra nota
    expect(notaDoParecer([{ ...criterios[0]!, peso: 1 }, { ...criterios[1]!, peso: 2 }], new Map([[1, 4], [2, 4]]))).toBe(5.167);
    expect(() => notaDoParecer(criterios, new Map([[1, 4]]))).toThrow();
  });

  it('a nota de um tipo é a média das partes; a final é a escrita, ou a média com a oral', () => {
    expect(mediaDosPareceres([])).toBeNull();
    expect(mediaDosPareceres([6, 8.5])).toBe(7.25);
    expect(mediaDosPareceres([6.333, 8, 7])).toBe(7.111);
    expect(notaFinal(7, null)).toBe(7);
    expect(notaFinal(7, 9)).toBe(8);
    expect(notaFinal(null, null)).toBeNull();
  });

  it('divergência: duas partes diferindo mais que o limiar (igual ao limiar não é divergência)', () => {
    expect(haDivergencia([2, 5], 3)).toBe(false);
    expect(haDivergencia([2, 5.001], 3)).toBe(true);
    expect(haDivergencia([9], 0.5)).toBe(false);
    expect(haDivergencia([4, 8, 5], 3)).toBe(true);
  });
});

describe('ranking', () => {
  const item = (id: number, o: Partial<ItemDoRanking> = {}): ItemDoRanking => ({ id, notaFinal: 8, notaEscrita: 8, notaOral: null, submetidaEm: '2030-03-01T12:00:00.000Z', ...o });

  it('nota final; empate pela escrita, depois a oral, depois o envio mais antigo, por fim o número; sem nota no fim', () => {
    const itens = [
      item(1, { notaFinal: null, notaEscrita: null }),
      item(2, { notaFinal: 8, notaEscrita: 7, notaOral: 9 }),
      item(3, { notaFinal: 8, notaEscrita: 7, notaOral: 9.5 }),
      item(4, { notaFinal: 8, notaEscrita: 8 }),
      item(5, { notaFinal: 9 }),
      item(6, { submetidaEm: '2030-02-01T12:00:00.000Z' }),
      item(7),
    ];
    expect([...itens].sort(compararNoRanking).map((i) => i.id)).toEqual([5, 6, 4, 7, 3, 2, 1]);
  });
});

describe('janelas', () => {
  it('lances: do início ao fim do minuto do fim (São Paulo); sem janela, fechada', () => {
    const abre = '2030-04-01T08:00';
    const fecha = '2030-04-10T23:59';
    expect(janelaDeLancesAberta(abre, fecha, new Date('2030-04-01T10:59:59Z'))).toBe(false);
    expect(janelaDeLancesAberta(abre, fecha, new Date('2030-04-01T11:00:00Z'))).toBe(true);
    expect(janelaDeLancesAberta(abre, fecha, new Date('2030-04-11T02:59:59Z'))).toBe(true);
    expect(janelaDeLancesAberta(abre, fecha, new Date('2030-04-11T03:00:00Z'))).toBe(false);
    expect(janelaDeLancesAberta(null, null, new Date('2030-04-05T12:00:00Z'))).toBe(false);
  });

  it('atrasado: pendente depois do prazo dos pareceres; sem prazo, nunca', () => {
    const depois = new Date('2030-05-01T03:00:00Z');
    expect(parecerAtrasado('2030-04-30T23:59', false, depois)).toBe(true);
    expect(parecerAtrasado('2030-04-30T23:59', true, depois)).toBe(false);
    expect(parecerAtrasado(null, false, depois)).toBe(false);
  });
});
