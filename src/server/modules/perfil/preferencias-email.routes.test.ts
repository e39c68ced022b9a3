import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { emails, notificacoes, preferenciasEmail } from '../../db/schema/index.ts';
import { criarCtx } from '../../lib/context.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarEventoDeTeste } from '../../testing/eventos.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { rodarLembretesDeAula } from '../inscricoes/inscricoes.service.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(async () => {
  await limpar(t);
  t.relogio.agora = instanteEmSaoPaulo('2026-03-09', '10:00');
});

const URL = '/api/perfil/preferencias-email';
const obter = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: URL, headers });
const salvar = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });

describe('GET/PUT /api/perfil/preferencias-email', () => {
  it('sem sessão: 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: URL, payload: { lembrete_aula: false } })).statusCode).toBe(401);
  });

  it('sem escolha, recebe tudo; grava só o que veio e cada pessoa vê as suas', async () => {
    const ana = await criarUsuarioComSessao(t);
    const bia = await criarUsuarioComSessao(t);
    expect((await obter(ana.headers)).json()).toEqual({ lembrete_aula: true, avaliacao_disponivel: true, lembrete_avaliacao: true });
    const r = await salvar(ana.headers, { lembrete_aula: false });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ lembrete_aula: false, avaliacao_disponivel: true, lembrete_avaliacao: true });
    expect((await salvar(ana.headers, { avaliacao_disponivel: false, lembrete_aula: true })).json()).toEqual({ lembrete_aula: true, avaliacao_disponivel: false, lembrete_avaliacao: true });
    expect((await obter(ana.headers)).json()).toEqual({ lembrete_aula: true, avaliacao_disponivel: false, lembrete_avaliacao: true });
    expect((await obter(bia.headers)).json()).toEqual({ lembrete_aula: true, avaliacao_disponivel: true, lembrete_avaliacao: true });
  });

  it('entrada inválida: 400 em português e nada muda', async () => {
    const ana = await criarUsuarioComSessao(t);
    for (const [payload, msg] of [
      [{}, 'Informe ao menos uma preferência.'],
      [{ recuperacao_senha: false }, 'Tipo de e-mail desconhecido.'],
      [{ lembrete_aula: 'não' }, 'Escolha sim ou não (verdadeiro ou falso).'],
    ] as const) {
      const r = await salvar(ana.headers, payload);
      expect(r.statusCode).toBe(400);
      expect(JSON.stringify(r.json())).toContain(msg);
    }
    expect(await t.handle.db.select().from(preferenciasEmail)).toHaveLength(0);
  });

  it('quem desligou o lembrete de aula recebe a notificação no app, mas não o e-mail; o e-mail obrigatório da inscrição sai', async () => {
    const { evento } = await criarEventoDeTeste(t.handle.db, { now: () => t.relogio.agora, turmas: [{ datas: [{ data: '2026-03-11', horario_inicio: '08:00', horario_fim: '12:00' }] }] });
    const ana = await criarUsuarioComSessao(t);
    const bia = await criarUsuarioComSessao(t);
    for (const p of [ana, bia]) {
      expect((await salvar(p.headers, { lembrete_aula: p === bia, avaliacao_disponivel: false, lembrete_avaliacao: false })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: `/api/turmas/${evento.turmas[0]!.id}/inscricoes`, headers: p.headers })).statusCode).toBe(201);
    }
    t.relogio.agora = instanteEmSaoPaulo('2026-03-10', '09:00');
    expect(await rodarLembretesDeAula(criarCtx(t.app.deps, t.app.log))).toMatchObject({ lembrados: 2, emails: 1 });
    await t.app.deps.jobs.processarPendentes();
    const caixa = await t.handle.db.select().from(emails);
    const de = (email: string) => caixa.filter((e) => e.para === email).map((e) => e.assunto).sort();
    expect(de(ana.usuario.email)).toEqual(['Inscrição confirmada – Escola da Saúde']);
    expect(de(bia.usuario.email)).toEqual(['Inscrição confirmada – Escola da Saúde', 'Lembrete: amanhã tem aula de Curso de Teste – Escola da Saúde']);
    const lembretes = await t.handle.db.select().from(notificacoes).where(eq(notificacoes.tipo, 'evento'));
    expect(lembretes.map((n) => n.usuarioId).sort()).toEqual([ana.usuario.id, bia.usuario.id].sort());
  });
});
