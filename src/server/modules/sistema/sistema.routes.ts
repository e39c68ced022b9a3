import type { FastifyInstance } from 'fastify';
import { sistemaEndpoints as e } from '#shared/contracts/sistema.ts';
import { ctxOpcional, defineRoute } from '../../lib/route.ts';
import { contarVisita, exportarMetricas, listarCaixaDeSaida, tokenDeMetricasConfere, obterMetricasPublicas, verificarProntidao, verificarSaude } from './sistema.service.ts';

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

  defineRoute(app, e.metricasPrometheus, async ({ req, reply }) => {
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;
    // o coletor com o token configurado; qualquer outra credencial passa pela sessão (administradores)
    const ctx = tokenDeMetricasConfere(token, app.deps.config.metricsToken) ? null : await ctxOpcional(app, req);
    const { tipo, conteudo } = await exportarMetricas(ctx, app.deps.metricas);
    reply.type(tipo);
    return conteudo;
  });

  defineRoute(app, e.listarEmails, ({ ctx, query }) => listarCaixaDeSaida(ctx, query));
}
