import type { FastifyInstance } from 'fastify';
import { chamadasEndpoints as e, modeloBannerEndpoints, modeloSlidesEndpoints } from '#shared/contracts/chamadas.ts';
import { ARQUIVO_MODELO, CAMPO_MULTIPART } from '#shared/rules/chamadas.ts';
import { prepararDownload } from '../../lib/download.ts';
import { aceitarMultipart, arquivoDoCampo } from '../../lib/multipart.ts';
import { defineRoute } from '../../lib/route.ts';
import { listarChamadas, listarChamadasAdmin, obterChamada, obterChamadaAdmin } from './chamadas.service.ts';
import { criarChamada, editarChamada, excluirChamada, publicarChamada } from './edicao.ts';
import { baixarModelo, enviarModelo, metadadosDoModelo, removerModelo } from './modelos.ts';

const ENVIOS_POR_5_MIN = 60;

/** Chamadas de trabalhos: edital para quem está logado, gestão e modelos (SPEC §7) para a administração. */
export default async function chamadasRoutes(app: FastifyInstance): Promise<void> {
  await aceitarMultipart(app);
  defineRoute(app, e.listar, ({ ctx }) => listarChamadas(ctx));
  defineRoute(app, e.obter, ({ ctx, params }) => obterChamada(ctx, params));
  defineRoute(app, e.listarAdmin, ({ ctx }) => listarChamadasAdmin(ctx));
  defineRoute(app, e.obterAdmin, ({ ctx, params }) => obterChamadaAdmin(ctx, params));
  defineRoute(app, e.criar, ({ ctx, body }) => criarChamada(ctx, body));
  defineRoute(app, e.editar, ({ ctx, params, body }) => editarChamada(ctx, params, body));
  defineRoute(app, e.publicar, ({ ctx, params, body }) => publicarChamada(ctx, params, body));
  defineRoute(app, e.excluir, ({ ctx, params }) => excluirChamada(ctx, params));

  for (const [tipo, m] of [['banner', modeloBannerEndpoints], ['slides', modeloSlidesEndpoints]] as const) {
    defineRoute(app, m.enviar, ({ ctx, params, req }) => enviarModelo(ctx, params.chamadaId, tipo, () => arquivoDoCampo(req, CAMPO_MULTIPART.modelo, ARQUIVO_MODELO.maxBytes)), {
      rateLimit: { max: ENVIOS_POR_5_MIN, timeWindow: '5 minutes' },
    });
    // GET baixa; o HEAD que o Fastify cria junto responde o mesmo status sem o corpo (existe ou não)
    defineRoute(app, m.baixar, async ({ ctx, params, reply }) => {
      const a = await baixarModelo(ctx, params.chamadaId, tipo);
      prepararDownload(reply, a);
      return a.conteudo;
    });
    defineRoute(app, m.metadados, ({ ctx, params }) => metadadosDoModelo(ctx, params.chamadaId, tipo));
    defineRoute(app, m.remover, ({ ctx, params }) => removerModelo(ctx, params.chamadaId, tipo));
  }
}
