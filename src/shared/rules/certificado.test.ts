import { describe, expect, it } from 'vitest';
import {
  codigoDeBytes, CODIGO_RE, dataPorExtenso, etapaQueFalta, fraseDoCertificado, identificadorImpresso, normalizarCodigo, numeroImpresso,
  textoDoPeriodo, urlDeValidacao,
} from './certificado.ts';

describe('regras do certificado', () => {
  it('número impresso com o ano e seis dígitos; avulso com AV', () => {
    expect(numeroImpresso(123, 2026, 'evento')).toBe('EMSP-SMS-2026-000123');
    expect(numeroImpresso(7, 2027, 'avulso')).toBe('EMSP-SMS-AV-2027-000007');
    expect(numeroImpresso(1_234_567, 2026, 'evento')).toBe('EMSP-SMS-2026-1234567');
  });

  it('código: 12 símbolos de Crockford em três grupos; a digitação é perdoada', () => {
    const c = codigoDeBytes(Array.from({ length: 12 }, (_, i) => i * 37));
    expect(c).toMatch(CODIGO_RE);
    expect(normalizarCodigo(c.toLowerCase().replace(/-/g, ' '))).toBe(c);
    expect(normalizarCodigo('7kq2m9xd4rta')).toBe('7KQ2-M9XD-4RTA');
    expect(normalizarCodigo('OI1L-0000-0000')).toBe('0111-0000-0000');
    expect(normalizarCodigo('https://escola.exemplo/validar-certificado?codigo=7KQ2-M9XD-4RTA')).toBe('7KQ2-M9XD-4RTA');
    expect(normalizarCodigo('7KQ2-M9XD-4RT')).toBeNull();
    expect(normalizarCodigo('7KQ2-M9XD-4RTU')).toBeNull(); // U não existe no alfabeto
    expect(() => codigoDeBytes([1, 2, 3])).toThrow();
  });

  it('período, carga e frase', () => {
    expect(textoDoPeriodo('2026-05-12', '2026-05-12')).toBe('realizado em 12/05/2026');
    expect(textoDoPeriodo('2026-05-12', null)).toBe('realizado em 12/05/2026');
    expect(textoDoPeriodo('2026-05-12', '2026-05-14')).toBe('realizado de 12/05/2026 a 14/05/2026');
    expect(textoDoPeriodo(null, null)).toBeNull();
    expect(dataPorExtenso('2026-03-01')).toBe('1 de março de 2026');
    expect(fraseDoCertificado({ tipo: 'participante', curso: 'Curso A', turma: 'Turma 1', dataInicio: '2026-05-12', dataFim: '2026-05-12', cargaHoraria: 1 })).toBe(
      'Participou do evento "Curso A" - "Turma 1", realizado em 12/05/2026, com carga horária total de 1 hora.',
    );
    expect(fraseDoCertificado({ tipo: 'palestrante', curso: 'Mostra', turma: null, dataInicio: null, dataFim: null, cargaHoraria: 8 })).toBe(
      'Participou como palestrante do evento "Mostra", com carga horária total de 8 horas.',
    );
    expect(fraseDoCertificado({ tipo: 'instrutor', curso: 'Curso', turma: null, dataInicio: '2026-01-02', dataFim: '2026-01-03', cargaHoraria: null })).toBe(
      'Participou como instrutor(a) do evento "Curso", realizado de 02/01/2026 a 03/01/2026.',
    );
  });

  it('identificador: CPF mascarado, registro funcional só dito, nada quando vazio', () => {
    expect(identificadorImpresso('12345678909')).toBe('***.456.789-**');
    expect(identificadorImpresso('123456')).toBe('registro funcional informado');
    expect(identificadorImpresso('')).toBeNull();
    expect(identificadorImpresso(null)).toBeNull();
  });

  it('a primeira etapa que falta, na ordem da cadeia', () => {
    const completo = { inscrito: true, turmaEncerrada: true, frequenciaAtingida: true, testePendente: false, avaliou: true };
    expect(etapaQueFalta(completo)).toBeNull();
    expect(etapaQueFalta({ ...completo, avaliou: false })).toBe('avaliacao');
    expect(etapaQueFalta({ ...completo, avaliou: false, testePendente: true })).toBe('teste');
    expect(etapaQueFalta({ ...completo, testePendente: true, frequenciaAtingida: false })).toBe('frequencia');
    expect(etapaQueFalta({ ...completo, turmaEncerrada: false, frequenciaAtingida: false })).toBe('encerramento');
    expect(etapaQueFalta({ ...completo, inscrito: false })).toBe('inscricao');
  });

  it('URL de validação com o código', () => {
    expect(urlDeValidacao('https://escola.exemplo/', '7KQ2-M9XD-4RTA')).toBe('https://escola.exemplo/validar-certificado?codigo=7KQ2-M9XD-4RTA');
  });
});
