import type { FastifyInstance } from 'fastify';
import { eventosEndpoints as e, EventoIdParamsSchema } from '#shared/contracts/eventos.ts';
import { ARQUIVOS_EVENTO } from '#shared/rules/eventos.ts';
import { AppError } from '../../lib/errors.ts';
import { ctxOpcional, defineRoute } from '../../lib/route.ts';
import { enviarFolder, enviarProgramacao, lerArquivo, removerArquivo } from './eventos-arquivos.ts';

const TIPOS_BINARIOS = ['image/png', 'image/jpeg', 'application/pdf', 'application/octet-stream'];

/** Folder e programação: envio do arquivo cru (o tipo é conferido pelo conteúdo), leitura com controle de acesso. */
export default async function eventosArquivosRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(TIPOS_BINARIOS, { parseAs: 'buffer', bodyLimit: ARQUIVOS_EVENTO.programacao.maxBytes + 1024 }, (_req, corpo, done) => done(null, corpo));
  const corpo = (b: unknown): Buffer => {
    if (!Buffer.isBuffer(b)) throw new AppError('DADOS_INVALIDOS', 'Envie o arquivo no corpo da requisição, com o Content-Type dele (PNG, JPEG ou PDF).');
    return b;
  };
  defineRoute(app, e.enviarFolder, ({ ctx, params, req }) => enviarFolder(ctx, params.id, corpo(req.body)), { bodyLimit: ARQUIVOS_EVENTO.folder.maxBytes + 1024 });
  defineRoute(app, e.removerFolder, ({ ctx, params }) => removerArquivo(ctx, params.id, 'folder'));
  defineRoute(
    app,
    e.enviarProgramacao,
    ({ ctx, params, req }) => {
      const nome = req.headers['x-nome-arquivo'];
      return enviarProgramacao(ctx, params.id, corpo(req.body), typeof nome === 'string' ? nome : undefined);
    },
    { bodyLimit: ARQUIVOS_EVENTO.programacao.maxBytes + 1024 },
  );
  defineRoute(app, e.removerProgramacao, ({ ctx, params }) => removerArquivo(ctx, params.id, 'programacao'));

  for (const qual of ['folder', 'programacao'] as const) {
    app.get(`/api/eventos/:id/${qual}`, { schema: { hide: true } }, async (req, reply) => {
      const params = EventoIdParamsSchema.safeParse(req.params);
      if (!params.success) throw new AppError('DADOS_INVALIDOS', 'Evento inválido.');
      const ctx = await ctxOpcional(app, req, { credencialInvalida: 'anonimo' });
      const a = await lerArquivo(ctx, params.data.id, qual);
      // o endereço do folder muda a cada troca (?v=…): pode ficar em cache por muito tempo quando público
      reply.header('Cache-Control', a.publico ? (qual === 'folder' ? 'public, max-age=31536000, immutable' : 'public, max-age=3600') : 'private, no-store');
      reply.header('X-Content-Type-Options', 'nosniff');
      if (a.nome) reply.header('Content-Disposition', `inline; filename="programacao.pdf"; filename*=UTF-8''${encodeURIComponent(a.nome)}`);
      return reply.type(a.mime).send(a.conteudo);
    });
  }
}
