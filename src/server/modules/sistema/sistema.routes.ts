import type { FastifyInstance } from 'fastify';
import { sistemaEndpoints as e } from '#shared/contracts/sistema.ts';
import { defineRoute } from '../../lib/route.ts';
import { contarVisita, listarCaixaDeSaida, obterMetricasPublicas, verificarProntidao, verificarSaude } from './sistema.service.ts';

export default async function sistemaRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.health, ({ ctx }) => verificarSaude(ctx, app.deps.dbKind));
  defineRoute(app, e.prontidao, async ({ ctx, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return verificarProntidao(ctx);
  });

  const limiteVisitas = { max: app.deps.config.metricasRateLimitPerMin, timeWindow: '1 minute' };
  defineRoute(app, e.contarVisita, ({ ctx }) => contarVisita(ctx), { rateLimit: limiteVisitas });

  defineRoute(app, e.metricasPublicas, async ({ ctx, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return obterMetricasPublicas(ctx);
  });

  defineRoute(app, e.listarEmails, ({ ctx, query }) => listarCaixaDeSaida(ctx, query));
}
