import type { FastifyInstance } from 'fastify';
import { avaliacoesEndpoints as e } from '#shared/contracts/avaliacoes.ts';
import { defineRoute } from '../../lib/route.ts';
import { avaliacoesPendentes, enviarAvaliacao, situacaoDaAvaliacao } from './avaliacoes.service.ts';
import resultadosAvaliacaoRoutes from './resultados.routes.ts';

export default async function avaliacoesRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.pendentes, ({ ctx }) => avaliacoesPendentes(ctx));
  defineRoute(app, e.situacao, ({ ctx, params }) => situacaoDaAvaliacao(ctx, params));
  defineRoute(app, e.enviar, ({ ctx, params, body }) => enviarAvaliacao(ctx, params, body));
  await app.register(resultadosAvaliacaoRoutes);
}
