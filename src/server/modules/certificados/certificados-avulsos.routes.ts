import type { FastifyInstance } from 'fastify';
import { certificadosAvulsosEndpoints as e } from '#shared/contracts/certificados-avulsos.ts';
import { defineRoute } from '../../lib/route.ts';
import { criarAvulso, enviarAvulso, listarAvulsos, pdfDoAvulso } from './certificados-avulsos.service.ts';

/** E-mails de avulsos por IP e 15 minutos (o sistema anterior: 30). */
const ENVIOS_POR_15_MIN = 30;

export default async function certificadosAvulsosRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.listar, ({ ctx }) => listarAvulsos(ctx));
  defineRoute(app, e.criar, ({ ctx, body }) => criarAvulso(ctx, body));
  defineRoute(app, e.enviar, ({ ctx, params, query }) => enviarAvulso(ctx, params.id, query), { rateLimit: { max: ENVIOS_POR_15_MIN, timeWindow: '15 minutes' } });
  defineRoute(app, e.pdf, async ({ ctx, params, query, reply }) => {
    const doc = await pdfDoAvulso(ctx, params.id, query);
    reply.header('Content-Disposition', `attachment; filename="${doc.nome}"`);
    reply.type('application/pdf');
    return doc.conteudo;
  });
}
