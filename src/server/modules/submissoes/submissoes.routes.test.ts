import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SubmissaoResumoSchema, SubmissaoSchema } from '#shared/contracts/submissoes.ts';
import { MENSAGENS_CHAMADA as M } from '#shared/rules/chamadas.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { ARQUIVOS_DE_TESTE as A } from '../../testing/arquivos.ts';
import { ANTES_DO_PRAZO, atribuirNoBanco } from '../../testing/chamadas.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { formulario } from '../../testing/multipart.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ inicio: ANTES_DO_PRAZO });
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

type Metodo = 'GET' | 'HEAD' | 'POST' | 'PUT';
type Headers = Record<string, string>;
const pedir = (method: Metodo, url: string, headers?: Headers, payload?: unknown) =>
  t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
const enviarPoster = (id: number, headers: Headers, conteudo: Buffer, nome = 'poster.pdf', campo = 'poster') => {
  const f = formulario([{ campo, nome, conteudo }]);
  return t.app.inject({ method: 'POST', url: `/api/submissoes/${id}/poster`, headers: { ...headers, ...f.headers }, payload: f.payload });
};

/** Autor, outra pessoa, administradora, a avaliadora do trabalho e outra avaliadora, e uma chamada publicada. */
async function cenario() {
  const opcoes = { scryptLogN: 4 };
  const autor = await criarUsuarioComSessao(t, { ...opcoes, nome: 'Alice Autora' });
  const outro = await criarUsuarioComSessao(t, opcoes);
  const admin = await criarUsuarioComSessao(t, { ...opcoes, perfis: ['usuario', 'administrador'] });
  const avaliadora = await criarUsuarioComSessao(t, { ...opcoes, perfis: ['usuario', 'instrutor'] });
  const outraAvaliadora = await criarUsuarioComSessao(t, { ...opcoes, perfis: ['usuario', 'instrutor'] });
  const chamada = (
    await pedir('POST', '/api/admin/chamadas', admin.headers, {
      titulo: 'Mostra 2030', periodo_experiencia_inicio: '2029-01', periodo_experiencia_fim: '2030-06', prazo_final: '2030-03-31T23:59',
      linhas: [{ codigo: 'APS', nome: 'Atenção Primária' }], criterios: [{ titulo: 'Relevância', escala_min: 1, escala_max: 5 }], publicado: true,
    })
  ).json() as { id: number; linhas: { id: number }[] };
  const trabalho = (o: Record<string, unknown> = {}) => ({
    titulo: 'Acolhimento na UBS', inicio_experiencia: '2029-05', linha_id: chamada.linhas[0]!.id,
    introducao: 'a', objetivos: 'b', metodo: 'c', resultados: 'd', consideracoes: 'e', ...o,
  });
  return { autor, outro, admin, avaliadora, outraAvaliadora, chamada, trabalho };
}

describe('acesso', () => {
  it('401 sem sessão em todas, inclusive envio e downloads do pôster', async () => {
    const rotas: [Metodo, string, unknown?][] = [
      ['GET', '/api/submissoes/minhas'], ['POST', '/api/chamadas/1/submissoes', {}], ['GET', '/api/submissoes/1'], ['PUT', '/api/submissoes/1', {}],
      ['POST', '/api/submissoes/1/retirada'], ['GET', '/api/submissoes/1/poster'], ['HEAD', '/api/submissoes/1/poster'], ['GET', '/api/submissoes/1/posteres/1'],
      ['GET', '/api/admin/submissoes'], ['GET', '/api/admin/chamadas/1/submissoes'],
    ];
    for (const [method, url, payload] of rotas) expect((await pedir(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    expect((await enviarPoster(1, {}, A.pdf)).statusCode).toBe(401);
  });

  it('403 nas listas da administração para participante e instrutor', async () => {
    const { autor, avaliadora } = await cenario();
    for (const quem of [autor, avaliadora]) {
      for (const url of ['/api/admin/submissoes', '/api/admin/chamadas/1/submissoes']) expect((await pedir('GET', url, quem.headers)).statusCode, url).toBe(403);
    }
  });
});

describe('o trabalho, papel por papel', () => {
  it('autor cria, edita, envia e retira; outra pessoa e quem avalia não acham; a administração lê o enviado e não mexe', async () => {
    const { autor, outro, admin, avaliadora, chamada, trabalho } = await cenario();
    const criado = await pedir('POST', `/api/chamadas/${chamada.id}/submissoes`, autor.headers, trabalho({ titulo: 'Rascunho' }));
    expect(criado.statusCode).toBe(201);
    const { id } = SubmissaoSchema.parse(criado.json());
    for (const quem of [outro, avaliadora, admin]) {
      const r = await pedir('GET', `/api/submissoes/${id}`, quem.headers);
      expect([r.statusCode, r.json().erro]).toEqual([404, M.submissaoNaoEncontrada]);
    }
    const enviado = await pedir('PUT', `/api/submissoes/${id}`, autor.headers, trabalho({ enviar: true }));
    expect(enviado.json()).toMatchObject({ status: 'submetida', pode_editar: true });
    expect((await pedir('GET', `/api/submissoes/${id}`, admin.headers)).json()).toMatchObject({ status: 'submetida', autor: { nome: 'Alice Autora' }, pode_editar: false });
    const daAdmin = await pedir('PUT', `/api/submissoes/${id}`, admin.headers, trabalho());
    expect([daAdmin.statusCode, daAdmin.json().erro]).toEqual([403, M.soSeus]);
    expect((await pedir('PUT', `/api/submissoes/${id}`, outro.headers, trabalho())).statusCode).toBe(404);
    expect((await pedir('POST', `/api/submissoes/${id}/retirada`, outro.headers)).statusCode).toBe(404);
    const minhas = await pedir('GET', '/api/submissoes/minhas', autor.headers);
    expect(minhas.json().map((m: unknown) => SubmissaoResumoSchema.parse(m).id)).toEqual([id]);
    expect((await pedir('GET', '/api/submissoes/minhas', outro.headers)).json()).toEqual([]);
    expect((await pedir('GET', '/api/admin/submissoes', admin.headers)).json()).toHaveLength(1);
    expect((await pedir('GET', `/api/admin/chamadas/${chamada.id}/submissoes?status=submetida`, admin.headers)).json()).toHaveLength(1);
    expect((await pedir('POST', `/api/submissoes/${id}/retirada`, autor.headers)).json()).toMatchObject({ status: 'retirada' });
  });

  it('400 em português para corpos, parâmetros e filtros inválidos', async () => {
    const { autor, admin, chamada, trabalho } = await cenario();
    const base = `/api/chamadas/${chamada.id}/submissoes`;
    const casos: [string, unknown, string][] = [
      [base, trabalho({ inicio_experiencia: '05/2029' }), 'Use o formato AAAA-MM.'],
      [base, trabalho({ linha_id: 'APS' }), M.linhaInvalida],
      [base, trabalho({ coautores: [{ nome: 'Bruno', email: 'bruno' }] }), 'Informe um e-mail válido.'],
      [base, trabalho({ coautores: [{ nome: 'Bruno', email: 'b@x.test', cpf: '111.111.111-12' }] }), 'CPF do coautor inválido. Verifique os dígitos.'],
      [base, trabalho({ coautores: [{ nome: 'Bruno', email: 'b@x.test', papel: 'chefe' }] }), 'Papel do coautor inválido.'],
      [base, trabalho({ introducao: 'x'.repeat(10_001) }), 'Introdução pode ter no máximo 10000 caracteres.'],
      ['/api/chamadas/abc/submissoes', trabalho(), 'chamadaId inválido'],
    ];
    for (const [url, payload, mensagem] of casos) {
      const r = await pedir('POST', url, autor.headers, payload);
      expect([r.statusCode, r.json().erro], mensagem).toEqual([400, mensagem]);
    }
    expect((await pedir('GET', '/api/submissoes/x', autor.headers)).json().erro).toBe('submissaoId inválido');
    expect((await pedir('GET', '/api/admin/submissoes?status=rascunho', admin.headers)).json().erro).toBe('Situação inválida.');
    const incompleto = await pedir('POST', base, autor.headers, trabalho({ metodo: '', enviar: true }));
    expect([incompleto.statusCode, incompleto.json().details.campos]).toEqual([400, [{ campo: 'metodo', mensagem: 'Preencha Método.' }]]);
  });
});

describe('pôster (SPEC §7)', () => {
  it('multipart no campo "poster"; baixam o autor, a administração e quem avalia o trabalho (nome neutro); os demais, 404', async () => {
    const { autor, outro, admin, avaliadora, outraAvaliadora, chamada, trabalho } = await cenario();
    const { id } = (await pedir('POST', `/api/chamadas/${chamada.id}/submissoes`, autor.headers, trabalho({ enviar: true }))).json() as { id: number };
    expect((await pedir('HEAD', `/api/submissoes/${id}/poster`, autor.headers)).statusCode).toBe(404);
    const envio = await enviarPoster(id, autor.headers, A.webp, 'Pôster da Alice.webp');
    expect(envio.statusCode).toBe(200);
    expect(envio.json()).toMatchObject({ nome_arquivo: 'Pôster da Alice.webp', tipo: 'webp', mime: 'image/webp' });
    for (const quem of [outro, admin, avaliadora]) expect((await enviarPoster(id, quem.headers, A.pdf)).statusCode).toBe(quem === admin ? 403 : 404);
    await atribuirNoBanco(t.handle.db, { id, chamadaId: chamada.id }, avaliadora.usuario.id);
    const url = `/api/submissoes/${id}/poster`;
    const doAutor = await pedir('GET', url, autor.headers);
    expect([doAutor.statusCode, doAutor.headers['content-type'], doAutor.rawPayload.equals(A.webp)]).toEqual([200, 'image/webp', true]);
    expect(doAutor.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Pôster da Alice.webp')}`);
    expect((await pedir('GET', url, admin.headers)).statusCode).toBe(200);
    const daAvaliadora = await pedir('GET', url, avaliadora.headers);
    expect([daAvaliadora.statusCode, daAvaliadora.headers['content-disposition']]).toEqual([200, `attachment; filename="poster-trabalho-${id}.webp"; filename*=UTF-8''poster-trabalho-${id}.webp`]);
    expect((await pedir('HEAD', url, avaliadora.headers)).statusCode).toBe(200);
    for (const quem of [outro, outraAvaliadora]) {
      const r = await pedir('GET', url, quem.headers);
      expect([r.statusCode, r.json().erro]).toEqual([404, M.submissaoNaoEncontrada]);
      expect((await pedir('HEAD', url, quem.headers)).statusCode).toBe(404);
    }
    // o histórico: autor e administração
    const v2 = await enviarPoster(id, autor.headers, A.pdf, 'v2.pdf');
    expect(v2.statusCode).toBe(200);
    const anterior = (await pedir('GET', `/api/submissoes/${id}`, autor.headers)).json().posteres_anteriores[0] as { id: number };
    const historico = `/api/submissoes/${id}/posteres/${anterior.id}`;
    expect((await pedir('GET', historico, admin.headers)).rawPayload.equals(A.webp)).toBe(true);
    for (const quem of [avaliadora, outro]) expect((await pedir('GET', historico, quem.headers)).statusCode).toBe(404);
  });

  it('envios errados: campo "file" em vez de "poster", tipo pelo conteúdo, acima de 30 MB', async () => {
    const { autor, chamada, trabalho } = await cenario();
    const { id } = (await pedir('POST', `/api/chamadas/${chamada.id}/submissoes`, autor.headers, trabalho())).json() as { id: number };
    const campoErrado = await enviarPoster(id, autor.headers, A.pdf, 'p.pdf', 'file');
    expect([campoErrado.statusCode, campoErrado.json().erro]).toEqual([400, 'Envie o arquivo no campo "poster" do formulário.']);
    const docx = await enviarPoster(id, autor.headers, A.docx, 'poster.pptx');
    expect([docx.statusCode, docx.json().erro]).toEqual([400, 'Envie um arquivo PNG, JPG, WEBP, PDF, PPT ou PPTX.']);
    const grande = await enviarPoster(id, autor.headers, Buffer.concat([A.pdf, Buffer.alloc(30 * 1024 * 1024)]));
    expect([grande.statusCode, grande.json().erro]).toEqual([413, 'O arquivo passa do limite de 30 MB.']);
    expect((await pedir('GET', `/api/submissoes/${id}`, autor.headers)).json().poster).toBeNull();
  });
});
