import type { FastifyInstance } from 'fastify';
import { ASSINATURA_LIMITES, assinaturasEndpoints as e } from '#shared/contracts/assinaturas.ts';
import { defineRoute } from '../../lib/route.ts';
import { listarAssinantes, minhaAssinatura, removerAssinatura, salvarAssinatura } from './assinaturas.service.ts';

/**
 * A imagem chega em base64 dentro do JSON (4/3 do tamanho): o limite do corpo da rota fica acima do
 * 1 MB da imagem, para quem passar um pouco receber a mensagem clara do serviço, não a genérica.
 */
const LIMITE_CORPO = 2 * ASSINATURA_LIMITES.maxBytes;

export default async function assinaturasRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.minha, ({ ctx }) => minhaAssinatura(ctx));
  defineRoute(app, e.salvar, ({ ctx, body }) => salvarAssinatura(ctx, body), { bodyLimit: LIMITE_CORPO });
  defineRoute(app, e.remover, ({ ctx }) => removerAssinatura(ctx));
  defineRoute(app, e.lista, ({ ctx }) => listarAssinantes(ctx));
}
