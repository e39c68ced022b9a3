import { describe, expect, it } from 'vitest';
import { CamposPerfilSchema, CpfSchema, EmailSchema, NomeSchema, RegistroSchema, semControlesDeDirecao, textoDeUmaLinha, textoLongo, textoSeguro } from './campos.ts';

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

  it('id de lista do perfil: só inteiro ou texto de dígitos sem zero à esquerda; nada de coerção de listas, booleanos ou hexadecimal', () => {
    for (const cargo_id of [[1], true, false, '0x1', '1e3', ' 1', '1.0', '', 'abc', 1.5, {}, 0, '0', -1, 2_147_483_648, '99999999999', '007', '+7', '2147483648']) {
      const r = CamposPerfilSchema.safeParse({ cargo_id });
      expect(r.success, JSON.stringify(cargo_id)).toBe(false);
      expect(r.error?.issues.map((i) => [i.path.join('.'), i.message]), JSON.stringify(cargo_id)).toEqual([['cargo_id', 'Cargo: opção inválida.']]);
    }
    expect(CamposPerfilSchema.parse({ cargo_id: 7, unidade_id: '12', genero_id: '2147483647' })).toEqual({ cargo_id: 7, unidade_id: 12, genero_id: 2_147_483_647 });
    expect(CamposPerfilSchema.parse({ cargo_id: null })).toEqual({ cargo_id: null });
    expect(CamposPerfilSchema.parse({})).toEqual({});
  });
});

describe('controles de direção (bidirecionais) no texto livre', () => {
  const QUE_REORDENAM = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

  it('textoSeguro recusa incorporações, substituições e isolamentos (U+202A–U+202E, U+2066–U+2069)', () => {
    for (const c of QUE_REORDENAM) {
      expect(textoSeguro(`relatorio${c}fdp.exe`), c.codePointAt(0)!.toString(16)).toBe(false);
    }
  });

  it('os campos de texto respondem com a mensagem de caracteres inválidos', () => {
    expect(NomeSchema.safeParse('Maria \u202ESilva').error?.issues[0]?.message).toBe('O nome contém caracteres inválidos.');
    expect(textoDeUmaLinha('o título', 100).safeParse('Curso\u2066 de vacinação').error?.issues[0]?.message).toBe('O campo o título contém caracteres inválidos.');
    expect(textoLongo('A descrição', 500).safeParse('linha 1\nlinha\u202D 2').error?.issues[0]?.message).toBe('A descrição contém caracteres inválidos.');
  });

  it('as marcas de direção (U+200E, U+200F, U+061C) e o texto comum passam', () => {
    for (const v of ['Ana\u200E Souza', 'مرحبا\u200F', 'a\u061Cb', 'Programação — 1ª turma', 'Ana 😀 Souza']) expect(textoSeguro(v), v).toBe(true);
  });

  it('semControlesDeDirecao tira todos, inclusive as marcas, e mantém o resto', () => {
    expect(semControlesDeDirecao('agenda\u202Efdp.exe')).toBe('agendafdp.exe');
    expect(semControlesDeDirecao(`x${QUE_REORDENAM.join('')}\u200E\u200F\u061Cy`)).toBe('xy');
    expect(semControlesDeDirecao('Programação final.pdf')).toBe('Programação final.pdf');
  });
});
