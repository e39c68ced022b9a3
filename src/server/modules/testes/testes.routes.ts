import type { FastifyInstance } from 'fastify';
import { testesEndpoints as e } from '#shared/contracts/testes.ts';
import { defineRoute } from '../../lib/route.ts';
import {
  enviarTentativa, excluirTesteDoEvento, iniciarTentativa, meusTestes, novaVersaoDoTeste, publicarTeste, salvarTeste, testeDoEventoParaAdmin,
} from './testes.service.ts';

export default async function testesRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.doEvento, ({ ctx, params }) => testeDoEventoParaAdmin(ctx, params));
  defineRoute(app, e.salvar, ({ ctx, params, body }) => salvarTeste(ctx, params, body));
  defineRoute(app, e.publicar, ({ ctx, params }) => publicarTeste(ctx, params));
  defineRoute(app, e.novaVersao, ({ ctx, params }) => novaVersaoDoTeste(ctx, params));
  defineRoute(app, e.excluir, ({ ctx, params }) => excluirTesteDoEvento(ctx, params));
  defineRoute(app, e.meus, ({ ctx }) => meusTestes(ctx));
  defineRoute(app, e.iniciar, ({ ctx, params }) => iniciarTentativa(ctx, params));
  defineRoute(app, e.enviar, ({ ctx, params, body }) => enviarTentativa(ctx, params, body));
}
