import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { participante, turmaCom } from '../../testing/paineis.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

describe('rotas dos painéis', () => {
  it('401 sem sessão; o do instrutor é 403 para quem só participa', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/paineis/usuario' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/paineis/instrutor' })).statusCode).toBe(401);
    const u = await criarUsuarioComSessao(t);
    const r = await t.app.inject({ method: 'GET', url: '/api/paineis/instrutor', headers: u.headers });
    expect(r.statusCode).toBe(403);
  });

  it('cada painel em um pedido, só os campos do contrato, sem cache', async () => {
    t.relogio.agora = new Date('2030-03-10T15:00:00Z');
    const instrutor = await criarUsuarioComSessao(t, { perfis: ['usuario', 'instrutor'] });
    const u = await criarUsuarioComSessao(t);
    const turma = await turmaCom(t.handle.db, { titulo: 'Curso de Rotas', instrutores: [instrutor.usuario.id], encontros: [['2030-03-09', '08:00', '12:00'], ['2030-03-11', '08:00', '12:00']] });
    await participante(t.handle.db, turma, u.usuario.id, { dias: ['2030-03-09'] });

    const painel = await t.app.inject({ method: 'GET', url: '/api/paineis/usuario', headers: u.headers });
    expect(painel.statusCode).toBe(200);
    expect(painel.headers['cache-control']).toBe('no-store');
    const corpo = painel.json();
    expect(Object.keys(corpo).sort()).toEqual(['avaliacoes_pendentes', 'carga', 'certificados', 'cursos', 'proximos_encontros', 'testes_pendentes']);
    expect(corpo.proximos_encontros).toHaveLength(1);
    expect(corpo.cursos[0].frequencia).toEqual({ presentes: 1, realizados: 1, agendados: 2, necessarias: 2, alcancavel: true });

    const doInstrutor = await t.app.inject({ method: 'GET', url: '/api/paineis/instrutor', headers: instrutor.headers });
    expect(doInstrutor.statusCode).toBe(200);
    expect(doInstrutor.json().turmas[0]).toMatchObject({ momento: 'agora', inscritos: 1, presenca: { presencas: 1, realizados: 1, taxa: 1 } });
  });
});
