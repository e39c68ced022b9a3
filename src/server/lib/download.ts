import type { FastifyReply } from 'fastify';

/**
 * Cabeçalhos de um arquivo baixado pela API: sempre anexo (o navegador não o abre na página da
 * plataforma), nome em ASCII para clientes antigos e o nome verdadeiro em `filename*` (UTF-8), e
 * `nosniff` para o tipo declarado valer.
 */
export function prepararDownload(reply: FastifyReply, a: { nome: string; mime: string }): void {
  const ascii = a.nome.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  reply.header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(a.nome)}`);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.type(a.mime);
}
