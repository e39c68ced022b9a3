import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { DbHandle } from '../../db/client.ts';
import { avaliacoes, emails, inscricoes, notificacoes } from '../../db/schema/index.ts';
import { turmaComAvaliacoes } from '../../testing/avaliacoes.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { diaDaqui } from '../../testing/eventos.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { chaveDoLembrete, lembrarQuemNaoRespondeu } from './lembretes-de-avaliacao.ts';
import { tarefasNaFila } from '../../testing/tarefas.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());
beforeEach(() => limparBanco(h));

/** Turma encerrada: uma pessoa avaliou, duas aptas não, uma com 25 %. O relógio da administração anda. */
async function cenario() {
  const turma = await turmaComAvaliacoes(h.db, {
    inicio: 10, titulo: 'Curso de Vacinação',
    participantes: [{ presencas: 4, avaliacao: { nota: 8 } }, { presencas: 4 }, { presencas: 3 }, { presencas: 1 }],
  });
  const admin = await criarUsuario(h.db, { perfis: ['usuario', 'administrador'] });
  const relogio = { agora: instanteEmSaoPaulo(diaDaqui(15), '10:00') };
  const ctx = ctxDeTeste(h.db, { id: admin.id, perfis: ['usuario', 'administrador'] }, { now: () => relogio.agora });
  return { turma, ctx, relogio };
}

describe('lembrete de avaliação', () => {
  it('lembra quem está apto e não avaliou, no app e por e-mail, com o link da avaliação', async () => {
    const { turma, ctx } = await cenario();
    expect(await lembrarQuemNaoRespondeu(ctx, { turma_ids: [turma.turmaId] })).toEqual({ enfileirados: 2, ja_enviados_hoje: 0, mensagem: '2 lembretes enviados.' });
    await ctx.jobs.processarPendentes();
    const avisos = await h.db.select().from(notificacoes).where(eq(notificacoes.tipo, 'avaliacao'));
    expect(avisos.map((n) => n.usuarioId).sort()).toEqual([turma.pessoas[1]!.id, turma.pessoas[2]!.id].sort());
    expect(avisos.every((n) => n.link === `/avaliar/${turma.turmaId}` && n.titulo === 'Lembrete: avalie Curso de Vacinação')).toBe(true);
    const caixa = await h.db.select().from(emails);
    expect(caixa.filter((e) => e.assunto === 'Lembrete: avaliação do curso – Escola da Saúde').map((e) => e.para).sort()).toEqual(
      [turma.pessoas[1]!.email, turma.pessoas[2]!.email].sort(),
    );
  });

  it('apertar de novo no mesmo dia não manda de novo; no dia seguinte (São Paulo), manda', async () => {
    const { turma, ctx, relogio } = await cenario();
    await lembrarQuemNaoRespondeu(ctx, { turma_ids: [turma.turmaId] });
    relogio.agora = instanteEmSaoPaulo(diaDaqui(15), '23:50');
    expect(await lembrarQuemNaoRespondeu(ctx, { turma_ids: [turma.turmaId, turma.turmaId] })).toEqual({
      enfileirados: 0, ja_enviados_hoje: 2, mensagem: 'Nenhum lembrete novo. 2 pessoas já tinham sido lembradas hoje.',
    });
    const chaves = (await tarefasNaFila(h.db)).map((t) => t.chave);
    expect(chaves).toContain(chaveDoLembrete(turma.turmaId, turma.pessoas[1]!.id, diaDaqui(15)));
    relogio.agora = instanteEmSaoPaulo(diaDaqui(16), '00:10');
    expect(await lembrarQuemNaoRespondeu(ctx, { turma_ids: [turma.turmaId] })).toMatchObject({ enfileirados: 2, ja_enviados_hoje: 0 });
  });

  it('quem avaliou entre o pedido e o envio não recebe; sem ninguém apto, a mensagem diz isso', async () => {
    const { turma, ctx } = await cenario();
    await lembrarQuemNaoRespondeu(ctx, { turma_ids: [turma.turmaId] });
    // a pessoa 2 avalia antes de a fila rodar
    const [existente] = await h.db.select().from(avaliacoes);
    const { id: _id, ...copia } = existente!;
    const [insc] = await h.db
      .select({ id: inscricoes.id })
      .from(inscricoes)
      .where(and(eq(inscricoes.turmaId, turma.turmaId), eq(inscricoes.usuarioId, turma.pessoas[1]!.id)));
    await h.db.insert(avaliacoes).values({ ...copia, inscricaoId: insc!.id, usuarioId: turma.pessoas[1]!.id });
    await ctx.jobs.processarPendentes();
    const avisos = await h.db.select().from(notificacoes).where(eq(notificacoes.tipo, 'avaliacao'));
    expect(avisos.map((n) => n.usuarioId)).toEqual([turma.pessoas[2]!.id]);
    expect(await lembrarQuemNaoRespondeu(ctx, { turma_ids: [999_999] })).toEqual({
      enfileirados: 0, ja_enviados_hoje: 0, mensagem: 'Todas as pessoas aptas já avaliaram: não há quem lembrar.',
    });
  });
});
