import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENSAGEM_DATA_FORA_DOS_LIMITES } from '#shared/contracts/comum.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { turmaComAvaliacoes } from '../../testing/avaliacoes.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(async () => {
  await limpar(t);
  t.relogio.agora = new Date();
});

const BASE = '/api/avaliacoes/resultados';

async function cenario() {
  const instrutor = await criarUsuarioComSessao(t, { perfis: ['usuario', 'instrutor'], scryptLogN: 4 });
  const outro = await criarUsuarioComSessao(t, { perfis: ['usuario', 'instrutor'], scryptLogN: 4 });
  const admin = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'], scryptLogN: 4 });
  const pessoa = await criarUsuarioComSessao(t, { scryptLogN: 4 });
  const turma = await turmaComAvaliacoes(t.handle.db, {
    inicio: 10, titulo: 'Curso de Vacinação', instrutores: [instrutor.usuario.id],
    participantes: [{ presencas: 4, avaliacao: { nota: 10, gostou_mais: 'Tudo.' } }, { presencas: 4 }],
  });
  const daOutra = await turmaComAvaliacoes(t.handle.db, { inicio: 10, instrutores: [outro.usuario.id], participantes: [] });
  t.relogio.agora = turma.depoisDoFim;
  return { instrutor, admin, pessoa, turma, daOutra };
}

describe('rotas dos resultados da avaliação', () => {
  it('401 sem sessão em todas', async () => {
    for (const [method, url] of [['GET', `${BASE}/instrutor`], ['GET', BASE], ['GET', `${BASE}/nao-responderam`], ['POST', `${BASE}/lembretes`], ['GET', `${BASE}/exportacao?formato=csv`]] as const) {
      const r = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: { turma_ids: [1] } } : {}) });
      expect(r.statusCode, url).toBe(401);
    }
  });

  it('403 para quem não tem o perfil: participante no do instrutor; instrutor nos da administração', async () => {
    const c = await cenario();
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/instrutor`, headers: c.pessoa.headers })).statusCode).toBe(403);
    for (const [method, url] of [['GET', BASE], ['GET', `${BASE}/nao-responderam`], ['POST', `${BASE}/lembretes`], ['GET', `${BASE}/exportacao?formato=xlsx`]] as const) {
      const r = await t.app.inject({ method, url, headers: c.instrutor.headers, ...(method === 'POST' ? { payload: { turma_ids: [c.turma.turmaId] } } : {}) });
      expect(r.statusCode, url).toBe(403);
    }
  });

  it('400 em português para filtros, formato e corpo inválidos', async () => {
    const c = await cenario();
    const casos = [
      ['GET', `${BASE}?de=2026-02-31`, 'Data inválida.'],
      ['GET', `${BASE}?de=2026-05-10&ate=2026-05-01`, 'A data final não pode ser anterior à inicial.'],
      ['GET', `${BASE}?de=9999-01-01`, MENSAGEM_DATA_FORA_DOS_LIMITES],
      ['GET', `${BASE}/nao-responderam?ate=9999-12-31`, MENSAGEM_DATA_FORA_DOS_LIMITES],
      ['GET', `${BASE}/exportacao?formato=csv&de=1899-12-31`, MENSAGEM_DATA_FORA_DOS_LIMITES],
      ['GET', `${BASE}?tipo=Show`, 'Tipo de evento inválido.'],
      ['GET', `${BASE}/instrutor?turma=abc`, 'ID da turma inválido.'],
      ['GET', `${BASE}/exportacao?formato=pdf`, 'Formato inválido (csv ou xlsx).'],
      ['GET', `${BASE}/exportacao`, 'Formato inválido (csv ou xlsx).'],
      ['POST', `${BASE}/lembretes`, 'Escolha ao menos uma turma.', { turma_ids: [] }],
      ['POST', `${BASE}/lembretes`, 'Informe as turmas.', {}],
    ] as const;
    for (const [method, url, mensagem, payload] of casos) {
      const r = await t.app.inject({ method, url, headers: c.admin.headers, ...(payload ? { payload } : {}) });
      expect(r.statusCode, url).toBe(400);
      expect(r.json().code).toBe('DADOS_INVALIDOS');
      expect(JSON.stringify(r.json()), url).toContain(mensagem);
    }
  });

  it('instrutor: a própria turma com 1 resposta só com as contagens (nada de médias, distribuição ou comentários); a de outro, 403; inexistente, 404', async () => {
    const c = await cenario();
    const r = await t.app.inject({ method: 'GET', url: `${BASE}/instrutor`, headers: c.instrutor.headers });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const corpo = r.json();
    expect(Object.keys(corpo).sort()).toEqual(['geral', 'resultado', 'turma_id', 'turmas']);
    const semComentarios = { gostou_mais: [], sugestoes_melhoria: [], comentarios_finais: [] };
    expect(corpo.resultado).toMatchObject({ respostas: 1, elegiveis: 2, taxa_resposta: 50, media_geral: null, detalhes_ocultos: true, comentarios: semComentarios });
    for (const agregado of [corpo.resultado, corpo.geral]) {
      expect(agregado.criterios.length).toBeGreaterThan(0);
      for (const criterio of agregado.criterios) expect(criterio).toMatchObject({ media: null, distribuicao: [] });
    }
    expect(corpo.geral).toMatchObject({ respostas: 1, media_geral: null, detalhes_ocultos: true });
    expect(corpo.turmas[0]).toMatchObject({ respostas: 1, media_geral: null, detalhes_ocultos: true });
    expect(r.body).not.toContain('Tudo.');
    expect(r.body).not.toMatch(/"quantidade"|"nota"|"media(_geral)?":\d/); // a nota 10 não escapa por lugar algum
    expect(r.body).not.toMatch(/usuario_id|email|criada/);
    const adm = await t.app.inject({ method: 'GET', url: `${BASE}/instrutor?turma=${c.turma.turmaId}`, headers: c.admin.headers });
    expect(adm.json().resultado).toMatchObject({ respostas: 1, media_geral: 10, detalhes_ocultos: false, comentarios: { gostou_mais: ['Tudo.'] } });
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/instrutor?turma=${c.daOutra.turmaId}`, headers: c.instrutor.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/instrutor?turma=999999`, headers: c.instrutor.headers })).statusCode).toBe(404);
  });

  it('administração: resultados, quem não respondeu (nome e e-mail), lembrete idempotente no dia', async () => {
    const c = await cenario();
    const r = await t.app.inject({ method: 'GET', url: `${BASE}?turma=${c.turma.turmaId}`, headers: c.admin.headers });
    expect(r.statusCode).toBe(200);
    expect(Object.keys(r.json()).sort()).toEqual(['geral', 'opcoes', 'resultado', 'turma_id', 'turmas']);
    const nao = await t.app.inject({ method: 'GET', url: `${BASE}/nao-responderam?turma=${c.turma.turmaId}`, headers: c.admin.headers });
    const apta = c.turma.pessoas[1]!;
    expect(nao.json()).toEqual({ total: 1, turma_ids: [c.turma.turmaId], pessoas: [{ turma_id: c.turma.turmaId, evento: 'Curso de Vacinação', turma: 'Turma A', nome: apta.nome, email: apta.email }] });
    const lembrar = () => t.app.inject({ method: 'POST', url: `${BASE}/lembretes`, headers: c.admin.headers, payload: { turma_ids: [c.turma.turmaId] } });
    expect((await lembrar()).json()).toEqual({ enfileirados: 1, ja_enviados_hoje: 0, mensagem: '1 lembrete enviado.' });
    expect((await lembrar()).json()).toMatchObject({ enfileirados: 0, ja_enviados_hoje: 1 });
  });

  it('exportação: CSV e XLSX para baixar, com nome datado e sem cache', async () => {
    const c = await cenario();
    const csv = await t.app.inject({ method: 'GET', url: `${BASE}/exportacao?formato=csv`, headers: c.admin.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="avaliacoes-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.body.startsWith('\uFEFFEvento;Turma;Término da turma;')).toBe(true);
    const xlsx = await t.app.inject({ method: 'GET', url: `${BASE}/exportacao?formato=xlsx&turma=${c.turma.turmaId}`, headers: c.admin.headers });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toMatch(/filename="avaliacoes-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
