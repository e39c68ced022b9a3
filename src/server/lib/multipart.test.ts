import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulario } from '../testing/multipart.ts';
import { registrarTratadorDeErros } from './error-handler.ts';
import { aceitarMultipart, arquivoDoCampo } from './multipart.ts';

// uma rota de verdade com o @fastify/multipart: o que o leitor devolve, e a recusa de cada envio ruim
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registrarTratadorDeErros(app);
  await app.register(async (escopo) => {
    await aceitarMultipart(escopo);
    escopo.post('/envio', async (req) => {
      const a = await arquivoDoCampo(req, 'poster', 1024);
      return { nome: a.nome, base64: a.conteudo.toString('base64') };
    });
    // a regra de quem pode enviar vem antes da leitura: recusado, o corpo nem é olhado
    escopo.post('/recusado', async () => Promise.reject(Object.assign(new Error('proibido'), { statusCode: 403 })));
  });
  await app.ready();
});
afterAll(() => app.close());

const enviar = (f: ReturnType<typeof formulario> | { payload: string | Buffer; headers: Record<string, string> }, url = '/envio') =>
  app.inject({ method: 'POST', url, payload: f.payload, headers: f.headers });

describe('envios multipart/form-data', () => {
  it('entrega o arquivo do campo pedido, binário intacto (CRLF e "--" dentro), com o nome em UTF-8; ignora os outros campos', async () => {
    const binario = Buffer.from([0x00, 0x0d, 0x0a, 0x2d, 0x2d, 0xff, 0x0d, 0x0a]);
    const r = await enviar(formulario([
      { campo: 'descricao', conteudo: 'Pôster final' },
      { campo: 'poster', nome: 'pôster da mostra.pdf', tipo: 'application/pdf', conteudo: binario },
    ]));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ nome: 'pôster da mostra.pdf', base64: binario.toString('base64') });
  });

  it('aceita a fronteira entre aspas', async () => {
    const payload = '--abc\r\nContent-Disposition: form-data; name="poster"; filename="modelo único.pptx"\r\n\r\nPK\r\n--abc--\r\n';
    const r = await enviar({ payload: Buffer.from(payload), headers: { 'content-type': 'multipart/form-data; boundary="abc"' } });
    expect(r.json()).toEqual({ nome: 'modelo único.pptx', base64: Buffer.from('PK').toString('base64') });
  });

  it('recusa corpos malformados com 400 e uma mensagem em português, sem exceção crua', async () => {
    const malformados: [string, string][] = [
      ['nada aqui', 'multipart/form-data; boundary=x'],
      ['--x\r\nContent-Disposition: form-data; name="poster"; filename="a.pdf"\r\n\r\nsem fim', 'multipart/form-data; boundary=x'],
      ['--xlixo', 'multipart/form-data; boundary=x'],
      ['--x--', 'multipart/form-data; boundary=x'],
    ];
    for (const [payload, tipo] of malformados) {
      const r = await enviar({ payload, headers: { 'content-type': tipo } });
      expect(r.statusCode, payload).toBe(400);
      expect(r.json().code, payload).toBe('DADOS_INVALIDOS');
    }
    const json = await enviar({ payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().erro).toBe('Envie o arquivo num formulário multipart/form-data.');
  });

  it('sem arquivo no campo pedido diz qual campo', async () => {
    const r = await enviar(formulario([{ campo: 'file', nome: 'a.pdf', conteudo: '%PDF' }]));
    expect(r.json()).toMatchObject({ code: 'DADOS_INVALIDOS', erro: 'Envie o arquivo no campo "poster" do formulário.' });
  });

  it('recusa dois arquivos e partes demais ("Envie um arquivo por vez.")', async () => {
    const dois = await enviar(formulario([{ campo: 'poster', nome: 'a.pdf', conteudo: '1' }, { campo: 'poster', nome: 'b.pdf', conteudo: '2' }]));
    expect(dois.json()).toMatchObject({ code: 'DADOS_INVALIDOS', erro: 'Envie um arquivo por vez.' });
    const muitas = await enviar(formulario(Array.from({ length: 11 }, (_, i) => ({ campo: `c${i}`, conteudo: 'x' }))));
    expect(muitas.json()).toMatchObject({ code: 'DADOS_INVALIDOS', erro: 'Envie um arquivo por vez.' });
  });

  it('arquivo acima do limite: 413 com o limite por extenso', async () => {
    const r = await enviar(formulario([{ campo: 'poster', nome: 'a.pdf', conteudo: Buffer.alloc(1025) }]));
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ code: 'MUITO_GRANDE', erro: 'O arquivo passa do limite de 1 KB.' });
    const noLimite = await enviar(formulario([{ campo: 'poster', nome: 'a.pdf', conteudo: Buffer.alloc(1024) }]));
    expect(noLimite.statusCode).toBe(200);
  });

  it('a rota que recusa antes de pedir o arquivo responde sem ler o corpo (um corpo malformado nem chega a dar 400)', async () => {
    const r = await enviar({ payload: 'lixo que não é multipart', headers: { 'content-type': 'multipart/form-data; boundary=x' } }, '/recusado');
    expect(r.statusCode).toBe(403);
    const lido = await enviar({ payload: 'lixo que não é multipart', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(lido.statusCode).toBe(400);
  });
});
