import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assinaturas } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { blocoPng, criarPng, dataUrl, GIF, JPEG } from './png-de-teste.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const ROTA = '/api/assinatura';
const PNG = criarPng();
const FORMATO = 'Envie a assinatura como imagem PNG.';

const salvar = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: ROTA, headers, payload: payload as object });

describe('rotas da assinatura', () => {
  it('401 sem sessão em todas; a lista é só de instrutor ou administrador (403 para usuário)', async () => {
    for (const [method, url] of [['GET', ROTA], ['PUT', ROTA], ['DELETE', ROTA], ['GET', `${ROTA}/lista`]] as const) {
      const r = await t.app.inject({ method, url, ...(method === 'PUT' ? { payload: { imagem: dataUrl(PNG) } } : {}) });
      expect(r.statusCode, `${method} ${url}`).toBe(401);
    }
    const usuario = await criarUsuarioComSessao(t);
    const lista = await t.app.inject({ method: 'GET', url: `${ROTA}/lista`, headers: usuario.headers });
    expect(lista.statusCode).toBe(403);
    expect(lista.json().erro).toBe('Você não tem permissão para esta ação.');
    for (const perfis of [['instrutor'], ['administrador']] as const) {
      const p = await criarUsuarioComSessao(t, { perfis: [...perfis] });
      expect((await t.app.inject({ method: 'GET', url: `${ROTA}/lista`, headers: p.headers })).statusCode, perfis[0]).toBe(200);
    }
  });

  it('salva, lê, troca só a função e remove; as respostas trazem só os campos do contrato', async () => {
    const p = await criarUsuarioComSessao(t);
    const vazia = await t.app.inject({ method: 'GET', url: ROTA, headers: p.headers });
    expect(vazia.json()).toEqual({ tem_assinatura: false, funcao: null, atualizada_em: null, imagem: null });
    expect(vazia.headers['cache-control']).toBe('no-store');

    const salva = await salvar(p.headers, { imagem: dataUrl(PNG), funcao: 'Chefe da Escola da Saúde', usuario_id: 1, arquivo: 'x' });
    expect(salva.statusCode).toBe(200);
    expect(Object.keys(salva.json()).sort()).toEqual(['atualizada_em', 'funcao', 'imagem', 'tem_assinatura']);
    expect(salva.json()).toMatchObject({ tem_assinatura: true, funcao: 'Chefe da Escola da Saúde', imagem: dataUrl(PNG) });
    const [linha] = await t.handle.db.select().from(assinaturas);
    expect(linha).toMatchObject({ usuarioId: p.usuario.id, funcao: 'Chefe da Escola da Saúde' });
    expect(salva.body).not.toContain(linha!.arquivo);
    expect(await t.app.deps.storage.ler(linha!.arquivo)).toEqual(PNG);

    expect((await t.app.inject({ method: 'GET', url: ROTA, headers: p.headers })).json()).toEqual(salva.json());
    const funcao = await salvar(p.headers, { funcao: 'Diretora' });
    expect(funcao.json()).toMatchObject({ funcao: 'Diretora', imagem: dataUrl(PNG) });

    const removida = await t.app.inject({ method: 'DELETE', url: ROTA, headers: p.headers });
    expect(removida.statusCode).toBe(204);
    expect(removida.body).toBe('');
    expect(await t.app.deps.storage.ler(linha!.arquivo)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: ROTA, headers: p.headers })).json()).toMatchObject({ tem_assinatura: false });
  });

  it('substituir remove o arquivo antigo', async () => {
    const p = await criarUsuarioComSessao(t);
    await salvar(p.headers, { imagem: dataUrl(PNG) });
    const [antiga] = await t.handle.db.select().from(assinaturas);
    const outra = criarPng({ largura: 640, altura: 200 });
    expect((await salvar(p.headers, { imagem: dataUrl(outra) })).json()).toMatchObject({ imagem: dataUrl(outra) });
    const [nova] = await t.handle.db.select().from(assinaturas);
    expect(nova!.arquivo).not.toBe(antiga!.arquivo);
    expect(await t.app.deps.storage.ler(antiga!.arquivo)).toBeNull();
    expect(await t.app.deps.storage.ler(nova!.arquivo)).toEqual(outra);
  });

  it('400 em português para o que não é um PNG aceito (o prefixo do data ROTA não conta), nada gravado', async () => {
    const p = await criarUsuarioComSessao(t);
    const ruins: [unknown, string][] = [
      [{ imagem: 'data:image/png;base64,não é base64!' }, FORMATO],
      [{ imagem: 'data:image/png;base64,' }, FORMATO],
      [{ imagem: 'https://exemplo.org/assinatura.png' }, FORMATO],
      [{ imagem: dataUrl(JPEG, 'image/jpeg') }, FORMATO],
      [{ imagem: dataUrl(JPEG) }, FORMATO],
      [{ imagem: dataUrl(GIF) }, FORMATO],
      [{ imagem: dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')) }, FORMATO],
      [{ imagem: 42 }, FORMATO],
      [{ imagem: dataUrl(criarPng({ largura: 15, altura: 40 })) }, 'A imagem é pequena demais: use pelo menos 20 × 10 pixels.'],
      [{ imagem: dataUrl(criarPng({ largura: 300, altura: 9 })) }, 'A imagem é pequena demais: use pelo menos 20 × 10 pixels.'],
      [{ imagem: dataUrl(criarPng({ largura: 2001, altura: 100 })) }, 'A imagem deve ter no máximo 2000 × 1000 pixels. Use uma imagem menor.'],
      [{ imagem: dataUrl(criarPng({ largura: 100, altura: 1001 })) }, 'A imagem deve ter no máximo 2000 × 1000 pixels. Use uma imagem menor.'],
      [{ funcao: 'Diretora' }, 'Faça ou envie a assinatura antes de salvar.'],
      [{ imagem: dataUrl(PNG), funcao: 'Chefe\u0000' }, 'A função contém caracteres inválidos.'],
      [{ imagem: dataUrl(PNG), funcao: 'Chefe\nda Escola' }, 'A função contém caracteres inválidos.'],
      [{ imagem: dataUrl(PNG), funcao: 'x'.repeat(121) }, 'A função pode ter no máximo 120 caracteres.'],
      [{ imagem: dataUrl(PNG), funcao: 7 }, 'Informe a função como texto.'],
    ];
    for (const [payload, erro] of ruins) {
      const r = await salvar(p.headers, payload);
      expect(r.statusCode, erro).toBe(400);
      expect(r.json(), erro).toMatchObject({ code: 'DADOS_INVALIDOS', erro });
    }
    const campo = await salvar(p.headers, { imagem: dataUrl(GIF) });
    expect(campo.json().details).toEqual({ campos: [{ campo: 'imagem', mensagem: FORMATO }] });
    expect(await t.handle.db.select().from(assinaturas)).toHaveLength(0);
  });

  it('imagem acima de 1 MB: 413 com a mensagem clara; corpo acima do limite da rota: 413, nunca 500', async () => {
    const p = await criarUsuarioComSessao(t);
    const grande = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const r = await salvar(p.headers, { imagem: dataUrl(grande) });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ code: 'MUITO_GRANDE', erro: 'A imagem passa de 1 MB. Use uma imagem menor ou desenhe a assinatura.' });
    const enorme = await salvar(p.headers, { imagem: dataUrl(Buffer.alloc(3 * 1024 * 1024)) });
    expect(enorme.statusCode).toBe(413);
    expect(enorme.json().code).toBe('MUITO_GRANDE');
    expect(await t.handle.db.select().from(assinaturas)).toHaveLength(0);
  });

  it('uma imagem de quase 1 MB passa pelo limite do corpo da rota', async () => {
    const p = await criarUsuarioComSessao(t);
    // PNG válido com um bloco auxiliar enchendo até perto de 1 MB (o base64 passa de 1,3 MB)
    const png = criarPng();
    const recheio = Buffer.alloc(1024 * 1024 - png.length - 64, 0x61);
    const cheio = Buffer.concat([png.subarray(0, 33), blocoPng('tEXt', Buffer.concat([Buffer.from('c\0'), recheio])), png.subarray(33)]);
    expect(cheio.length).toBeLessThanOrEqual(1024 * 1024);
    const r = await salvar(p.headers, { imagem: dataUrl(cheio) });
    expect(r.statusCode).toBe(200);
  });

  it('a lista traz só quem tem assinatura, por nome, com id, nome, função e tem_assinatura: true (SPEC §3)', async () => {
    const adm = await criarUsuarioComSessao(t, { perfis: ['administrador'], nome: 'Zélia Administradora' });
    const bia = await criarUsuarioComSessao(t, { nome: 'Beatriz Nunes' });
    const ana = await criarUsuarioComSessao(t, { nome: 'Ana Prado' });
    await criarUsuarioComSessao(t, { nome: 'Abel Sem Assinatura' });
    await salvar(bia.headers, { imagem: dataUrl(PNG), funcao: 'Coordenadora' });
    await salvar(ana.headers, { imagem: dataUrl(PNG) });
    const r = await t.app.inject({ method: 'GET', url: `${ROTA}/lista`, headers: adm.headers });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([
      { id: ana.usuario.id, nome: 'Ana Prado', funcao: null, tem_assinatura: true },
      { id: bia.usuario.id, nome: 'Beatriz Nunes', funcao: 'Coordenadora', tem_assinatura: true },
    ]);
  });
});
