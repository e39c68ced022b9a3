import type { FastifyInstance } from 'fastify';
import { eventosEndpoints as e, paginaDosEventos } from '#shared/contracts/eventos.ts';
import { ctxOpcional, defineRoute } from '../../lib/route.ts';
import { atualizarEvento, criarEvento, despublicarEvento, excluirEventoSemHistorico, publicarEvento } from './eventos-edicao.ts';
import { datasDaTurma, obterEvento, turmasDoEvento } from './eventos.service.ts';
import { listaParaResposta } from './lista-em-cache.ts';
import eventosArquivosRoutes from './eventos-arquivos.routes.ts';

/** Eventos e turmas: leitura aberta (publicados), escrita só da administração (declarado no contrato). */
export default async function eventosRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.listar, async ({ ctx, query, req, reply }) => {
    // publicados: a mesma lista para qualquer pessoa, sem conferir sessão; rascunhos só para quem se identifica
    const quem = query.publicacao === 'publicados' ? ctx : await ctxOpcional(app, req);
    const { corpo, total } = await listaParaResposta(quem, query);
    const { pagina, porPagina } = paginaDosEventos(query);
    reply.header('X-Total-Count', String(total)).header('X-Pagina', String(pagina)).header('X-Por-Pagina', String(porPagina));
    // já validada pelo contrato e serializada (guardada pronta): vai como texto
    return reply.code(200).type('application/json; charset=utf-8').send(corpo);
  });
  defineRoute(app, e.obter, ({ ctx, params }) => obterEvento(ctx, params));
  defineRoute(app, e.turmasDoEvento, ({ ctx, params }) => turmasDoEvento(ctx, params));
  defineRoute(app, e.datasDaTurma, async ({ ctx, params, query, reply }) => {
    const datas = await datasDaTurma(ctx, params, query);
    reply.header('X-Datas-Source', query.via).header('X-Datas-Count', String(datas.length));
    return datas;
  });
  defineRoute(app, e.criar, ({ ctx, body }) => criarEvento(ctx, body));
  defineRoute(app, e.atualizar, ({ ctx, params, body }) => atualizarEvento(ctx, { ...body, id: params.id }));
  defineRoute(app, e.excluir, ({ ctx, params }) => excluirEventoSemHistorico(ctx, params));
  defineRoute(app, e.publicar, ({ ctx, params }) => publicarEvento(ctx, params));
  defineRoute(app, e.despublicar, ({ ctx, params }) => despublicarEvento(ctx, params));
  await app.register(eventosArquivosRoutes);
}
