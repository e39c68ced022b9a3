import type { FastifyInstance } from 'fastify';
import { presencasEndpoints as e } from '#shared/contracts/presencas.ts';
import { defineRoute } from '../../lib/route.ts';
import {
  configurarPresenca,
  confirmarPresenca,
  listarTurmasDaEquipe,
  marcarPresencas,
  minhasPresencas,
  presencasDaTurmaParaEquipe,
  qrAoVivo,
} from './presencas.service.ts';

export default async function presencasRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.confirmar, ({ ctx, body }) => confirmarPresenca(ctx, body));
  defineRoute(app, e.minhas, ({ ctx }) => minhasPresencas(ctx));
  defineRoute(app, e.turmas, ({ ctx, query }) => listarTurmasDaEquipe(ctx, query));
  defineRoute(app, e.daTurma, ({ ctx, params }) => presencasDaTurmaParaEquipe(ctx, params));
  defineRoute(app, e.marcar, ({ ctx, params, body }) => marcarPresencas(ctx, params, body));
  defineRoute(app, e.aoVivo, ({ ctx, params }) => qrAoVivo(ctx, params));
  defineRoute(app, e.configurar, ({ ctx, params, body }) => configurarPresenca(ctx, params, body.exige_qr_ao_vivo));
}
