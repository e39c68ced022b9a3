/**
 * Pedidos de sala das pessoas (issue 10): pedir um horário com o termo de uso aceito, editar e cancelar
 * enquanto pendente, ver os próprios pedidos e confirmar o uso de uma reserva aprovada.
 *
 * Um horário (sala, dia, período) tem no máximo uma reserva que o ocupa: quem garante é o índice único
 * parcial `reservas_sala_horario_uq`; o pedido só insere e traduz a violação em 409. Nada de conferir
 * antes e inserir depois — dois pedidos simultâneos nunca passam os dois.
 *
 * Cada pessoa tem no máximo `LIMITES_SALA.pendentesPorPessoa` pedidos pendentes com data de hoje em
 * diante: a contagem e a gravação acontecem numa transação que toma a trava dos pedidos da pessoa
 * (`pg_advisory_xact_lock`), então pedidos simultâneos da mesma pessoa não passam do limite.
 */
import type { z } from 'zod';
import type { EditarReservaBodySchema, MinhaReserva, PedirReservaBodySchema } from '#shared/contracts/salas.ts';
import { janelaDeConfirmacao, LIMITES_SALA as L, MENSAGENS_SALA as M } from '#shared/rules/salas.ts';
import type { Db } from '../../db/client.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { copiarAssinaturaPara } from '../assinaturas/assinaturas.service.ts';
import { avisarSobreReserva } from './avisos-de-reserva.ts';
import { conferirPedido, hojeDe, paraMinha, reservaNaoEncontrada, salaParaReservar, traduzirHorarioOcupado } from './comum.ts';
import * as repo from './reservas.repository.ts';

/** Pasta das cópias de assinatura dos termos aceitos. */
const PASTA_TERMOS = 'termos-salas';

/** A reserva de quem pede, com os detalhes; de outra pessoa (ou inexistente) = 404, a mesma resposta. */
async function minhaReservaDetalhada(ctx: CtxAutenticado, id: number): Promise<repo.ReservaDetalhada> {
  const d = await repo.reservaDetalhada(ctx.db, id);
  if (!d || d.r.solicitanteId !== ctx.user.id) throw reservaNaoEncontrada();
  return d;
}

async function respostaDa(ctx: CtxAutenticado, id: number): Promise<MinhaReserva> {
  return paraMinha((await repo.reservaDetalhada(ctx.db, id))!, hojeDe(ctx));
}

/**
 * Na transação de quem grava: toma a trava dos pedidos da pessoa e recusa se ela já tem o máximo de
 * pendentes de hoje em diante (sem contar `exceto`, o pedido que está sendo editado).
 * @throws CONFLITO `limitePendentes`
 */
async function conferirLimiteDePendentes(tx: Db, solicitanteId: number, hoje: string, exceto?: number): Promise<void> {
  await repo.travarPedidosDaPessoa(tx, solicitanteId);
  if ((await repo.pendentesDaPessoa(tx, solicitanteId, hoje, exceto)) >= L.pendentesPorPessoa) throw new AppError('CONFLITO', M.limitePendentes);
}

/**
 * Pede um horário: nasce `pendente`, com o aceite do termo (`termo_aceito` é exigido pelo contrato) e,
 * se a pessoa tem assinatura salva, uma cópia dela — o termo assinado guarda a imagem do momento.
 * @throws NAO_ENCONTRADO sala inexistente; DADOS_INVALIDOS sala desativada, data (passado, fora da
 *   janela, fim de semana, bloqueio) ou capacidade; CONFLITO horário já reservado ou limite de pendentes
 */
export async function pedirReserva(ctx: CtxAutenticado, body: z.output<typeof PedirReservaBodySchema>): Promise<MinhaReserva> {
  const sala = await salaParaReservar(ctx, body.sala_id);
  await conferirPedido(ctx, sala, body);
  const agora = ctx.now();
  const assinatura = await copiarAssinaturaPara(ctx, ctx.user.id, PASTA_TERMOS);
  let criada: repo.LinhaReserva;
  try {
    criada = await ctx.db.transaction(async (tx) => {
      await conferirLimiteDePendentes(tx, ctx.user.id, hojeDe(ctx));
      return repo.inserirReserva(tx, {
        salaId: sala.id, data: body.data, periodo: body.periodo, status: 'pendente', qtdPessoas: body.qtd_pessoas, finalidade: body.finalidade,
        coffeeBreak: body.coffee_break, solicitanteId: ctx.user.id, termoAceitoEm: agora, termoAssinaturaChave: assinatura, criadoEm: agora, atualizadoEm: agora,
      });
    });
  } catch (err) {
    if (assinatura) await descartar(ctx, assinatura);
    traduzirHorarioOcupado(err);
  }
  ctx.log.info({ reservaId: criada.id, salaId: sala.id }, 'reserva de sala pedida');
  return respostaDa(ctx, criada.id);
}

/** Remove uma cópia que não ficou apontada; uma falha fica no log. */
async function descartar(ctx: CtxAutenticado, chave: string): Promise<void> {
  try {
    await ctx.storage.remover(chave);
  } catch (err) {
    ctx.log.warn({ err, chave }, 'não foi possível remover a cópia da assinatura');
  }
}

/**
 * Edita um pedido próprio enquanto pendente (pode trocar de sala, dia ou período), com as mesmas
 * conferências do pedido; o termo aceito continua valendo. Um pendente de data passada (fora da conta do
 * limite) que volta para o futuro passa pelo limite de pendentes, como um pedido novo.
 * @throws NAO_ENCONTRADO de outra pessoa; SEM_PERMISSAO não está mais pendente; os mesmos do pedido
 */
export async function editarReserva(ctx: CtxAutenticado, id: number, body: z.output<typeof EditarReservaBodySchema>): Promise<MinhaReserva> {
  const atual = await minhaReservaDetalhada(ctx, id);
  if (atual.r.status !== 'pendente') throw new AppError('SEM_PERMISSAO', M.edicaoSoPendente);
  const sala = await salaParaReservar(ctx, body.sala_id);
  await conferirPedido(ctx, sala, body);
  const hoje = hojeDe(ctx);
  let editada: repo.LinhaReserva | null;
  try {
    editada = await ctx.db.transaction(async (tx) => {
      if (atual.r.data < hoje) await conferirLimiteDePendentes(tx, ctx.user.id, hoje, id);
      return repo.atualizarSeSituacao(tx, id, ['pendente'], {
        salaId: sala.id, data: body.data, periodo: body.periodo, qtdPessoas: body.qtd_pessoas, finalidade: body.finalidade,
        coffeeBreak: body.coffee_break, atualizadoEm: ctx.now(),
      }, ctx.user.id);
    });
  } catch (err) {
    traduzirHorarioOcupado(err);
  }
  // decidida (ou cancelada) entre a leitura e a gravação
  if (!editada) throw new AppError('SEM_PERMISSAO', M.edicaoSoPendente);
  return respostaDa(ctx, id);
}

/**
 * Cancela um pedido próprio enquanto pendente; a linha fica (histórico), como `cancelada`.
 * @throws NAO_ENCONTRADO de outra pessoa; SEM_PERMISSAO não está mais pendente
 */
export async function cancelarMinhaReserva(ctx: CtxAutenticado, id: number): Promise<MinhaReserva> {
  const atual = await minhaReservaDetalhada(ctx, id);
  if (atual.r.status !== 'pendente') throw new AppError('SEM_PERMISSAO', M.cancelamentoSoPendente);
  const agora = ctx.now();
  const cancelada = await repo.atualizarSeSituacao(ctx.db, id, ['pendente'], { status: 'cancelada', canceladoEm: agora, canceladoPor: ctx.user.id, atualizadoEm: agora }, ctx.user.id);
  if (!cancelada) throw new AppError('SEM_PERMISSAO', M.cancelamentoSoPendente);
  return respostaDa(ctx, id);
}

/** As reservas e pedidos da pessoa, da data mais distante para a mais antiga (manhã antes da tarde). */
export async function minhasReservas(ctx: CtxAutenticado): Promise<MinhaReserva[]> {
  const hoje = hojeDe(ctx);
  return (await repo.reservasDoSolicitante(ctx.db, ctx.user.id)).map((d) => paraMinha(d, hoje));
}

/**
 * Confirma o uso de uma reserva própria aprovada, de 7 dias a 48 horas antes (dias civis de São Paulo:
 * hoje ∈ [data − 7, data − 2]). Confirmar de novo não muda nada nem avisa de novo.
 * @throws NAO_ENCONTRADO de outra pessoa; DADOS_INVALIDOS não aprovada ou fora da janela
 */
export async function confirmarUso(ctx: CtxAutenticado, id: number): Promise<MinhaReserva> {
  const atual = await minhaReservaDetalhada(ctx, id);
  const hoje = hojeDe(ctx);
  if (atual.r.status !== 'aprovada') throw new AppError('DADOS_INVALIDOS', M.confirmacaoSoAprovada);
  if (atual.r.confirmadoEm) return paraMinha(atual, hoje);
  const { abre, fecha } = janelaDeConfirmacao(atual.r.data);
  if (hoje < abre || hoje > fecha) throw new AppError('DADOS_INVALIDOS', M.confirmacaoForaDaJanela);
  await ctx.db.transaction(async (tx) => {
    const confirmada = await repo.confirmarSeAprovada(tx, id, ctx.user.id, ctx.now());
    if (confirmada) await avisarSobreReserva({ ...ctx, db: tx }, 'uso_confirmado', { ...atual, r: confirmada });
  });
  const depois = (await repo.reservaDetalhada(ctx.db, id))!;
  // outra confirmação simultânea chegou antes (vale a dela); cancelada entre a leitura e a gravação: recusa
  if (!depois.r.confirmadoEm) throw new AppError('DADOS_INVALIDOS', M.confirmacaoSoAprovada);
  return paraMinha(depois, hoje);
}
