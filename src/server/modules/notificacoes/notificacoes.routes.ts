import type { FastifyInstance } from 'fastify';
import { notificacoesEndpoints as e } from '#shared/contracts/notificacoes.ts';
import { defineRoute } from '../../lib/route.ts';
import { contarNaoLidas, listarNotificacoes, marcarComoLida, marcarTodasComoLidas } from './notificacoes.service.ts';

export default async function notificacoesRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.listar, ({ ctx, query }) => listarNotificacoes(ctx, query));
  defineRoute(app, e.contagem, ({ ctx }) => contarNaoLidas(ctx));
  defineRoute(app, e.marcarTodas, ({ ctx }) => marcarTodasComoLidas(ctx));
  defineRoute(app, e.marcarLida, ({ ctx, params }) => marcarComoLida(ctx, params));
}
