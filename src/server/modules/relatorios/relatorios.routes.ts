import type { FastifyInstance } from 'fastify';
import { relatoriosEndpoints as e } from '#shared/contracts/relatorios.ts';
import { prepararDownload } from '../../lib/download.ts';
import { defineRoute } from '../../lib/route.ts';
import * as s from './relatorios.service.ts';

/** Relatórios customizados (administração): prévia, exportação em partes, definições salvas e agenda. */
export default async function relatoriosRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.previa, ({ ctx, body }) => s.previa(ctx, body));
  defineRoute(app, e.exportar, async ({ ctx, body, reply }) => {
    const a = await s.exportar(ctx, body);
    prepararDownload(reply, a);
    return a.conteudo;
  });
  defineRoute(app, e.opcoes, ({ ctx, query }) => s.opcoes(ctx, query));
  defineRoute(app, e.listar, ({ ctx }) => s.listar(ctx));
  defineRoute(app, e.criar, ({ ctx, body }) => s.criar(ctx, body));
  defineRoute(app, e.atualizar, ({ ctx, params, body }) => s.atualizar(ctx, params.id, body));
  defineRoute(app, e.agendar, ({ ctx, params, body }) => s.agendar(ctx, params.id, body));
  defineRoute(app, e.excluir, ({ ctx, params }) => s.excluir(ctx, params.id));
}
