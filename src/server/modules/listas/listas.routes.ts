import type { FastifyInstance } from 'fastify';
import { perfilEndpoints as e } from '#shared/contracts/perfil.ts';
import { defineRoute } from '../../lib/route.ts';
import { listarLookups } from './listas.service.ts';

/** GET /api/lookups: as listas de apoio do perfil, públicas (o cadastro as usa antes de haver conta). */
export default async function listasRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.lookups, async ({ ctx, reply }) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return listarLookups(ctx);
  });
}
