import type { FastifyInstance } from 'fastify';
import { usuariosEndpoints as e } from '#shared/contracts/usuarios.ts';
import { defineRoute } from '../../lib/route.ts';
import { atualizarUsuario, definirPerfis, definirSituacao, listarUsuarios, obterUsuario } from './usuarios.service.ts';

/** Gestão de usuários: todas as rotas exigem o perfil administrador (declarado no contrato). */
export default async function usuariosRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.listar, ({ ctx, query }) => listarUsuarios(ctx, query));
  defineRoute(app, e.obter, ({ ctx, params }) => obterUsuario(ctx, params));
  defineRoute(app, e.atualizar, ({ ctx, params, body }) => atualizarUsuario(ctx, { ...body, id: params.id }));
  defineRoute(app, e.definirPerfis, ({ ctx, params, body }) => definirPerfis(ctx, { ...body, id: params.id }));
  defineRoute(app, e.definirSituacao, ({ ctx, params, body }) => definirSituacao(ctx, { ...body, id: params.id }));
}
