import type { FastifyInstance } from 'fastify';
import { perfilEndpoints as e } from '#shared/contracts/perfil.ts';
import { defineRoute } from '../../lib/route.ts';
import { atualizarPerfil, exportarMeusDados, obterPerfil } from './perfil.service.ts';
import { obterPreferenciasEmail, salvarPreferenciasEmail } from './preferencias-email.ts';

export default async function perfilRoutes(app: FastifyInstance): Promise<void> {
  const { auth } = app.deps.config;

  defineRoute(app, e.obter, ({ ctx }) => obterPerfil(ctx));

  // a senha atual não pode ser adivinhada por aqui com uma sessão roubada: limite por IP da rota e,
  // no serviço, o mesmo limite de senhas do login (par conta + IP, com req.ip respeitando TRUST_PROXY)
  const limite = { rateLimit: { max: auth.rateLimitPerMin, timeWindow: '1 minute' } };
  defineRoute(app, e.atualizar, async ({ ctx, body, req, reply }) => {
    const perfil = await atualizarPerfil(ctx, { ...body, ip: req.ip });
    reply.header('X-Perfil-Incompleto', perfil.perfil_incompleto ? '1' : '0');
    return perfil;
  }, limite);

  defineRoute(app, e.preferenciasEmail, ({ ctx }) => obterPreferenciasEmail(ctx));
  defineRoute(app, e.salvarPreferenciasEmail, ({ ctx, body }) => salvarPreferenciasEmail(ctx, body));

  defineRoute(app, e.exportar, async ({ ctx, reply }) => {
    reply.header('Content-Disposition', 'attachment; filename="meus-dados-escola-da-saude.json"');
    reply.header('Cache-Control', 'no-store');
    return exportarMeusDados(ctx);
  });
}
