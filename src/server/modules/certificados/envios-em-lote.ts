/**
 * Envios em lote (issue 9): a administração escolhe certificados (ou uma turma inteira) e cada um vira
 * uma tarefa da fila com chave `certificado:lote:<lote>:<certificado>`; o e-mail de cada um também tem
 * chave própria. Um reinício no meio retoma do ponto em que parou e não manda nada duas vezes; a tela
 * acompanha o progresso e o resultado por destinatário.
 */
import { z } from 'zod';
import type { EnvioEmLoteBodySchema } from '#shared/contracts/certificados.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { definirTarefa } from '../../lib/tarefas/definicao.ts';
import { certificadoPorId } from './certificados.repository.ts';
import * as repo from './envios-em-lote.repository.ts';
import { enviarCertificadoPorEmail, numeroDe } from './certificados.service.ts';

export const TAREFA_ITEM_DO_LOTE = 'certificado.lote-item';

/**
 * Um duplo clique ou uma nova tentativa do cliente: o mesmo pedido (a mesma pessoa, os mesmos
 * certificados, em qualquer ordem ou pela turma) dentro desta janela é o mesmo lote, e ninguém recebe
 * o e-mail duas vezes. Depois dela, reenviar de propósito cria outro lote.
 */
export const JANELA_DO_MESMO_LOTE_MS = 2 * 60_000;

/**
 * Cria o lote e enfileira um item por certificado; o mesmo pedido dentro de `JANELA_DO_MESMO_LOTE_MS`
 * devolve o lote que já existe. A trava por pessoa fica no banco: vale com pedidos simultâneos e com
 * vários processos.
 * @throws DADOS_INVALIDOS (nenhum certificado válido)
 */
export async function enviarEmLote(ctx: CtxAutenticado, body: z.output<typeof EnvioEmLoteBodySchema>) {
  const ids = body.turma_id !== undefined ? await repo.validosDaTurma(ctx.db, body.turma_id) : await repo.validosEntre(ctx.db, body.certificado_ids ?? []);
  if (ids.length === 0) throw new AppError('DADOS_INVALIDOS', 'Nenhum certificado válido para enviar.');
  const agora = ctx.now();
  const loteId = await ctx.db.transaction(async (tx) => {
    await repo.travarLotesDe(tx, ctx.user.id);
    const igual = await repo.loteIgualDesde(tx, ctx.user.id, ids, new Date(agora.getTime() - JANELA_DO_MESMO_LOTE_MS));
    if (igual !== null) return igual;
    const id = await repo.criarLote(tx, ctx.user.id, ids, agora);
    await ctx.jobs.enfileirarVarias(
      tx,
      ids.map((certificadoId) => ({ tipo: TAREFA_ITEM_DO_LOTE, dados: { loteId: id, certificadoId }, chave: `certificado:lote:${id}:${certificadoId}` })),
    );
    return id;
  });
  return acompanharLote(ctx, loteId);
}

export async function acompanharLote(ctx: CtxAutenticado, loteId: number) {
  const r = await repo.loteComItens(ctx.db, loteId);
  if (!r) throw new AppError('NAO_ENCONTRADO', 'Envio não encontrado.');
  const conta = (s: string) => r.itens.filter((i) => i.situacao === s).length;
  return {
    id: r.lote.id, criado_em: r.lote.criadoEm.toISOString(), total: r.lote.total,
    enviados: conta('enviado'), falharam: conta('falhou'), pendentes: conta('pendente'),
    itens: r.itens.map((i) => ({
      certificado_id: i.certificado_id,
      numero: numeroDe({ numero: Number(i.numero), emitidoEm: new Date(i.emitido_em), origem: i.origem }),
      nome: i.nome, email: i.email, situacao: i.situacao, mensagem: i.mensagem,
    })),
  };
}

/** Um item: gera o PDF se preciso e enfileira o e-mail (com chave); falhas de negócio ficam no item. */
export async function enviarItem(ctx: Ctx, dados: unknown): Promise<void> {
  const { loteId, certificadoId } = dados as { loteId: number; certificadoId: number };
  const item = await repo.itemDoLote(ctx.db, loteId, certificadoId);
  if (!item || item.situacao !== 'pendente') return;
  const c = await certificadoPorId(ctx.db, certificadoId);
  if (!c || c.status !== 'emitido') {
    await repo.marcarItem(ctx.db, loteId, certificadoId, 'falhou', 'O certificado não está mais válido.', ctx.now());
    return;
  }
  const enviado = await enviarCertificadoPorEmail(ctx, c, `email:certificado:lote:${loteId}:${certificadoId}`, null);
  await repo.marcarItem(ctx.db, loteId, certificadoId, enviado ? 'enviado' : 'falhou', enviado ? null : 'Sem e-mail cadastrado.', ctx.now());
}

/** Um item do lote por tarefa (os itens se espalham pelos processos). */
export const tarefaItemDoLote = definirTarefa({
  nome: TAREFA_ITEM_DO_LOTE,
  dados: z.object({ loteId: z.number().int(), certificadoId: z.number().int() }),
  executar: enviarItem,
  simultaneas: 2,
});
