import type { FastifyInstance } from 'fastify';
import { instrutoresEndpoints as e } from '#shared/contracts/instrutores.ts';
import { defineRoute } from '../../lib/route.ts';
import { instrutores, minhasTurmas, turmasDoInstrutor } from './instrutores.service.ts';

export default async function instrutoresRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.minhasTurmas, ({ ctx }) => minhasTurmas(ctx));
  defineRoute(app, e.listar, ({ ctx }) => instrutores(ctx));
  defineRoute(app, e.turmasDoInstrutor, ({ ctx, params }) => turmasDoInstrutor(ctx, params));
}
