import type { FastifyInstance } from 'fastify';
import { revisaoEndpoints as e } from '#shared/contracts/revisao.ts';
import { prepararDownload } from '../../lib/download.ts';
import { defineRoute } from '../../lib/route.ts';
import * as s from './revisao.service.ts';

/** A revisão: quem avalia (linhas, lances, pareceres), o resultado do autor e a gestão da administração. */
export default async function revisaoRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.minhasChamadas, ({ ctx }) => s.minhasChamadas(ctx));
  defineRoute(app, e.declararLinhas, ({ ctx, params, body }) => s.declararLinhas(ctx, params, body));
  defineRoute(app, e.trabalhosParaLance, ({ ctx, params }) => s.trabalhosParaLance(ctx, params));
  defineRoute(app, e.marcarLance, ({ ctx, params, body }) => s.marcarLance(ctx, params, body));
  defineRoute(app, e.minhasAtribuicoes, ({ ctx }) => s.minhasAtribuicoes(ctx));
  defineRoute(app, e.obterParecer, ({ ctx, params }) => s.obterParecer(ctx, params));
  defineRoute(app, e.salvarParecer, ({ ctx, params, body }) => s.salvarParecer(ctx, params, body));
  defineRoute(app, e.resultado, ({ ctx, params }) => s.resultadoDoAutor(ctx, params));
  defineRoute(app, e.avaliadoresDaChamada, ({ ctx, params }) => s.avaliadoresDaChamada(ctx, params));
  defineRoute(app, e.atribuir, ({ ctx, params, body }) => s.atribuir(ctx, params, body));
  defineRoute(app, e.revogar, ({ ctx, params }) => s.revogar(ctx, params));
  defineRoute(app, e.substituir, ({ ctx, params, body }) => s.substituir(ctx, params, body));
  defineRoute(app, e.atribuicaoAutomatica, ({ ctx, params, body }) => s.atribuicaoAutomatica(ctx, params, body));
  defineRoute(app, e.avaliacaoDoTrabalho, ({ ctx, params }) => s.avaliacaoDoTrabalho(ctx, params));
  defineRoute(app, e.painel, ({ ctx, params }) => s.painel(ctx, params));
  defineRoute(app, e.ranking, ({ ctx, params, query }) => s.ranking(ctx, params, query));
  defineRoute(app, e.exportarRanking, async ({ ctx, params, query, reply }) => {
    const a = await s.exportarRanking(ctx, params, query);
    prepararDownload(reply, a);
    return a.conteudo;
  });
  defineRoute(app, e.decidir, ({ ctx, params, body }) => s.decidir(ctx, params, body));
  defineRoute(app, e.previaDasDecisoes, ({ ctx, params }) => s.previaDasDecisoes(ctx, params));
  defineRoute(app, e.liberarDecisoes, ({ ctx, params }) => s.liberarDecisoes(ctx, params));
  defineRoute(app, e.encerrar, ({ ctx, params }) => s.encerrar(ctx, params));
}
