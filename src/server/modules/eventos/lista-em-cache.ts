import { z } from 'zod';
import { EventoResumoSchema, type ListarEventosQuerySchema } from '#shared/contracts/eventos.ts';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';
import { proximaVirada, versaoDaLista } from './eventos.repository.ts';
import { listarEventos } from './eventos.service.ts';

/** A resposta já validada pelo contrato (lista de permissões) e serializada, com o total. */
export interface ListaPronta {
  corpo: string;
  total: number;
}

interface Guardada extends ListaPronta {
  versao: number;
  /** Depois deste instante alguma situação muda (início ou fim de um evento), ou passou o prazo máximo. */
  validaAte: number;
}

const RespostaSchema = z.array(EventoResumoSchema);
const MAXIMO_ENTRADAS = 300;
const PRAZO_MAXIMO_MS = 5 * 60_000;
/** Um cache por banco (cada app, e cada teste com o seu banco, tem o seu). */
const caches = new WeakMap<Db, Map<string, Guardada>>();

type Query = z.output<typeof ListarEventosQuerySchema>;

function chave(q: Query): string {
  return JSON.stringify([q.busca ?? '', q.tipo ?? '', q.ano ?? '', [...(q.status ?? [])].sort(), q.ordem, q.pagina ?? '', q.por_pagina ?? '']);
}

async function montar(ctx: Ctx, q: Query): Promise<ListaPronta> {
  const { itens, total } = await listarEventos(ctx, q);
  return { corpo: JSON.stringify(RespostaSchema.parse(itens)), total };
}

/**
 * A lista de eventos como a rota a envia. Quem não administra vê sempre a mesma lista para a mesma
 * consulta (só publicados, nada pessoal), então a resposta pronta fica guardada por versão dos dados:
 * cada pedido confere a versão (uma leitura por chave primária) e, se nada mudou nem nenhum evento
 * começou ou terminou, devolve o texto guardado. A versão é lida antes dos dados: uma escrita que
 * confirme no meio só pode deixar a entrada mais nova que a versão (e ela é refeita no pedido seguinte),
 * nunca mais velha. Vale com vários processos no mesmo PostgreSQL: a versão está no banco.
 * Administradores (rascunhos, sem cache) recebem a lista montada na hora.
 */
export async function listaParaResposta(ctx: Ctx, q: Query): Promise<ListaPronta> {
  if (ehAdmin(ctx.user)) return montar(ctx, q);
  const agora = ctx.now().getTime();
  let cache = caches.get(ctx.db);
  if (!cache) caches.set(ctx.db, (cache = new Map()));
  const k = chave(q);
  const versao = await versaoDaLista(ctx.db);
  const guardada = cache.get(k);
  if (guardada && guardada.versao === versao && agora < guardada.validaAte) return guardada;
  const [pronta, virada] = await Promise.all([montar(ctx, q), proximaVirada(ctx.db, ctx.now())]);
  cache.delete(k);
  if (cache.size >= MAXIMO_ENTRADAS) cache.delete(cache.keys().next().value!);
  cache.set(k, { ...pronta, versao, validaAte: Math.min(virada?.getTime() ?? Infinity, agora + PRAZO_MAXIMO_MS) });
  return pronta;
}
