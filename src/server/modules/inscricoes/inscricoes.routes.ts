import type { FastifyInstance } from 'fastify';
import { inscricoesEndpoints as e } from '#shared/contracts/inscricoes.ts';
import { defineRoute } from '../../lib/route.ts';
import { buscarInscricoes, inscritosDaTurma, minhasInscricoes } from './inscricoes-consultas.ts';
import { cancelar, cancelarEmLote, inscrever } from './inscricoes.service.ts';

export default async function inscricoesRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.inscrever, ({ ctx, params }) => inscrever(ctx, params));
  defineRoute(app, e.cancelar, ({ ctx, params, body }) => cancelar(ctx, { id: params.id, motivo: body?.motivo }));
  defineRoute(app, e.minhas, ({ ctx, query }) => minhasInscricoes(ctx, query));
  defineRoute(app, e.daTurma, ({ ctx, params, query }) => inscritosDaTurma(ctx, params, query));
  defineRoute(app, e.buscar, async ({ ctx, query, reply }) => {
    const { itens, total } = await buscarInscricoes(ctx, query);
    reply.header('X-Total-Count', String(total)).header('X-Pagina', String(query.pagina)).header('X-Por-Pagina', String(query.por_pagina));
    return itens;
  });
  defineRoute(app, e.cancelarEmLote, ({ ctx, body }) => cancelarEmLote(ctx, body));
}
