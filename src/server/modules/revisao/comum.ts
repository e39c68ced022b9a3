/** O que as operações da revisão dividem: recusas, a chamada conferida e os avisos de "em avaliação". */
import { MENSAGENS_CHAMADA as M } from '#shared/rules/chamadas.ts';
import { MENSAGENS_REVISAO as R } from '#shared/rules/revisao.ts';
import type { Db } from '../../db/client.ts';
import type { Servicos } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { chamadaNaoEncontrada, horarioDoBanco } from '../chamadas/chamadas.service.ts';
import { entregarAvisos, montarAviso } from '../submissoes/submissoes.service.ts';
import * as repo from './revisao.repository.ts';

export { chamadaNaoEncontrada, horarioDoBanco };

export const trabalhoNaoEncontrado = () => new AppError('NAO_ENCONTRADO', M.submissaoNaoEncontrada);
export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
export const horarioOuNulo = (ts: string | null): string | null => (ts === null ? null : horarioDoBanco(ts));

/** @throws CONFLITO quando a chamada já foi encerrada (nada mais muda nela) */
export function exigirNaoEncerrada(c: Pick<repo.LinhaChamada, 'encerradaEm'>): void {
  if (c.encerradaEm) throw new AppError('CONFLITO', R.chamadaEncerrada);
}

/** A chamada (qualquer uma, para a administração). @throws NAO_ENCONTRADO */
export async function chamadaExistente(db: Db, chamadaId: number): Promise<repo.LinhaChamada> {
  const c = await repo.buscarChamada(db, chamadaId);
  if (!c) throw chamadaNaoEncontrada();
  return c;
}

/** A chamada publicada (quem avalia não vê rascunho: para essa pessoa ele não existe). @throws NAO_ENCONTRADO */
export async function chamadaPublicada(db: Db, chamadaId: number): Promise<repo.LinhaChamada> {
  const c = await repo.buscarChamada(db, chamadaId);
  if (!c?.publicado) throw chamadaNaoEncontrada();
  return c;
}

/**
 * Passa para "em avaliação" os trabalhos que ainda estavam "submetida" (receberam o primeiro avaliador)
 * e avisa os autores, no app e por e-mail, na mesma transação.
 */
export async function passarParaEmAvaliacao(ctx: Pick<Servicos, 'jobs' | 'config' | 'now'> & { db: Db }, chamada: repo.LinhaChamada, ids: readonly number[]): Promise<number[]> {
  const mudaram = await repo.passarParaEmAvaliacao(ctx.db, ids, ctx.now());
  if (mudaram.length === 0) return mudaram;
  const prazoFinal = horarioDoBanco(chamada.prazoFinal);
  const autores = await repo.autoresDe(ctx.db, mudaram);
  await entregarAvisos(
    ctx,
    autores.map((a) => montarAviso(ctx, { id: a.id, autorId: a.autorId, titulo: a.titulo, chamadaTitulo: chamada.titulo, prazoFinal }, 'em_avaliacao', a)),
  );
  return mudaram;
}
