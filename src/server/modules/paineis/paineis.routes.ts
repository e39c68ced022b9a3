import type { FastifyInstance } from 'fastify';
import { paineisEndpoints as e } from '#shared/contracts/paineis.ts';
import { defineRoute } from '../../lib/route.ts';
import { painelDoInstrutor } from './painel-instrutor.service.ts';
import { painelDoUsuario } from './painel-usuario.service.ts';

export default async function paineisRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.usuario, ({ ctx }) => painelDoUsuario(ctx));
  defineRoute(app, e.instrutor, ({ ctx }) => painelDoInstrutor(ctx));
}
