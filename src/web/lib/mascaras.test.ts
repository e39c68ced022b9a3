import { mascaraCelular, mascaraCpf, mascaraRegistro, pareceCpf } from './mascaras.ts';

describe('máscaras de digitação', () => {
  it('monta o CPF conforme os dígitos chegam e normaliza o que foi colado', () => {
    expect(mascaraCpf('529')).toBe('529');
    expect(mascaraCpf('5299')).toBe('529.9');
    expect(mascaraCpf('5299822')).toBe('529.982.2');
    expect(mascaraCpf('52998224725')).toBe('529.982.247-25');
    expect(mascaraCpf(' 529 982 247 25 ')).toBe('529.982.247-25');
    expect(mascaraCpf('529.982.247-2599')).toBe('529.982.247-25');
  });

  it('formata celular com 10 ou 11 dígitos', () => {
    expect(mascaraCelular('1')).toBe('(1');
    expect(mascaraCelular('139')).toBe('(13) 9');
    expect(mascaraCelular('1332221111')).toBe('(13) 3222-1111');
    expect(mascaraCelular('13999998888')).toBe('(13) 99999-8888');
    expect(mascaraCelular('')).toBe('');
  });

  it('formata o registro funcional 00.000-0 (ou 000.000-0 com 7 dígitos)', () => {
    expect(mascaraRegistro('28')).toBe('28');
    expect(mascaraRegistro('28053')).toBe('28.053');
    expect(mascaraRegistro('280537')).toBe('28.053-7');
    expect(mascaraRegistro('1280537')).toBe('128.053-7');
  });

  it('reconhece uma tentativa de CPF, mas nunca um e-mail', () => {
    expect(pareceCpf('529.982')).toBe(true);
    expect(pareceCpf('maria@exemplo.org')).toBe(false);
    expect(pareceCpf('123maria')).toBe(false);
    expect(pareceCpf('...')).toBe(false);
  });
});
