import type { FastifyInstance } from 'fastify';
import { sistemaEndpoints as e } from '#shared/contracts/sistema.ts';
import { defineRoute } from '../../lib/route.ts';
import { verificarSaude } from './sistema.service.ts';

export default async function sistemaRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.health, ({ ctx }) => verificarSaude(ctx, app.deps.dbKind));
}
