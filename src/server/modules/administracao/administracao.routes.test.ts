import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reservasSala, salas, solicitacoesCurso } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { MODALIDADES, DEPARTAMENTOS } from '#shared/rules/solicitacoes-curso.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { falharUmEmail } from '../../testing/tarefas.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const admin = () => criarUsuarioComSessao(t, { nome: 'Ana Administradora', perfis: ['usuario', 'administrador'] });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/admin/dashboard-analitico (e o detalhe)', () => {
  it('401 sem sessão; 403 para participante e instrutor', async () => {
    for (const url of ['/api/admin/dashboard-analitico', '/api/admin/dashboard-analitico/detalhe?indicador=inscricoes', '/api/admin/painel']) {
      expect((await get(url)).statusCode, url).toBe(401);
      for (const perfis of [['usuario'], ['usuario', 'instrutor']] as const) {
        const quem = await criarUsuarioComSessao(t, { perfis: [...perfis] });
        const r = await get(url, quem.headers);
        expect(r.statusCode, url).toBe(403);
        expect(r.json().code).toBe('SEM_PERMISSAO');
      }
    }
  });

  it('200 para a administração, com o painel vazio bem formado', async () => {
    const a = await admin();
    const r = await get('/api/admin/dashboard-analitico?ano=2026&mes=3&tipo=Curso', a.headers);
    expect(r.statusCode).toBe(200);
    const corpo = r.json();
    expect(corpo.totais).toMatchObject({ eventos: 0, turmas: 0, inscricoes: 0, media_avaliacoes: null, trabalhos: null });
    expect(corpo.por_mes).toEqual([{ ano: 2026, mes: 3, turmas: 0, inscricoes: 0 }]);
    expect(corpo.unidades.length).toBeGreaterThan(0);
    const d = await get('/api/admin/dashboard-analitico/detalhe?indicador=frequencia&ano=2026&pagina=1&por_pagina=10', a.headers);
    expect(d.statusCode).toBe(200);
    expect(d.json()).toEqual({ itens: [], total: 0, pagina: 1, por_pagina: 10 });
  });

  it('filtros ruins: 400 com mensagem em português e o campo, nunca 500', async () => {
    const a = await admin();
    for (const [qs, campo] of [
      ['?mes=3', 'mes'],
      ['?ano=2026&mes=13', 'mes'],
      ['?ano=2026&mes=0', 'mes'],
      ['?ano=1999', 'ano'],
      ['?ano=abc', 'ano'],
      ['?ano=2026.5', 'ano'],
      ['?tipo=Curso%27%3B%20drop%20table%20eventos--', 'tipo'],
      ['?unidade=abc', 'unidade'],
      ['?unidade=0', 'unidade'],
      ['?unidade=99999999999', 'unidade'],
    ] as const) {
      const r = await get(`/api/admin/dashboard-analitico${qs}`, a.headers);
      expect(r.statusCode, qs).toBe(400);
      expect(r.json().details.campos.map((c: { campo: string }) => c.campo), qs).toContain(campo);
      expect(r.json().message, qs).toMatch(/[a-zçã]/i);
    }
    for (const [qs, campo] of [
      ['', 'indicador'],
      ['?indicador=usuarios.cpf', 'indicador'],
      ['?indicador=inscricoes&evento=-1', 'evento'],
      ['?indicador=inscricoes&por_pagina=1000', 'por_pagina'],
      ['?indicador=inscricoes&pagina=0', 'pagina'],
      ['?indicador=inscricoes&mes=2', 'mes'],
    ] as const) {
      const r = await get(`/api/admin/dashboard-analitico/detalhe${qs}`, a.headers);
      expect(r.statusCode, qs).toBe(400);
      expect(r.json().details.campos.map((c: { campo: string }) => c.campo), qs).toContain(campo);
    }
  });
});

describe('GET /api/admin/painel', () => {
  it('pendências com total e os primeiros, e-mails com falha e a trilha recente', async () => {
    const a = await admin();
    const db = t.handle.db;
    const [s] = await db.insert(salas).values({ nome: 'Sala 1', capacidade: 20 }).returning();
    await db.insert(reservasSala).values([
      { salaId: s!.id, data: '2099-05-10', periodo: 'manha', status: 'pendente', qtdPessoas: 10, finalidade: 'Reunião de equipe', solicitanteId: a.usuario.id },
      { salaId: s!.id, data: '2099-05-11', periodo: 'tarde', status: 'aprovada', qtdPessoas: 10, finalidade: 'Aprovada', solicitanteId: a.usuario.id },
      // pedido de um dia que já passou não é mais decisão pendente
      { salaId: s!.id, data: '2000-01-03', periodo: 'manha', status: 'pendente', qtdPessoas: 10, finalidade: 'Antiga', solicitanteId: a.usuario.id },
    ]);
    await db.insert(solicitacoesCurso).values([
      { titulo: 'Curso de suturas', tipo: 'Curso', modalidade: MODALIDADES[0], departamento: DEPARTAMENTOS[0], status: 'enviada', autorId: a.usuario.id, enviadaEm: new Date() },
      { titulo: 'Rascunho', tipo: 'Curso', modalidade: MODALIDADES[0], departamento: DEPARTAMENTOS[0], status: 'rascunho', autorId: a.usuario.id },
    ]);
    await falharUmEmail(t.app.deps);
    await registrarAuditoria({ db }, { atorId: a.usuario.id, acao: 'evento.editar', alvoTipo: 'evento', alvoId: 3, antes: { titulo: 'A' }, depois: { titulo: 'B' } });
    const r = await get('/api/admin/painel', a.headers);
    expect(r.statusCode).toBe(200);
    const c = r.json();
    expect(c.reservas).toEqual({ total: 1, itens: [{ id: expect.any(Number), titulo: 'Sala 1 — Reunião de equipe', detalhe: 'Ana Administradora', quando: '2099-05-10' }] });
    expect(c.solicitacoes.total).toBe(1);
    expect(c.solicitacoes.itens[0]).toMatchObject({ titulo: 'Curso de suturas', detalhe: 'Ana Administradora' });
    expect(c.submissoes).toEqual({ total: 0, itens: [] });
    expect(c.emails_com_falha).toBe(1);
    expect(c.auditoria).toEqual([expect.objectContaining({ acao: 'evento.editar', ator: { id: a.usuario.id, nome: 'Ana Administradora' }, antes: { titulo: 'A' }, depois: { titulo: 'B' } })]);
  });
});
