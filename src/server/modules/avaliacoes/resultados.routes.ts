import type { FastifyInstance } from 'fastify';
import { resultadosAvaliacaoEndpoints as e } from '#shared/contracts/avaliacoes-resultados.ts';
import { defineRoute } from '../../lib/route.ts';
import { exportarAvaliacoes } from './exportacao-de-resultados.ts';
import { lembrarQuemNaoRespondeu } from './lembretes-de-avaliacao.ts';
import { quemNaoRespondeu, resultadosDaAdministracao, resultadosDoInstrutor } from './resultados.service.ts';

/** Resultados da avaliação (instrutores e administração), lembretes e exportação. */
export default async function resultadosAvaliacaoRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.instrutor, ({ ctx, query }) => resultadosDoInstrutor(ctx, query));
  defineRoute(app, e.administracao, ({ ctx, query }) => resultadosDaAdministracao(ctx, query));
  defineRoute(app, e.naoResponderam, ({ ctx, query }) => quemNaoRespondeu(ctx, query));
  defineRoute(app, e.lembrar, ({ ctx, body }) => lembrarQuemNaoRespondeu(ctx, body));
  defineRoute(app, e.exportar, async ({ ctx, query, reply }) => {
    const arquivo = await exportarAvaliacoes(ctx, query);
    reply.header('Content-Disposition', `attachment; filename="${arquivo.nome}"`);
    reply.type(arquivo.tipo);
    return arquivo.conteudo;
  });
}
