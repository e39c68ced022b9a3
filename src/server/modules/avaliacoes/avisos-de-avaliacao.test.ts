import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { emails, notificacoes } from '../../db/schema/index.ts';
import { criarCtx } from '../../lib/context.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { diaDaqui } from '../../testing/eventos.ts';
import { turmaComInscritos } from '../../testing/presencas.ts';
import { procurarAvisos } from './avisos-de-avaliacao.ts';

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
});
