import { describe, expect, it } from 'vitest';
import { CRITERIOS, criteriosDoTipo, detalhesOcultosParaInstrutor, media, MINIMO_DE_RESPOSTAS_PARA_DETALHES, recusaDeAvaliacao, rotuloDoValor, valorDaNota } from './avaliacao.ts';

const pode = { inscrito: true, turmaEncerrada: true, frequenciaAtingida: true, testePendente: false, jaAvaliou: false };

describe('regras da avaliação', () => {
  it('escala Ótimo 10 … Péssimo 2', () => {
    expect(['otimo', 'bom', 'regular', 'ruim', 'pessimo'].map((c) => valorDaNota(c as never))).toEqual([10, 8, 6, 4, 2]);
    expect(rotuloDoValor(6)).toBe('Regular');
    expect(rotuloDoValor(7)).toBe('—');
  });

  it('12 critérios obrigatórios em todo evento; exposição em congresso e simpósio; os outros três só em congresso', () => {
    expect(CRITERIOS.filter((c) => c.obrigatorio)).toHaveLength(12);
    expect(criteriosDoTipo('Curso')).toHaveLength(12);
    expect(criteriosDoTipo('Simpósio').map((c) => c.chave)).toContain('exposicao_trabalhos');
    expect(criteriosDoTipo('Simpósio')).toHaveLength(13);
    expect(criteriosDoTipo('Congresso')).toHaveLength(16);
  });

  it('a primeira condição que falta, na ordem: inscrição, já avaliou, encerramento, frequência, teste', () => {
    expect(recusaDeAvaliacao(pode)).toBeNull();
    expect(recusaDeAvaliacao({ ...pode, inscrito: false, turmaEncerrada: false })?.codigo).toBe('NAO_INSCRITO');
    expect(recusaDeAvaliacao({ ...pode, jaAvaliou: true, turmaEncerrada: false })?.codigo).toBe('JA_AVALIADA');
    expect(recusaDeAvaliacao({ ...pode, turmaEncerrada: false, frequenciaAtingida: false })?.mensagem).toBe('A avaliação só fica disponível após o encerramento da turma.');
    expect(recusaDeAvaliacao({ ...pode, frequenciaAtingida: false, testePendente: true })?.codigo).toBe('FREQUENCIA_INSUFICIENTE');
    expect(recusaDeAvaliacao({ ...pode, testePendente: true })?.codigo).toBe('TESTE_PENDENTE');
  });

  it('média com uma casa, ignorando vazios; sem notas, nula', () => {
    expect(media([10, 8, null, 6, undefined])).toBe(8);
    expect(media([10, 8, 8])).toBe(8.7);
    expect(media([null])).toBeNull();
  });

  it('anonimato: o instrutor vê os detalhes a partir de 3 respostas em cada turma com respostas', () => {
    expect(MINIMO_DE_RESPOSTAS_PARA_DETALHES).toBe(3);
    expect(detalhesOcultosParaInstrutor([1])).toBe(true);
    expect(detalhesOcultosParaInstrutor([2])).toBe(true);
    expect(detalhesOcultosParaInstrutor([3])).toBe(false);
    expect(detalhesOcultosParaInstrutor([0])).toBe(false); // sem respostas, nada a ocultar
    expect(detalhesOcultosParaInstrutor([])).toBe(false);
    // a soma tem 12 respostas, mas subtrair a turma de 10 revelaria as 2 da outra
    expect(detalhesOcultosParaInstrutor([10, 2])).toBe(true);
    expect(detalhesOcultosParaInstrutor([10, 0, 3])).toBe(false);
  });
});
