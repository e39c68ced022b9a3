import { describe, expect, it } from 'vitest';
import { CpfSchema, EmailSchema, NomeSchema, RegistroSchema, textoSeguro } from './campos.ts';

describe('campos de pessoa', () => {
  it('recusa nome com caracteres de controle ou UTF-16 malformado (o banco não guarda NUL)', () => {
    for (const nome of ['Maria\u0000 Silva', 'Maria\u0007 Silva', 'Maria \uD800Silva']) {
      const r = NomeSchema.safeParse(nome);
      expect(r.success, JSON.stringify(nome)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('O nome contém caracteres inválidos.');
    }
  });

  it('aceita nome acentuado e emoji bem formado, normalizando espaços', () => {
    expect(NomeSchema.parse('  José   Conceição  Araújo ')).toBe('José Conceição Araújo');
    expect(textoSeguro('Ana 😀 Souza')).toBe(true);
  });

  it('exige nome e sobrenome', () => {
    expect(NomeSchema.safeParse('Maria').success).toBe(false);
  });

  it('guarda o CPF só com dígitos e confere os verificadores', () => {
    expect(CpfSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(CpfSchema.safeParse('529.982.247-24').success).toBe(false);
  });

  it('põe o e-mail em minúsculas', () => {
    expect(EmailSchema.parse(' Ana@Escola.GOV.br ')).toBe('ana@escola.gov.br');
  });

  it('aceita registro com máscara e vazio como nulo', () => {
    expect(RegistroSchema.parse('28.053-7')).toBe('280537');
    expect(RegistroSchema.parse('')).toBeNull();
    expect(RegistroSchema.safeParse('12').success).toBe(false);
  });
});
