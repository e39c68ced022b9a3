import type { FastifyInstance } from 'fastify';
import { submissoesEndpoints as e } from '#shared/contracts/submissoes.ts';
import { ARQUIVO_POSTER, CAMPO_MULTIPART } from '#shared/rules/chamadas.ts';
import { prepararDownload } from '../../lib/download.ts';
import { aceitarMultipart, arquivoDoCampo } from '../../lib/multipart.ts';
import { defineRoute } from '../../lib/route.ts';
import { criarSubmissao, editarSubmissao, retirarSubmissao } from './edicao.ts';
import { baixarPoster, baixarPosterAnterior, enviarPoster } from './posteres.ts';
import { listarSubmissoesAdmin, listarSubmissoesDaChamada, minhasSubmissoes, obterSubmissao } from './submissoes.service.ts';

const ENVIOS_POR_5_MIN = 60;

/** Submissões: o autor salva, envia, retira e anexa o pôster; a administração lista os enviados. */
export default async function submissoesRoutes(app: FastifyInstance): Promise<void> {
  await aceitarMultipart(app);
  defineRoute(app, e.minhas, ({ ctx }) => minhasSubmissoes(ctx));
  defineRoute(app, e.criar, ({ ctx, params, body }) => criarSubmissao(ctx, params, body));
  defineRoute(app, e.obter, ({ ctx, params }) => obterSubmissao(ctx, params));
  defineRoute(app, e.editar, ({ ctx, params, body }) => editarSubmissao(ctx, params, body));
  defineRoute(app, e.retirar, ({ ctx, params }) => retirarSubmissao(ctx, params));
  defineRoute(app, e.enviarPoster, ({ ctx, params, req }) => enviarPoster(ctx, params, () => arquivoDoCampo(req, CAMPO_MULTIPART.poster, ARQUIVO_POSTER.maxBytes)), {
    rateLimit: { max: ENVIOS_POR_5_MIN, timeWindow: '5 minutes' },
  });
  defineRoute(app, e.baixarPoster, async ({ ctx, params, reply }) => {
    const a = await baixarPoster(ctx, params);
    prepararDownload(reply, a);
    return a.conteudo;
  });
  defineRoute(app, e.baixarPosterAnterior, async ({ ctx, params, reply }) => {
    const a = await baixarPosterAnterior(ctx, params);
    prepararDownload(reply, a);
    return a.conteudo;
  });
  defineRoute(app, e.listarAdmin, ({ ctx, query }) => listarSubmissoesAdmin(ctx, query));
  defineRoute(app, e.listarDaChamada, ({ ctx, params, query }) => listarSubmissoesDaChamada(ctx, params, query));
}
