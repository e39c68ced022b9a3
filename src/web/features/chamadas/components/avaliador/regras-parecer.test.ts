import { describe, expect, it } from 'vitest';
import { MENSAGENS_REVISAO } from '#shared/rules/revisao.ts';
import { formatarHorario } from './formato.ts';
import { conferirNotas, escalaEmOpcoes, lerNota } from './regras-parecer.ts';

const criterios = [
  { id: 1, titulo: 'Relevância', escala_min: 1, escala_max: 5 },
  { id: 2, titulo: 'Método', escala_min: 0, escala_max: 20 },
];

describe('regras do formulário do parecer', () => {
  it('lê notas com vírgula; vazio é nulo; texto é inválido', () => {
    expect(lerNota(' 7,25 ')).toBe(7.25);
    expect(lerNota('')).toBeNull();
    expect(lerNota('sete')).toBeNaN();
  });

  it('escalas de até 11 valores viram opções', () => {
    expect(escalaEmOpcoes(criterios[0]!)).toBe(true);
    expect(escalaEmOpcoes(criterios[1]!)).toBe(false);
    expect(escalaEmOpcoes({ id: 3, titulo: 'x', escala_min: 0, escala_max: 10 })).toBe(true);
  });

  it('guardar aceita notas faltando, mas confere faixa e casas decimais', () => {
    expect(conferirNotas(criterios, { 1: '3' }, false)).toEqual({ erros: {}, geral: null, notas: [{ criterio_id: 1, nota: 3 }] });
    expect(conferirNotas(criterios, { 1: '0', 2: '20,5' }, false).erros).toEqual({
      1: 'A nota de "Relevância" deve estar entre 1 e 5.',
      2: 'A nota de "Método" deve estar entre 0 e 20.',
    });
    expect(conferirNotas(criterios, { 2: '10,125' }, false).erros[2]).toBe('A nota pode ter no máximo duas casas decimais.');
    expect(conferirNotas(criterios, { 2: '20' }, false).erros).toEqual({});
  });

  it('enviar exige a nota de todos os critérios', () => {
    const c = conferirNotas(criterios, { 1: '5' }, true);
    expect(c.geral).toBe(MENSAGENS_REVISAO.parecerIncompleto);
    expect(c.erros).toEqual({ 2: 'Dê a nota deste critério.' });
    expect(conferirNotas(criterios, { 1: '5', 2: '0' }, true)).toEqual({ erros: {}, geral: null, notas: [{ criterio_id: 1, nota: 5 }, { criterio_id: 2, nota: 0 }] });
  });

  it('formata horários e meses do servidor em pt-BR', () => {
    expect(formatarHorario('2030-04-01T23:59')).toBe('01/04/2030 às 23:59');
    expect(formatarHorario('2025-06')).toBe('06/2025');
    expect(formatarHorario(null)).toBe('');
  });
});
