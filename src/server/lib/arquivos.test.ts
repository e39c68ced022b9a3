import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { conferirArquivo, detectarTipo, nomeDeArquivoSeguro } from './arquivos.ts';
import { criarStorageLocal } from './storage.ts';
import { ARQUIVOS_DE_TESTE as A } from '../testing/arquivos.ts';

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

describe('conferência de envios pelo conteúdo', () => {
  it('reconhece PDF, PNG e JPEG pelas primeiras bytes, não pelo nome', () => {
    expect([detectarTipo(PDF), detectarTipo(PNG), detectarTipo(JPG)]).toEqual(['pdf', 'png', 'jpeg']);
    expect(detectarTipo(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(detectarTipo(Buffer.from([0x89, 0x50]))).toBeNull(); // curto demais
  });

  it('recusa tipo não aceito, vazio e grande demais com mensagens em português', () => {
    expect(() => conferirArquivo(Buffer.from('MZ executável'), { aceitos: ['pdf', 'png'], maxBytes: 1000 })).toThrow('Envie um arquivo PDF ou PNG.');
    expect(() => conferirArquivo(PNG, { aceitos: ['pdf'], maxBytes: 1000 })).toThrow('Envie um arquivo PDF.');
    expect(() => conferirArquivo(Buffer.alloc(0), { aceitos: ['pdf'], maxBytes: 1000 })).toThrow('O arquivo está vazio.');
    const grande = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024)]);
    expect(() => conferirArquivo(grande, { aceitos: ['pdf'], maxBytes: 2 * 1024 * 1024 })).toThrow(
      expect.objectContaining({ code: 'MUITO_GRANDE', message: 'O arquivo passa do limite de 2 MB.' }),
    );
    expect(conferirArquivo(JPG, { aceitos: ['png', 'jpeg'], maxBytes: 1000 })).toMatchObject({ tipo: 'jpeg', mime: 'image/jpeg', extensao: '.jpg' });
  });
});

describe('imagens WEBP e apresentações pelo conteúdo', () => {
  it('reconhece WEBP, PPTX e PPT; um .docx (ZIP) não vira PPTX nem um .doc (OLE2) vira PPT', () => {
    expect([A.webp, A.pptx, A.ppt].map(detectarTipo)).toEqual(['webp', 'pptx', 'ppt']);
    expect([A.docx, A.doc, A.html].map(detectarTipo)).toEqual([null, null, null]);
  });

  it('lista os tipos aceitos na mensagem de recusa', () => {
    const poster = { aceitos: ['png', 'jpeg', 'webp', 'pdf', 'ppt', 'pptx'] as const, maxBytes: 1000 };
    expect(() => conferirArquivo(A.docx, poster)).toThrow('Envie um arquivo PNG, JPG, WEBP, PDF, PPT ou PPTX.');
    expect(conferirArquivo(A.ppt, poster)).toEqual({ tipo: 'ppt', mime: 'application/vnd.ms-powerpoint', extensao: '.ppt' });
  });
});

describe('nome do arquivo enviado', () => {
  it('fica só o nome, sem caminho, controles nem inversões, com a extensão do tipo verdadeiro', () => {
    expect(nomeDeArquivoSeguro('C:\\Users\\ana\\Pôster final.PPT', 'poster', '.pptx')).toBe('Pôster final.pptx');
    expect(nomeDeArquivoSeguro('../../etc/passwd', 'poster', '.pdf')).toBe('passwd.pdf');
    expect(nomeDeArquivoSeguro('relatorio\u202Efdp.exe', 'poster', '.pdf')).toBe('relatoriofdp.pdf');
    expect(nomeDeArquivoSeguro('a"b\u0000c.pdf', 'poster', '.pdf')).toBe('abc.pdf');
    expect(nomeDeArquivoSeguro(null, 'modelo-banner', '.pptx')).toBe('modelo-banner.pptx');
    expect(nomeDeArquivoSeguro('.pdf', 'poster', '.pdf')).toBe('poster.pdf');
    expect(nomeDeArquivoSeguro(`${'x'.repeat(300)}.pdf`, 'poster', '.pdf')).toHaveLength(150);
  });
});

describe('Storage local', () => {
  const raiz = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-storage-'));
  const storage = criarStorageLocal(raiz);
  afterAll(() => fs.rmSync(raiz, { recursive: true, force: true }));

  it('guarda sob um nome gerado, lê de volta e remove', async () => {
    const chave = await storage.salvar('assinaturas', PNG, '.png');
    expect(chave).toMatch(/^assinaturas\/[0-9a-f-]{36}\.png$/);
    expect(await storage.ler(chave)).toEqual(PNG);
    await storage.remover(chave);
    expect(await storage.ler(chave)).toBeNull();
  });

  it('recusa chaves que sairiam da pasta (../) e pastas ou extensões estranhas', async () => {
    await expect(storage.ler('../segredo-jwt')).rejects.toThrow('chave de arquivo inválida');
    await expect(storage.ler('assinaturas/../../x.png')).rejects.toThrow('chave de arquivo inválida');
    await expect(storage.salvar('../fora', PNG, '.png')).rejects.toThrow();
    await expect(storage.salvar('ok', PNG, '.png/../x')).rejects.toThrow();
  });
});
