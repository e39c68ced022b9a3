import type { FastifyInstance } from 'fastify';
import { gestaoDaRevisaoEndpoints as g } from '#shared/contracts/revisao-gestao.ts';
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
  defineRoute(app, g.avaliadoresDaChamada, ({ ctx, params }) => s.avaliadoresDaChamada(ctx, params));
  defineRoute(app, g.atribuir, ({ ctx, params, body }) => s.atribuir(ctx, params, body));
  defineRoute(app, g.revogar, ({ ctx, params }) => s.revogar(ctx, params));
  defineRoute(app, g.substituir, ({ ctx, params, body }) => s.substituir(ctx, params, body));
  defineRoute(app, g.atribuicaoAutomatica, ({ ctx, params, body }) => s.atribuicaoAutomatica(ctx, params, body));
  defineRoute(app, g.avaliacaoDoTrabalho, ({ ctx, params }) => s.avaliacaoDoTrabalho(ctx, params));
  defineRoute(app, g.painel, ({ ctx, params }) => s.painel(ctx, params));
  defineRoute(app, g.ranking, ({ ctx, params, query }) => s.ranking(ctx, params, query));
  defineRoute(app, g.exportarRanking, async ({ ctx, params, query, reply }) => {
    const a = await s.exportarRanking(ctx, params, query);
    prepararDownload(reply, a);
    return a.conteudo;
  });
  defineRoute(app, g.decidir, ({ ctx, params, body }) => s.decidir(ctx, params, body));
  defineRoute(app, g.previaDasDecisoes, ({ ctx, params }) => s.previaDasDecisoes(ctx, params));
  defineRoute(app, g.liberarDecisoes, ({ ctx, params }) => s.liberarDecisoes(ctx, params));
  defineRoute(app, g.encerrar, ({ ctx, params }) => s.encerrar(ctx, params));
}
