import type { FastifyInstance } from 'fastify';
import { historicosEndpoints as e } from '#shared/contracts/historicos.ts';
import { defineRoute } from '../../lib/route.ts';
import { baixarMeuHistorico, validarHistorico } from './historicos.service.ts';

/** Consultas públicas de validação por IP e minuto (as mesmas dos certificados). */
const VALIDACOES_POR_MINUTO = 60;

export default async function historicosRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.baixar, async ({ ctx, reply }) => {
    const doc = await baixarMeuHistorico(ctx);
    reply.header('Content-Disposition', `attachment; filename="${doc.nome}"`);
    reply.header('X-Codigo-Historico', doc.codigo);
    reply.type('application/pdf');
    return doc.conteudo;
  });
  defineRoute(app, e.validar, ({ ctx, params, req }) => validarHistorico(ctx, params.codigo, req.ip), {
    rateLimit: { max: VALIDACOES_POR_MINUTO, timeWindow: '1 minute' },
  });
}
