import type { FastifyInstance } from 'fastify';
import { instituicaoEndpoints as e } from '#shared/contracts/instituicao.ts';
import { defineRoute } from '../../lib/route.ts';
import { obterInstituicao, obterInstituicaoPublica, salvarInstituicao } from './instituicao.service.ts';

export default async function instituicaoRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.obter, ({ ctx }) => obterInstituicaoPublica(ctx));
  defineRoute(app, e.obterAdmin, ({ ctx }) => obterInstituicao(ctx));
  defineRoute(app, e.salvar, ({ ctx, body }) => salvarInstituicao(ctx, body));
}
