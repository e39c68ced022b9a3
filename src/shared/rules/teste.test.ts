import { describe, expect, it } from 'vitest';
import {
  NOTA_MINIMA_PADRAO,
  SEGUNDOS_DE_TOLERANCIA,
  TEMPO_MINUTOS_MAX,
  TEMPO_MINUTOS_MIN,
  TENTATIVAS_MAX,
  TENTATIVAS_MIN,
  TENTATIVAS_PADRAO,
  corrigir,
  embaralharQuestoes,
  notaValida,
  ordemEmbaralhada,
  pendenciasParaPublicar,
  pesoValido,
  pesosFecham,
  prazoDaTentativa,
  recusaDeTentativa,
  recusaDoTeste,
  somaDosPesos,
  tentativaNoPrazo,
  tentativasRestantes,
  type QuestaoParaCorrigir,
  type QuestaoParaPublicar,
} from './teste.ts';

const alts = (...corretas: boolean[]) => corretas.map((correta) => ({ correta }));
const me = (peso: number, alternativas = alts(true, false), enunciado = 'Qual a resposta?'): QuestaoParaPublicar => ({ tipo: 'multipla_escolha', enunciado, peso, alternativas });
const dis = (peso: number, enunciado = 'Explique o conceito.'): QuestaoParaPublicar => ({ tipo: 'dissertativa', enunciado, peso, alternativas: [] });

describe('constantes', () => {
  it('nota mínima 70 %, tentativas de 1 a 50 (padrão 1), tempo de 5 a 240 min, alguns segundos de folga', () => {
    expect(NOTA_MINIMA_PADRAO).toBe(70);
    expect([TENTATIVAS_MIN, TENTATIVAS_MAX, TENTATIVAS_PADRAO]).toEqual([1, 50, 1]);
    expect([TEMPO_MINUTOS_MIN, TEMPO_MINUTOS_MAX]).toEqual([5, 240]);
    expect(SEGUNDOS_DE_TOLERANCIA).toBeGreaterThan(0);
    expect(SEGUNDOS_DE_TOLERANCIA).toBeLessThanOrEqual(30);
  });
});

describe('pesoValido e notaValida', () => {
  it('peso maior que 0 e até 10, com até 2 casas decimais', () => {
    for (const p of [0.01, 1, 3.33, 10, 0.1 + 0.2]) expect(pesoValido(p), String(p)).toBe(true);
    for (const p of [0, -1, 10.01, 3.333, Number.NaN, Number.POSITIVE_INFINITY]) expect(pesoValido(p), String(p)).toBe(false);
  });

  it('nota de 0 a 100, com até 2 casas decimais', () => {
    for (const n of [0, 70, 69.99, 100]) expect(notaValida(n), String(n)).toBe(true);
    for (const n of [-0.01, 100.01, 70.005, Number.NaN]) expect(notaValida(n), String(n)).toBe(false);
  });
});

describe('soma dos pesos', () => {
  it('fecha exatamente 10 em centésimos, sem erro de float', () => {
    expect(pesosFecham([{ peso: 3.33 }, { peso: 3.33 }, { peso: 3.34 }])).toBe(true);
    expect(pesosFecham(Array.from({ length: 100 }, () => ({ peso: 0.1 })))).toBe(true);
    expect(somaDosPesos([{ peso: 3.33 }, { peso: 3.33 }, { peso: 3.33 }])).toBe(9.99);
    expect(pesosFecham([{ peso: 3.33 }, { peso: 3.33 }, { peso: 3.33 }])).toBe(false);
    expect(pesosFecham([{ peso: 3.34 }, { peso: 3.33 }, { peso: 3.34 }])).toBe(false);
    expect(somaDosPesos([])).toBe(0);
  });
});

describe('pendenciasParaPublicar', () => {
  it('sem questões: só pede uma questão', () => {
    expect(pendenciasParaPublicar({ questoes: [] })).toEqual(['Não é possível publicar: adicione ao menos uma questão.']);
  });

  it('pronto para publicar quando os pesos fecham 10 e a múltipla escolha está completa', () => {
    expect(pendenciasParaPublicar({ questoes: [me(3.33), me(3.33), dis(3.34)] })).toEqual([]);
    expect(pendenciasParaPublicar({ questoes: [me(10, alts(false, true, false, false))] })).toEqual([]);
  });

  it('soma 9,99 ou 10,01 não publica e diz a soma de hoje em pt-BR', () => {
    expect(pendenciasParaPublicar({ questoes: [me(3.33), me(3.33), me(3.33)] })).toEqual([
      'Não é possível publicar: a soma dos pesos deve fechar exatamente 10 (hoje: 9,99).',
    ]);
    expect(pendenciasParaPublicar({ questoes: [me(3.34), me(3.33), me(3.34)] })).toEqual([
      'Não é possível publicar: a soma dos pesos deve fechar exatamente 10 (hoje: 10,01).',
    ]);
    expect(pendenciasParaPublicar({ questoes: [me(2), dis(6)] })).toEqual(['Não é possível publicar: a soma dos pesos deve fechar exatamente 10 (hoje: 8).']);
  });

  it('múltipla escolha precisa de 2 alternativas e exatamente 1 correta; a questão é numerada pela posição', () => {
    expect(pendenciasParaPublicar({ questoes: [dis(4), me(2, alts(true)), me(2, alts(false, false)), me(2, alts(true, true, false))] })).toEqual([
      'Questão 2: múltipla escolha precisa de pelo menos 2 alternativas.',
      'Questão 3: múltipla escolha precisa ter exatamente 1 alternativa correta.',
      'Questão 4: múltipla escolha precisa ter exatamente 1 alternativa correta.',
    ]);
    expect(pendenciasParaPublicar({ questoes: [me(10, [])] })).toEqual([
      'Questão 1: múltipla escolha precisa de pelo menos 2 alternativas.',
      'Questão 1: múltipla escolha precisa ter exatamente 1 alternativa correta.',
    ]);
  });

  it('dissertativa não precisa de alternativas', () => {
    expect(pendenciasParaPublicar({ questoes: [dis(10)] })).toEqual([]);
  });

  it('enunciado com pelo menos 5 caracteres, sem contar espaços nas pontas', () => {
    expect(pendenciasParaPublicar({ questoes: [dis(5, '  Abcd  '), dis(5, 'Abcde')] })).toEqual(['Questão 1: o enunciado precisa ter pelo menos 5 caracteres.']);
  });

  it('peso fora do intervalo ou com mais de 2 casas', () => {
    expect(pendenciasParaPublicar({ questoes: [dis(0), dis(10)] })).toEqual(['Questão 1: o peso deve ser maior que 0 e no máximo 10, com até 2 casas decimais.']);
    expect(pendenciasParaPublicar({ questoes: [dis(3.335), dis(6.665)] })).toEqual([
      'Questão 1: o peso deve ser maior que 0 e no máximo 10, com até 2 casas decimais.',
      'Questão 2: o peso deve ser maior que 0 e no máximo 10, com até 2 casas decimais.',
    ]);
  });
});

describe('corrigir', () => {
  // alternativas: id da questão × 10 + posição; a correta é sempre a primeira
  const q = (id: number, peso: number, tipo: QuestaoParaCorrigir['tipo'] = 'multipla_escolha'): QuestaoParaCorrigir => ({
    id,
    tipo,
    peso,
    alternativas: tipo === 'dissertativa' ? [] : [{ id: id * 10 + 1, correta: true }, { id: id * 10 + 2, correta: false }],
  });
  const certa = (id: number) => ({ questaoId: id, alternativaId: id * 10 + 1 });
  const errada = (id: number) => ({ questaoId: id, alternativaId: id * 10 + 2 });

  it('nota = peso acertado ÷ peso de toda a múltipla escolha × 100; dissertativa não entra', () => {
    const questoes = [q(1, 4), q(2, 3), q(3, 3, 'dissertativa')];
    expect(corrigir(questoes, [certa(1), errada(2), { questaoId: 3 }], 70)).toEqual({
      nota: 57.14,
      pesoAcertado: 4,
      pesoObjetivo: 7,
      acertos: 1,
      erradas: 1,
      emBranco: 0,
      aprovado: false,
    });
    expect(corrigir(questoes, [certa(1), certa(2)], 70)).toMatchObject({ nota: 100, acertos: 2, aprovado: true });
  });

  it('questão em branco conta como errada (não sai do denominador)', () => {
    const questoes = [q(1, 5), q(2, 3), q(3, 2, 'dissertativa')];
    expect(corrigir(questoes, [certa(1)], 60)).toEqual({ nota: 62.5, pesoAcertado: 5, pesoObjetivo: 8, acertos: 1, erradas: 0, emBranco: 1, aprovado: true });
    expect(corrigir(questoes, [certa(1), { questaoId: 2, alternativaId: null }], 70)).toMatchObject({ nota: 62.5, emBranco: 1, aprovado: false });
    expect(corrigir(questoes, [], 0)).toMatchObject({ nota: 0, acertos: 0, emBranco: 2, aprovado: true });
  });

  it('alternativa de outra questão é erro; resposta a questão fora do teste é ignorada; vale a primeira resposta', () => {
    const questoes = [q(1, 5), q(2, 5)];
    expect(corrigir(questoes, [{ questaoId: 1, alternativaId: 21 }, certa(2), certa(9)], 70)).toMatchObject({ nota: 50, acertos: 1, erradas: 1, emBranco: 0 });
    expect(corrigir(questoes, [errada(1), certa(1), certa(2)], 70)).toMatchObject({ nota: 50, acertos: 1, erradas: 1 });
  });

  it('arredonda a nota em 2 casas e soma pesos decimais sem erro de float', () => {
    const questoes = [q(1, 3.33), q(2, 3.33), q(3, 3.34)];
    expect(corrigir(questoes, [certa(1)], 70)).toMatchObject({ nota: 33.3, pesoAcertado: 3.33, pesoObjetivo: 10 });
    expect(corrigir(questoes, [certa(1), certa(2), certa(3)], 70)).toMatchObject({ nota: 100, pesoAcertado: 10 });
    expect(corrigir([q(1, 1), q(2, 1), q(3, 1)], [certa(1)], 70).nota).toBe(33.33);
    expect(corrigir([q(1, 1), q(2, 1), q(3, 1)], [certa(1), certa(2)], 70).nota).toBe(66.67);
    expect(corrigir([q(1, 0.1), q(2, 0.2)], [certa(1), certa(2)], 100)).toMatchObject({ nota: 100, pesoAcertado: 0.3, aprovado: true });
  });

  it('aprovado quando a nota alcança a mínima (inclusive)', () => {
    const questoes = [q(1, 7), q(2, 3)];
    expect(corrigir(questoes, [certa(1)], 70).aprovado).toBe(true);
    expect(corrigir(questoes, [certa(1)], 70.01).aprovado).toBe(false);
    expect(corrigir([q(1, 1), q(2, 1), q(3, 1)], [certa(1), certa(2)], 66.67).aprovado).toBe(true);
    expect(corrigir([q(1, 1), q(2, 1), q(3, 1)], [certa(1), certa(2)], 66.68).aprovado).toBe(false);
  });

  it('teste sem múltipla escolha (só dissertativas) dá nota 100 e aprova', () => {
    expect(corrigir([q(1, 10, 'dissertativa')], [{ questaoId: 1 }], 70)).toEqual({
      nota: 100,
      pesoAcertado: 0,
      pesoObjetivo: 0,
      acertos: 0,
      erradas: 0,
      emBranco: 0,
      aprovado: true,
    });
  });
});

describe('ordemEmbaralhada', () => {
  const itens = Array.from({ length: 20 }, (_, i) => i + 1);

  it('é uma permutação dos itens e não altera a lista recebida', () => {
    const copia = [...itens];
    const embaralhada = ordemEmbaralhada(itens, 'tentativa:1');
    expect(itens).toEqual(copia);
    expect(embaralhada).toHaveLength(itens.length);
    expect([...embaralhada].sort((a, b) => a - b)).toEqual(itens);
    expect(embaralhada).not.toEqual(itens);
  });

  it('a mesma semente dá sempre a mesma ordem; outra semente, outra ordem', () => {
    expect(ordemEmbaralhada(itens, 'tentativa:1')).toEqual(ordemEmbaralhada(itens, 'tentativa:1'));
    expect(ordemEmbaralhada(itens, 'tentativa:1')).not.toEqual(ordemEmbaralhada(itens, 'tentativa:2'));
  });

  it('qualquer item pode vir primeiro, conforme a semente', () => {
    const primeiros = new Set(Array.from({ length: 200 }, (_, i) => ordemEmbaralhada([1, 2, 3, 4, 5], `s${i}`)[0]));
    expect([...primeiros].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('lista vazia ou de um item', () => {
    expect(ordemEmbaralhada([], 'x')).toEqual([]);
    expect(ordemEmbaralhada(['a'], 'x')).toEqual(['a']);
  });
});

describe('embaralharQuestoes', () => {
  const questoes = Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    enunciado: `Questão ${i + 1}`,
    alternativas: Array.from({ length: 5 }, (_, j) => ({ id: (i + 1) * 10 + j, texto: `Alternativa ${j}` })),
  }));

  it('embaralha questões e alternativas, estável por tentativa, sem perder nada', () => {
    const a = embaralharQuestoes(questoes, 'tentativa:7');
    expect(embaralharQuestoes(questoes, 'tentativa:7')).toEqual(a);
    expect(a.map((q) => q.id)).not.toEqual(questoes.map((q) => q.id));
    expect(a.map((q) => q.id).sort((x, y) => x - y)).toEqual(questoes.map((q) => q.id));
    for (const q of a) {
      const original = questoes.find((o) => o.id === q.id);
      expect(q.enunciado).toBe(original?.enunciado);
      expect([...q.alternativas].sort((x, y) => x.id - y.id)).toEqual(original?.alternativas);
    }
    const ordemOriginal = (id: number) => questoes.find((o) => o.id === id)?.alternativas.map((x) => x.id);
    expect(a.some((q) => q.alternativas.map((x) => x.id).join() !== ordemOriginal(q.id)?.join())).toBe(true);
    expect(embaralharQuestoes(questoes, 'tentativa:8')).not.toEqual(a);
  });
});

describe('limite de tempo', () => {
  const inicio = new Date('2026-12-10T14:00:00Z');
  const mais = (ms: number) => new Date(inicio.getTime() + ms);

  it('prazo = início + tempo; sem limite, sem prazo', () => {
    expect(prazoDaTentativa(inicio, 30)?.toISOString()).toBe('2026-12-10T14:30:00.000Z');
    expect(prazoDaTentativa(inicio, null)).toBeNull();
  });

  it('aceita o envio até o prazo mais a tolerância (inclusive) e recusa depois', () => {
    const prazoMs = 30 * 60_000;
    expect(tentativaNoPrazo(inicio, 30, mais(prazoMs))).toBe(true);
    expect(tentativaNoPrazo(inicio, 30, mais(prazoMs + SEGUNDOS_DE_TOLERANCIA * 1000))).toBe(true);
    expect(tentativaNoPrazo(inicio, 30, mais(prazoMs + SEGUNDOS_DE_TOLERANCIA * 1000 + 1))).toBe(false);
    expect(tentativaNoPrazo(inicio, 30, mais(2 * prazoMs))).toBe(false);
  });

  it('sem limite de tempo, qualquer hora vale', () => {
    expect(tentativaNoPrazo(inicio, null, mais(365 * 24 * 3_600_000))).toBe(true);
  });
});

describe('recusaDeTentativa', () => {
  it('recusa quando as tentativas enviadas chegam ao limite', () => {
    expect(recusaDeTentativa({ enviadas: 0, tentativasMax: 1, emAberto: false })).toBeNull();
    expect(recusaDeTentativa({ enviadas: 1, tentativasMax: 1, emAberto: false })).toEqual({ codigo: 'LIMITE_DE_TENTATIVAS', mensagem: 'Limite de tentativas atingido.' });
    expect(recusaDeTentativa({ enviadas: 2, tentativasMax: 3, emAberto: false })).toBeNull();
    expect(recusaDeTentativa({ enviadas: 4, tentativasMax: 3, emAberto: false })?.codigo).toBe('LIMITE_DE_TENTATIVAS');
  });

  it('a tentativa em aberto sempre pode ser continuada', () => {
    expect(recusaDeTentativa({ enviadas: 1, tentativasMax: 1, emAberto: true })).toBeNull();
    expect(recusaDeTentativa({ enviadas: 1, tentativasMax: 2, emAberto: true, aprovado: true })).toBeNull();
  });

  it('quem já foi aprovado não refaz o teste', () => {
    expect(recusaDeTentativa({ enviadas: 1, tentativasMax: 3, emAberto: false, aprovado: true })).toEqual({
      codigo: 'JA_APROVADO',
      mensagem: 'Você já foi aprovado neste teste.',
    });
  });

  it('tentativas restantes nunca ficam negativas', () => {
    expect(tentativasRestantes(1, 3)).toBe(2);
    expect(tentativasRestantes(5, 3)).toBe(0);
  });
});

describe('recusaDoTeste', () => {
  const apto = { inscrito: true, publicado: true, turmaEncerrada: true, frequenciaAtingida: true };

  it('libera quem está inscrito, com o teste publicado, a turma encerrada e 75 % de frequência', () => {
    expect(recusaDoTeste(apto)).toBeNull();
  });

  it('recusa na ordem: inscrição, publicação, fim da turma, frequência', () => {
    const nada = { inscrito: false, publicado: false, turmaEncerrada: false, frequenciaAtingida: false };
    expect(recusaDoTeste(nada)).toEqual({ codigo: 'NAO_INSCRITO', mensagem: 'Você não está inscrito nesta turma.' });
    expect(recusaDoTeste({ ...nada, inscrito: true })).toEqual({ codigo: 'TESTE_NAO_PUBLICADO', mensagem: 'Este teste ainda não foi publicado.' });
    expect(recusaDoTeste({ ...nada, inscrito: true, publicado: true })).toEqual({
      codigo: 'TURMA_NAO_ENCERRADA',
      mensagem: 'O teste fica disponível quando a turma terminar.',
    });
    expect(recusaDoTeste({ ...apto, frequenciaAtingida: false })).toEqual({
      codigo: 'FREQUENCIA_INSUFICIENTE',
      mensagem: 'Você ainda não atingiu a frequência mínima de 75% para fazer o teste.',
    });
  });
});
