import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { emails, lembretesEnviados, notificacoes } from '../../db/schema/index.ts';
import { criarCtx } from '../../lib/context.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { diaDaqui } from '../../testing/eventos.ts';
import { criarSessao } from '../../testing/factories.ts';
import { turmaComInscritos } from '../../testing/presencas.ts';
import { enviarAviso, procurarAvisos } from './avisos-de-avaliacao.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(async () => {
  await limpar(t);
  t.relogio.agora = new Date();
});

const D1 = diaDaqui(3);
const D2 = diaDaqui(4);

describe('aviso de avaliação disponível', () => {
  it('quem terminou com 75 % é avisado uma vez (app e e-mail); quem não chegou lá, não', async () => {
    const { turmaId, pessoas } = await turmaComInscritos(t, 2, { datas: [D1, D2].map((data) => ({ data, horario_inicio: '08:00', horario_fim: '12:00' })) });
    for (const [i, dia] of [[0, D1], [0, D2], [1, D1]] as const) {
      t.relogio.agora = instanteEmSaoPaulo(dia, '08:10');
      const r = await t.app.inject({ method: 'POST', url: '/api/presencas/confirmar', headers: pessoas[i]!.headers, payload: { turma: turmaId } });
      expect(r.statusCode).toBe(200);
    }
    const ctx = criarCtx(t.app.deps, t.app.log);
    t.relogio.agora = instanteEmSaoPaulo(D2, '11:00'); // ainda não acabou
    expect(await procurarAvisos(ctx)).toBe(0);
    t.relogio.agora = instanteEmSaoPaulo(diaDaqui(5), '12:30');
    expect(await procurarAvisos(ctx)).toBe(1);
    expect(await procurarAvisos(ctx)).toBe(0); // a chave da tarefa segura a repetição
    await t.app.deps.jobs.processarPendentes();
    const avisos = await t.handle.db.select().from(notificacoes).where(eq(notificacoes.tipo, 'avaliacao'));
    expect(avisos).toMatchObject([{ usuarioId: pessoas[0]!.usuario.id, link: `/avaliar/${turmaId}` }]);
    const caixa = await t.handle.db.select().from(emails);
    expect(caixa.filter((e) => e.assunto === 'Avaliação do curso disponível – Escola da Saúde')).toHaveLength(1);
  });

  it('teste obrigatório: a rotina espera; passar no teste avisa uma vez, e a rotina não repete', async () => {
    const { evento, turmaId, pessoas, admin } = await turmaComInscritos(t, 1, { datas: [{ data: D1, horario_inicio: '08:00', horario_fim: '12:00' }] });
    const p = pessoas[0]!;
    t.relogio.agora = instanteEmSaoPaulo(D1, '08:10');
    expect((await t.app.inject({ method: 'POST', url: '/api/presencas/confirmar', headers: p.headers, payload: { turma: turmaId } })).statusCode).toBe(200);
    const adm = (await criarSessao(t, admin)).headers;
    const teste = { titulo: 'Teste', questoes: [{ tipo: 'multipla_escolha', enunciado: 'Pergunta um', peso: 10, alternativas: [{ texto: 'Certa', correta: true }, { texto: 'Errada' }] }] };
    expect((await t.app.inject({ method: 'PUT', url: `/api/eventos/${evento.id}/teste`, headers: adm, payload: teste })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/eventos/${evento.id}/teste/publicar`, headers: adm })).statusCode).toBe(200);

    const ctx = criarCtx(t.app.deps, t.app.log);
    t.relogio.agora = instanteEmSaoPaulo(diaDaqui(5), '12:30');
    expect(await procurarAvisos(ctx)).toBe(0); // deve o teste
    const tentativa = (await t.app.inject({ method: 'POST', url: `/api/turmas/${turmaId}/teste/tentativas`, headers: p.headers })).json();
    const q = tentativa.questoes[0];
    const certa = q.alternativas.find((a: { texto: string }) => a.texto === 'Certa');
    const r = await t.app.inject({ method: 'POST', url: `/api/testes/tentativas/${tentativa.tentativa.id}/envio`, headers: p.headers, payload: { respostas: [{ questao_id: q.id, alternativa_id: certa.id }] } });
    expect(r.json()).toMatchObject({ aprovado: true });
    expect(await procurarAvisos(ctx)).toBe(0); // o aviso já entrou na fila ao aprovar, com a mesma chave
    await t.app.deps.jobs.processarPendentes();
    expect(await t.handle.db.select().from(notificacoes).where(eq(notificacoes.tipo, 'avaliacao'))).toMatchObject([{ usuarioId: p.usuario.id, link: `/avaliar/${turmaId}` }]);
    expect((await t.handle.db.select().from(emails)).filter((e) => e.assunto === 'Avaliação do curso disponível – Escola da Saúde')).toHaveLength(1);
  });

  it('registra no livro uma vez; quem desligou "Avaliação disponível" é avisado só no app', async () => {
    const { turmaId, pessoas } = await turmaComInscritos(t, 2, { datas: [{ data: D1, horario_inicio: '08:00', horario_fim: '12:00' }] });
    for (const p of pessoas) {
      t.relogio.agora = instanteEmSaoPaulo(D1, '08:10');
      expect((await t.app.inject({ method: 'POST', url: '/api/presencas/confirmar', headers: p.headers, payload: { turma: turmaId } })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/perfil/preferencias-email', headers: pessoas[1]!.headers, payload: { avaliacao_disponivel: false } })).statusCode).toBe(200);
    const ctx = criarCtx(t.app.deps, t.app.log);
    t.relogio.agora = instanteEmSaoPaulo(diaDaqui(5), '12:30');
    expect(await procurarAvisos(ctx)).toBe(2);
    await t.app.deps.jobs.processarPendentes();
    // o aviso chega de novo por outro caminho (uma tarefa sem a chave): o livro segura
    await enviarAviso(ctx, { turmaId, usuarioId: pessoas[0]!.usuario.id });
    const avisos = await t.handle.db.select().from(notificacoes).where(eq(notificacoes.tipo, 'avaliacao'));
    expect(avisos.map((a) => a.usuarioId).sort()).toEqual(pessoas.map((p) => p.usuario.id).sort());
    const caixa = (await t.handle.db.select().from(emails)).filter((e) => e.assunto === 'Avaliação do curso disponível – Escola da Saúde');
    expect(caixa.map((e) => e.para)).toEqual([pessoas[0]!.usuario.email]);
    expect(await t.handle.db.select().from(lembretesEnviados)).toMatchObject([
      { turmaId, tipo: 'avaliacao_disponivel', data: D1 },
      { turmaId, tipo: 'avaliacao_disponivel', data: D1 },
    ]);
  });
});
