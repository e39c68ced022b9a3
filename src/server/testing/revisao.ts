/** Ajudantes dos testes da revisão: quem avalia (com linhas declaradas), trabalhos enviados e unidades. */
import { asc } from 'drizzle-orm';
import type { ChamadaAdmin } from '#shared/contracts/chamadas.ts';
import type { SubmissaoEntrada } from '#shared/contracts/submissoes.ts';
import type { Db } from '../db/client.ts';
import { unidades } from '../db/schema/index.ts';
import type { CtxAutenticado } from '../lib/context.ts';
import { declararLinhas } from '../modules/revisao/revisao.service.ts';
import { criarSubmissao } from '../modules/submissoes/edicao.ts';
import { corpoDeTrabalho } from './chamadas.ts';
import { criarUsuario, ctxDeTeste, type NovoUsuario } from './factories.ts';

/** As unidades das listas (ids), na ordem. */
export async function idsDasUnidades(db: Db): Promise<number[]> {
  return (await db.select({ id: unidades.id }).from(unidades).orderBy(asc(unidades.ordem), asc(unidades.id))).map((u) => u.id);
}

/**
 * Uma instrutora (ou quem for, com `perfis`) que avalia: a conta e o contexto com o relógio dado; com
 * `linhas`, já declaradas na chamada.
 */
export async function avaliadora(db: Db, now: () => Date, o: NovoUsuario & { chamada?: Pick<ChamadaAdmin, 'id'>; linhas?: number[] } = {}): Promise<CtxAutenticado & { nome: string; email: string }> {
  const { chamada, linhas, ...conta } = o;
  const u = await criarUsuario(db, { perfis: ['usuario', 'instrutor'], scryptLogN: 4, ...conta });
  const ctx = ctxDeTeste(db, { id: u.id, perfis: u.perfis }, { now });
  if (chamada && linhas) await declararLinhas(ctx, { chamadaId: chamada.id }, { linha_ids: linhas });
  return Object.assign(ctx, { nome: u.nome, email: u.email });
}

/** Um trabalho enviado pelo autor na chamada (na primeira linha, salvo `linha_id`). */
export function trabalhoEnviado(autor: CtxAutenticado, chamada: Pick<ChamadaAdmin, 'id' | 'linhas'>, o: Partial<SubmissaoEntrada> = {}) {
  return criarSubmissao(autor, { chamadaId: chamada.id }, corpoDeTrabalho(chamada, { enviar: true, ...o }));
}

// o que os testes da revisão fazem pelos outros módulos (o autor edita e retira; a administração edita a chamada)
export { criarSubmissao, editarSubmissao, retirarSubmissao } from '../modules/submissoes/edicao.ts';
export { criarChamada, editarChamada } from '../modules/chamadas/edicao.ts';
