import type { FastifyInstance } from 'fastify';
import { administracaoEndpoints as e } from '#shared/contracts/administracao.ts';
import { defineRoute } from '../../lib/route.ts';
import { detalheDoIndicador, indicadoresDoPeriodo } from './indicadores.service.ts';
import { painelDoAdministrador } from './painel.service.ts';

/** Painel de indicadores e página inicial do administrador (só administradores, declarado no contrato e no serviço). */
export default async function administracaoRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.indicadores, ({ ctx, query }) => indicadoresDoPeriodo(ctx, query));
  defineRoute(app, e.detalhe, ({ ctx, query }) => detalheDoIndicador(ctx, query));
  defineRoute(app, e.painel, ({ ctx }) => painelDoAdministrador(ctx));
}
