import type { FastifyInstance } from 'fastify';
import { benchEndpoints as e } from '#shared/contracts/bench.ts';
import { defineRoute } from '../../lib/route.ts';
import { criarNota, obterNota, prepararBench } from './bench.service.ts';

/** Rotas de referência do benchmark; `modules/index.ts` só as monta com `config.benchRoutes`. */
export default async function benchRoutes(app: FastifyInstance): Promise<void> {
  await prepararBench(app.deps);
  defineRoute(app, e.hello, async () => ({ ok: true as const }));
  defineRoute(app, e.obterNota, ({ ctx, params }) => obterNota(ctx, params));
  defineRoute(app, e.criarNota, ({ ctx, body }) => criarNota(ctx, body));
  defineRoute(app, e.criarNotaAutenticada, ({ ctx, body }) => criarNota(ctx, body));
}
