import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChamadaAdminSchema, ChamadaPublicaSchema, ModeloSchema } from '#shared/contracts/chamadas.ts';
import { MENSAGEM_ANO_FORA_DO_CALENDARIO } from '#shared/contracts/comum.ts';
import { MENSAGENS_CHAMADA as M } from '#shared/rules/chamadas.ts';
import { chamadas } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { ARQUIVOS_DE_TESTE as A } from '../../testing/arquivos.ts';
import { ANTES_DO_PRAZO } from '../../testing/chamadas.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { formulario } from '../../testing/multipart.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ inicio: ANTES_DO_PRAZO });
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const ADMIN = '/api/admin/chamadas';
const corpo = (o: Record<string, unknown> = {}) => ({
  titulo: 'Mostra de Experiências 2030',
  periodo_experiencia_inicio: '2029-01',
  periodo_experiencia_fim: '2030-06',
  prazo_final: '2030-03-31T23:59',
  linhas: [{ codigo: 'APS', nome: 'Atenção Primária' }],
  criterios: [{ titulo: 'Relevância', escala_min: 1, escala_max: 5, peso: 2 }],
  publicado: true,
  ...o,
});

async function pessoas() {
  const autor = await criarUsuarioComSessao(t, { scryptLogN: 4 });
  const instrutor = await criarUsuarioComSessao(t, { perfis: ['usuario', 'instrutor'], scryptLogN: 4 });
  const admin = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'], scryptLogN: 4 });
  return { autor, instrutor, admin };
}

type Metodo = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const pedir = (method: Metodo, url: string, headers?: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
const enviarArquivo = (url: string, headers: Record<string, string>, campo: string, conteudo: Buffer, nome = 'modelo.pptx') => {
  const f = formulario([{ campo, nome, conteudo }]);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...f.headers }, payload: f.payload });
};
const criar = async (headers: Record<string, string>, o: Record<string, unknown> = {}) => (await pedir('POST', ADMIN, headers, corpo(o))).json() as { id: number };

const ROTAS_ADMIN: [Metodo, string, unknown?][] = [
  ['GET', ADMIN],
  ['POST', ADMIN, corpo()],
  ['GET', `${ADMIN}/1`],
  ['PUT', `${ADMIN}/1`, corpo()],
  ['PATCH', `${ADMIN}/1/publicacao`, { publicado: false }],
  ['DELETE', `${ADMIN}/1`],
  ['GET', `${ADMIN}/1/modelo-banner`],
  ['DELETE', `${ADMIN}/1/modelo-banner`],
  ['GET', `${ADMIN}/1/modelo-slides`],
  ['DELETE', `${ADMIN}/1/modelo-slides`],
];
const ROTAS_LOGADAS: [Metodo, string][] = [
  ['GET', '/api/chamadas'],
  ['GET', '/api/chamadas/1'],
  ['GET', '/api/chamadas/1/modelo-banner'],
  ['HEAD', '/api/chamadas/1/modelo-banner'],
  ['GET', '/api/chamadas/1/modelo-slides'],
  ['HEAD', '/api/chamadas/1/modelo-slides'],
];

describe('acesso', () => {
  it('401 sem sessão em todas, inclusive downloads e envios de modelo', async () => {
    for (const [method, url, payload] of [...ROTAS_ADMIN, ...ROTAS_LOGADAS]) {
      expect((await pedir(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const url of ['/api/chamadas/1/modelo-banner', '/api/chamadas/1/modelo-slides']) {
      expect((await enviarArquivo(url, {}, 'file', A.pptx)).statusCode, url).toBe(401);
    }
  });

  it('403 para participante e instrutor nas rotas da administração e no envio de modelos', async () => {
    const { autor, instrutor } = await pessoas();
    for (const quem of [autor, instrutor]) {
      for (const [method, url, payload] of ROTAS_ADMIN) {
        const r = await pedir(method, url, quem.headers, payload);
        expect(r.statusCode, `${method} ${url}`).toBe(403);
        expect(r.json().erro).toBe('Você não tem permissão para esta ação.');
      }
      expect((await enviarArquivo('/api/chamadas/1/modelo-banner', quem.headers, 'file', A.pptx)).statusCode).toBe(403);
    }
  });
});

describe('documentação', () => {
  it('o OpenAPI descreve os caminhos do SPEC §7 (o HEAD, que o Fastify cria junto de cada GET, fica fora do documento)', async () => {
    const paths = (await pedir('GET', '/api/docs/json')).json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/chamadas/{chamadaId}/modelo-banner'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/admin/chamadas/{chamadaId}/modelo-banner'] ?? {}).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(paths['/api/submissoes/{submissaoId}/poster'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(paths['/api/chamadas/{chamadaId}/modelo-slides']).toBeDefined();
  });
});

describe('chamadas', () => {
  it('a administração cria, edita, publica e exclui; quem participa vê o edital publicado sem as regras internas', async () => {
    const { autor, admin } = await pessoas();
    const r = await pedir('POST', ADMIN, admin.headers, corpo({ publicado: false }));
    expect(r.statusCode).toBe(201);
    const criada = ChamadaAdminSchema.parse(r.json());
    expect((await pedir('GET', `/api/chamadas/${criada.id}`, autor.headers)).statusCode).toBe(404);
    expect((await pedir('GET', '/api/chamadas', autor.headers)).json()).toEqual([]);
    const publicada = await pedir('PATCH', `${ADMIN}/${criada.id}/publicacao`, admin.headers, { publicado: true });
    expect(publicada.json()).toMatchObject({ publicado: true, aberta: true });
    const edital = await pedir('GET', `/api/chamadas/${criada.id}`, autor.headers);
    expect(edital.statusCode).toBe(200);
    expect(edital.headers['cache-control']).toBe('no-store');
    expect(Object.keys(edital.json()).sort()).toEqual(Object.keys(ChamadaPublicaSchema.shape).sort());
    const editada = await pedir('PUT', `${ADMIN}/${criada.id}`, admin.headers, corpo({ titulo: 'Mostra 2030' }));
    expect(editada.json()).toMatchObject({ titulo: 'Mostra 2030' });
    expect((await pedir('GET', ADMIN, admin.headers)).json()).toHaveLength(1);
    expect((await pedir('DELETE', `${ADMIN}/${criada.id}`, admin.headers)).statusCode).toBe(204);
    expect((await pedir('GET', `${ADMIN}/${criada.id}`, admin.headers)).statusCode).toBe(404);
  });

  it('400 em português para corpos e parâmetros inválidos; 422 ao publicar sem linha', async () => {
    const { admin } = await pessoas();
    const casos: [string, unknown, string][] = [
      [ADMIN, corpo({ titulo: '  ' }), 'Informe o título da chamada.'],
      [ADMIN, corpo({ periodo_experiencia_inicio: '2030-07' }), M.periodo],
      [ADMIN, corpo({ periodo_experiencia_inicio: '2029-13' }), 'Use o formato AAAA-MM.'],
      [ADMIN, corpo({ prazo_final: '31/03/2030 23:59' }), 'Use data e hora no formato AAAA-MM-DDTHH:MM.'],
      [ADMIN, corpo({ prazo_final: '2030-02-30T10:00' }), 'Data inválida.'],
      [ADMIN, corpo({ prazo_final: '2101-01-01T10:00' }), MENSAGEM_ANO_FORA_DO_CALENDARIO],
      [ADMIN, corpo({ criterios: [{ titulo: 'R', escala_min: 5, escala_max: 5 }] }), M.escala],
      [ADMIN, corpo({ criterios: [{ titulo: 'R', escala_min: 1, escala_max: 5, peso: 0 }] }), 'O peso deve ser maior que zero.'],
      [ADMIN, corpo({ criterios: [{ titulo: 'R', escala_min: 1, escala_max: 5, peso: 1.234 }] }), 'O peso pode ter no máximo duas casas decimais.'],
      [ADMIN, corpo({ linhas: [{ codigo: 'APS', nome: 'A' }, { codigo: 'aps', nome: 'B' }] }), M.linhaRepetida],
      [ADMIN, corpo({ lances_inicio: '2030-04-10T08:00' }), M.janelaLances],
      [ADMIN, corpo({ lances_inicio: '2030-04-10T08:00', lances_fim: '2030-04-09T08:00' }), M.janelaLances],
      [ADMIN, corpo({ max_coautores: 51 }), 'O máximo de coautores deve ser no máximo 50.'],
      [ADMIN, corpo({ limites: { introducao: 20_000 } }), 'O limite de Introdução deve ser no máximo 10000.'],
      [ADMIN, corpo({ limiar_divergencia: 0.1 }), 'O limiar de divergência deve ser no mínimo 0,5.'],
    ];
    for (const [url, payload, mensagem] of casos) {
      const r = await pedir('POST', url, admin.headers, payload);
      expect(r.statusCode, mensagem).toBe(400);
      expect(r.json().erro, JSON.stringify(payload)).toBe(mensagem);
    }
    expect((await pedir('GET', `${ADMIN}/abc`, admin.headers)).json().erro).toBe('chamadaId inválido');
    const semLinha = await pedir('POST', ADMIN, admin.headers, corpo({ linhas: [] }));
    expect([semLinha.statusCode, semLinha.json().erro]).toEqual([422, M.publicarSemLinha]);
  });
});

describe('modelos (SPEC §7)', () => {
  it('envio multipart no campo "file", HEAD diz se existe e GET baixa; metadados para a administração', async () => {
    const { autor, admin } = await pessoas();
    const { id } = await criar(admin.headers);
    const url = `/api/chamadas/${id}/modelo-banner`;
    expect((await pedir('HEAD', url, autor.headers)).statusCode).toBe(404);
    expect((await pedir('GET', `${ADMIN}/${id}/modelo-banner`, admin.headers)).json()).toBeNull();
    const envio = await enviarArquivo(url, admin.headers, 'file', A.pptx, 'Modelo Banner — Mostra.pptx');
    expect(envio.statusCode).toBe(200);
    expect(ModeloSchema.parse(envio.json())).toMatchObject({ nome_arquivo: 'Modelo Banner — Mostra.pptx', tipo: 'banner' });
    const head = await pedir('HEAD', url, autor.headers);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const baixado = await pedir('GET', url, autor.headers);
    expect(baixado.statusCode).toBe(200);
    expect(baixado.rawPayload.equals(A.pptx)).toBe(true);
    expect(baixado.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(baixado.headers['content-disposition']).toBe(`attachment; filename="Modelo Banner _ Mostra.pptx"; filename*=UTF-8''${encodeURIComponent('Modelo Banner — Mostra.pptx')}`);
    expect(baixado.headers['x-content-type-options']).toBe('nosniff');
    expect((await pedir('GET', `${ADMIN}/${id}/modelo-banner`, admin.headers)).json()).toMatchObject({ nome_arquivo: 'Modelo Banner — Mostra.pptx', tamanho: A.pptx.length });
    // o de slides é outro arquivo, no caminho paralelo
    expect((await pedir('HEAD', `/api/chamadas/${id}/modelo-slides`, autor.headers)).statusCode).toBe(404);
    expect((await enviarArquivo(`/api/chamadas/${id}/modelo-slides`, admin.headers, 'file', A.ppt, 'slides.ppt')).json()).toMatchObject({ tipo: 'slides', mime: 'application/vnd.ms-powerpoint' });
    expect((await pedir('DELETE', `${ADMIN}/${id}/modelo-banner`, admin.headers)).statusCode).toBe(204);
    expect((await pedir('HEAD', url, autor.headers)).statusCode).toBe(404);
  });

  it('o modelo de uma chamada em rascunho não chega a quem participa (HEAD e GET: 404)', async () => {
    const { autor, admin } = await pessoas();
    const { id } = await criar(admin.headers, { publicado: false });
    await enviarArquivo(`/api/chamadas/${id}/modelo-banner`, admin.headers, 'file', A.pptx);
    expect((await pedir('HEAD', `/api/chamadas/${id}/modelo-banner`, autor.headers)).statusCode).toBe(404);
    const r = await pedir('GET', `/api/chamadas/${id}/modelo-banner`, autor.headers);
    expect([r.statusCode, r.json().erro]).toEqual([404, M.chamadaNaoEncontrada]);
    expect((await pedir('GET', `/api/chamadas/${id}/modelo-banner`, admin.headers)).statusCode).toBe(200);
  });

  it('envios errados: campo errado, JSON em vez de formulário, tipo pelo conteúdo, corpo malformado', async () => {
    const { admin } = await pessoas();
    const { id } = await criar(admin.headers);
    const url = `/api/chamadas/${id}/modelo-banner`;
    const campoErrado = await enviarArquivo(url, admin.headers, 'arquivo', A.pptx);
    expect([campoErrado.statusCode, campoErrado.json().erro]).toEqual([400, 'Envie o arquivo no campo "file" do formulário.']);
    const json = await pedir('POST', url, admin.headers, { file: 'x' });
    expect([json.statusCode, json.json().erro]).toEqual([400, 'Envie o arquivo num formulário multipart/form-data.']);
    const docx = await enviarArquivo(url, admin.headers, 'file', A.docx, 'modelo.pptx');
    expect([docx.statusCode, docx.json().erro]).toEqual([400, 'Envie um arquivo PPTX, PPT ou PDF.']);
    const malformado = await t.app.inject({ method: 'POST', url, headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nlixo' });
    expect([malformado.statusCode, malformado.json().code]).toEqual([400, 'DADOS_INVALIDOS']);
    // formulário numa rota de JSON: 400, nunca 500; corpo acima do limite da rota: 413
    const f = formulario([{ campo: 'titulo', conteudo: 'x' }]);
    const formNoJson = await t.app.inject({ method: 'POST', url: ADMIN, headers: { ...admin.headers, ...f.headers }, payload: f.payload });
    expect([formNoJson.statusCode, formNoJson.json().code]).toEqual([400, 'DADOS_INVALIDOS']);
    const enorme = await enviarArquivo(url, admin.headers, 'file', Buffer.alloc(31 * 1024 * 1024));
    expect([enorme.statusCode, enorme.json().code]).toEqual([413, 'MUITO_GRANDE']);
    expect((await pedir('GET', `${ADMIN}/${id}/modelo-banner`, admin.headers)).json()).toBeNull();
  });
});

describe('chamada encerrada (pelas rotas)', () => {
  it('PUT, publicação, modelos (envio e remoção) e DELETE: 409 com a mensagem em português', async () => {
    const { admin } = await pessoas();
    const { id } = await criar(admin.headers);
    await enviarArquivo(`/api/chamadas/${id}/modelo-banner`, admin.headers, 'file', A.pptx);
    // o encerramento de verdade (prazo, decisões, certificados) está nos testes do serviço; aqui só a marca
    await t.handle.db.update(chamadas).set({ encerradaEm: ANTES_DO_PRAZO }).where(eq(chamadas.id, id));
    const pedidos = [
      await pedir('PUT', `${ADMIN}/${id}`, admin.headers, corpo({ titulo: 'Outro título' })),
      await pedir('PATCH', `${ADMIN}/${id}/publicacao`, admin.headers, { publicado: false }),
      await enviarArquivo(`/api/chamadas/${id}/modelo-slides`, admin.headers, 'file', A.pptx),
      await pedir('DELETE', `${ADMIN}/${id}/modelo-banner`, admin.headers),
      await pedir('DELETE', `${ADMIN}/${id}`, admin.headers),
    ];
    for (const r of pedidos) expect([r.statusCode, r.json().erro]).toEqual([409, M.encerrada]);
    const depois = ChamadaAdminSchema.parse((await pedir('GET', `${ADMIN}/${id}`, admin.headers)).json());
    expect([depois.titulo, depois.publicado, depois.encerrada_em]).toEqual(['Mostra de Experiências 2030', true, ANTES_DO_PRAZO.toISOString()]);
    expect((await pedir('HEAD', `/api/chamadas/${id}/modelo-banner`, admin.headers)).statusCode).toBe(200);
  });
});
