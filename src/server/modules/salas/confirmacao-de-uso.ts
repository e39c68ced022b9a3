import { z } from 'zod';
/**
 * Rotina diária de confirmação de uso das salas (issue 10), às 07:00 de São Paulo e pelo botão da
 * administração. Com hoje = o dia de São Paulo:
 *  (a) reservas aprovadas e sem confirmação com data em [hoje + 2, hoje + 7] que ainda não foram
 *      lembradas: pede a confirmação (app e e-mail "Confirmação obrigatória de uso da sala");
 *  (b) reservas aprovadas e sem confirmação com data em [hoje, hoje + 1] que foram lembradas e ainda
 *      não foram canceladas pela rotina: cancela por falta de confirmação (app e e-mail).
 * Tudo numa transação que começa tomando `pg_advisory_xact_lock`: duas rodadas simultâneas (dois
 * processos, ou o botão durante a rotina) passam uma de cada vez, e a segunda não acha nada a fazer.
 * Além disso, só recebe mensagem quem a rodada conseguiu registrar no livro (`reserva_sala_avisos`,
 * `ON CONFLICT DO NOTHING RETURNING`): rodar de novo nunca repete um aviso. No cancelamento, o livro só
 * registra o que o `UPDATE … RETURNING` condicional de fato cancelou: a confirmação de uso não passa
 * pela trava, e a pessoa que confirmou entre a leitura e o cancelamento fica com a reserva (sem linha
 * de cancelamento no livro, sem aviso).
 */
import type { RodadaConfirmacao } from '#shared/contracts/salas.ts';
import { MENSAGENS_SALA as M, somarDias } from '#shared/rules/salas.ts';
import type { Ctx, Servicos } from '../../lib/context.ts';
import { definirTarefa, type RotinaDiaria } from '../../lib/tarefas/definicao.ts';
import { avisarSobreReserva } from './avisos-de-reserva.ts';
import { hojeDe } from './comum.ts';
import * as repo from './reservas.repository.ts';

export const TAREFA_CONFIRMACAO_DE_USO = 'salas.confirmacao-de-uso';

type CtxDaRotina = Pick<Servicos, 'db' | 'jobs' | 'config' | 'now'> & Partial<Pick<Ctx, 'log'>>;

function mensagemDaRodada(pedidos: number, cancelamentos: number): string {
  if (pedidos === 0 && cancelamentos === 0) return 'Nada a fazer: nenhuma reserva esperando pedido de confirmação ou cancelamento.';
  const partes: string[] = [];
  if (pedidos) partes.push(pedidos === 1 ? '1 pedido de confirmação enviado.' : `${pedidos} pedidos de confirmação enviados.`);
  if (cancelamentos) partes.push(cancelamentos === 1 ? '1 reserva cancelada por falta de confirmação.' : `${cancelamentos} reservas canceladas por falta de confirmação.`);
  return partes.join(' ');
}

/** Uma rodada da rotina (idempotente). */
export async function rodarConfirmacaoDeUso(ctx: CtxDaRotina): Promise<RodadaConfirmacao> {
  const hoje = hojeDe(ctx);
  const agora = ctx.now();
  const { pedidos, cancelamentos } = await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    await repo.travarRotinaDeConfirmacao(tx);

    // (a) pedir a confirmação
    const aPedir = await repo.aprovadasSemConfirmacao(tx, somarDias(hoje, 2), somarDias(hoje, 7), 'pedido');
    const pedidos = await repo.registrarAvisos(tx, aPedir, 'pedido', hoje, agora);
    await repo.marcarConfirmacaoSolicitada(tx, pedidos, agora);
    for (const d of await repo.reservasDetalhadasPorIds(tx, pedidos)) await avisarSobreReserva(t, 'pedido_confirmacao', d);

    // (b) cancelar quem foi lembrado e não confirmou até 48 horas antes
    const aCancelar = await repo.aprovadasSemConfirmacao(tx, hoje, somarDias(hoje, 1), 'cancelamento', 'pedido');
    const canceladas = await repo.cancelarSemConfirmacao(tx, aCancelar, agora, M.motivoCancelamentoAutomatico);
    const registradas = await repo.registrarAvisos(tx, canceladas, 'cancelamento', hoje, agora);
    for (const d of await repo.reservasDetalhadasPorIds(tx, registradas)) await avisarSobreReserva(t, 'cancelada_sem_confirmacao', d);
    return { pedidos: pedidos.length, cancelamentos: canceladas.length };
  });
  ctx.log?.info({ dia: hoje, pedidos, cancelamentos }, 'rotina de confirmação de uso das salas');
  return { dia: hoje, pedidos, cancelamentos, mensagem: mensagemDaRodada(pedidos, cancelamentos) };
}

export const tarefaConfirmacaoDeUso = definirTarefa({
  nome: TAREFA_CONFIRMACAO_DE_USO,
  dados: z.object({}),
  executar: async (ctx) => {
    await rodarConfirmacaoDeUso(ctx);
  },
  limiteSeg: 600,
});

/** Todo dia às 07:00 (São Paulo). */
export const rotinasDeSalas: RotinaDiaria[] = [{ nome: 'salas-confirmacao-de-uso', hora: '07:00', tarefa: TAREFA_CONFIRMACAO_DE_USO }];
