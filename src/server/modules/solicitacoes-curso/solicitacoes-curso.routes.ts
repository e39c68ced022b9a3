import type { FastifyInstance } from 'fastify';
import { solicitacoesCursoEndpoints as e } from '#shared/contracts/solicitacoes-curso.ts';
import { defineRoute } from '../../lib/route.ts';
import { analisarSolicitacao, converterSolicitacao, decidirSolicitacao } from './decisoes.ts';
import { MIME_CSV, planejamentoCsv, planejamentoDoAno } from './planejamento.ts';
import {
  criarSolicitacao,
  editarSolicitacao,
  enviarSolicitacao,
  listarSolicitacoes,
  obterSolicitacao,
  retirarSolicitacao,
} from './solicitacoes-curso.service.ts';

/** Solicitações de curso (qualquer pessoa logada propõe; a administração analisa, decide e converte) e o calendário anual. */
export default async function solicitacoesCursoRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.listar, ({ ctx, query }) => listarSolicitacoes(ctx, query));
  defineRoute(app, e.obter, ({ ctx, params }) => obterSolicitacao(ctx, params));
  defineRoute(app, e.criar, ({ ctx, body }) => criarSolicitacao(ctx, body));
  defineRoute(app, e.editar, ({ ctx, params, body }) => editarSolicitacao(ctx, params, body));
  defineRoute(app, e.enviar, ({ ctx, params }) => enviarSolicitacao(ctx, params));
  defineRoute(app, e.retirar, ({ ctx, params }) => retirarSolicitacao(ctx, params));
  defineRoute(app, e.analisar, ({ ctx, params }) => analisarSolicitacao(ctx, params));
  defineRoute(app, e.decidir, ({ ctx, params, body }) => decidirSolicitacao(ctx, params, body));
  defineRoute(app, e.converter, ({ ctx, params, body }) => converterSolicitacao(ctx, params, body));
  defineRoute(app, e.planejamento, ({ ctx, query }) => planejamentoDoAno(ctx, query));
  defineRoute(app, e.planejamentoCsv, async ({ ctx, query, reply }) => {
    const arquivo = await planejamentoCsv(ctx, query);
    // texto com tipo que não é JSON: o Fastify o envia como está (sem serializar)
    reply.header('Content-Disposition', `attachment; filename="${arquivo.nome}"`);
    reply.type(MIME_CSV);
    return arquivo.conteudo;
  });
}
