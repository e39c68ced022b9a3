import { describe, expect, it } from 'vitest';
import { lerMultipart } from './multipart.ts';
import { formulario } from '../testing/multipart.ts';

describe('leitor de multipart/form-data', () => {
  it('separa campos e arquivos, com o conteúdo binário intacto (CRLF e "--" dentro do arquivo)', () => {
    const binario = Buffer.from([0x00, 0x0d, 0x0a, 0x2d, 0x2d, 0xff, 0x0d, 0x0a]);
    const f = formulario([
      { campo: 'descricao', conteudo: 'Pôster final' },
      { campo: 'poster', nome: 'pôster da mostra.pdf', tipo: 'application/pdf', conteudo: binario },
    ]);
    const partes = lerMultipart(f.payload, f.headers['content-type']);
    expect(partes.map((p) => [p.campo, p.nomeArquivo])).toEqual([
      ['descricao', null],
      ['poster', 'pôster da mostra.pdf'],
    ]);
    expect(partes[0]!.conteudo.toString()).toBe('Pôster final');
    expect(partes[1]!.conteudo.equals(binario)).toBe(true);
  });

  it('aceita a fronteira entre aspas e o nome em filename* (UTF-8)', () => {
    const corpo = Buffer.from('--abc\r\nContent-Disposition: form-data; name="file"; filename="x"; filename*=UTF-8\'\'modelo%20%C3%BAnico.pptx\r\n\r\nPK\r\n--abc--');
    expect(lerMultipart(corpo, 'multipart/form-data; boundary="abc"')).toEqual([{ campo: 'file', nomeArquivo: 'modelo único.pptx', conteudo: Buffer.from('PK') }]);
  });

  it('recusa corpos malformados com a mesma mensagem, sem exceção crua', () => {
    const malformados: [string, string | undefined][] = [
      ['sem fronteira', 'multipart/form-data'],
      ['--x--', 'application/json'],
      ['nada aqui', 'multipart/form-data; boundary=x'],
      ['--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nsem fim', 'multipart/form-data; boundary=x'],
      ['--x\r\nContent-Type: text/plain\r\n\r\nsem nome\r\n--x--', 'multipart/form-data; boundary=x'],
      ['--xlixo', 'multipart/form-data; boundary=x'],
    ];
    for (const [corpo, tipo] of malformados) {
      expect(() => lerMultipart(Buffer.from(corpo), tipo), corpo).toThrow(expect.objectContaining({ code: 'DADOS_INVALIDOS' }));
    }
    expect(lerMultipart(Buffer.from('--x--'), 'multipart/form-data; boundary=x')).toEqual([]);
  });

  it('recusa partes demais', () => {
    const f = formulario(Array.from({ length: 11 }, (_, i) => ({ campo: `c${i}`, conteudo: 'x' })));
    expect(() => lerMultipart(f.payload, f.headers['content-type'])).toThrow('Envie um arquivo por vez.');
  });
});
