import type { FastifyInstance } from 'fastify';
import { auditoriaEndpoints as e } from '#shared/contracts/auditoria.ts';
import { defineRoute } from '../../lib/route.ts';
import { listarTrilha } from './auditoria.service.ts';

export default async function auditoriaRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.listar, ({ ctx, query }) => listarTrilha(ctx, query));
}
