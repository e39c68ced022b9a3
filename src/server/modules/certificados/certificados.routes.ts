import type { FastifyInstance } from 'fastify';
import { certificadosEndpoints as e } from '#shared/contracts/certificados.ts';
import { defineRoute } from '../../lib/route.ts';
import {
  emitirDaTurma, lerAssinantesPadrao, meusCertificados, pdfDoCertificado, salvarAssinantesPadrao,
} from './certificados.service.ts';
import { validar } from './validacao-publica.ts';
import { buscarNaGestao, cancelar, certificadosDoInstrutor, reemitir, reenviar, turmaDaGestao, turmasDaGestao } from './gestao-de-certificados.ts';
import { acompanharLote, enviarEmLote } from './envios-em-lote.ts';

/** Consultas públicas de validação por IP e minuto (o sistema anterior: 120). */
const VALIDACOES_POR_MINUTO = 60;

export default async function certificadosRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.meus, ({ ctx }) => meusCertificados(ctx));
  defineRoute(app, e.pdf, async ({ ctx, params, reply }) => {
    const doc = await pdfDoCertificado(ctx, params.id);
    reply.header('Content-Disposition', `inline; filename="${doc.nome}"`);
    reply.type('application/pdf');
    return doc.conteudo;
  });
  defineRoute(app, e.validar, ({ ctx, params, req }) => validar(ctx, params.codigo, req.ip), {
    rateLimit: { max: VALIDACOES_POR_MINUTO, timeWindow: '1 minute' },
  });
  defineRoute(app, e.instrutor, ({ ctx }) => certificadosDoInstrutor(ctx));
  defineRoute(app, e.gestao, ({ ctx, query }) => buscarNaGestao(ctx, query));
  defineRoute(app, e.turmas, ({ ctx }) => turmasDaGestao(ctx));
  defineRoute(app, e.turma, ({ ctx, params }) => turmaDaGestao(ctx, params));
  defineRoute(app, e.emitirDaTurma, ({ ctx, params }) => emitirDaTurma(ctx, params));
  defineRoute(app, e.cancelar, ({ ctx, params, body }) => cancelar(ctx, params.id, body));
  defineRoute(app, e.reemitir, ({ ctx, params }) => reemitir(ctx, params.id));
  defineRoute(app, e.reenviar, ({ ctx, params }) => reenviar(ctx, params.id));
  defineRoute(app, e.enviarEmLote, ({ ctx, body }) => enviarEmLote(ctx, body));
  defineRoute(app, e.lote, ({ ctx, params }) => acompanharLote(ctx, params.id));
  defineRoute(app, e.assinantesPadrao, ({ ctx }) => lerAssinantesPadrao(ctx));
  defineRoute(app, e.salvarAssinantesPadrao, ({ ctx, body }) => salvarAssinantesPadrao(ctx, body));
}
