import type { FastifyInstance } from 'fastify';
import sistemaRoutes from './sistema/sistema.routes.ts';

/** Lista explícita dos módulos da API (mais fácil de achar que autoload). */
export async function registrarModulos(app: FastifyInstance): Promise<void> {
  await app.register(sistemaRoutes);
}
