import type { FastifyInstance } from 'fastify';
import { tarefasEndpoints as e } from '#shared/contracts/tarefas.ts';
import { defineRoute } from '../../lib/route.ts';
import { listarFalhas, reenviarTarefa } from './tarefas.service.ts';

/** Tarefas em segundo plano que falharam: só administradores (declarado no contrato). */
export default async function tarefasRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.listarFalhas, ({ ctx, query }) => listarFalhas(ctx, query));
  defineRoute(app, e.reenviar, ({ ctx, params }) => reenviarTarefa(ctx, params));
}
