import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from '#shared/errors.ts';
import { corpoErro } from './error-handler.ts';

/**
 * Erros que o servidor HTTP do Node detecta antes do Fastify (evento `clientError`): cabeçalhos ou
 * endereço acima de `maxHeaderSize` (16 KB), linha de requisição malformada, tempo esgotado. O padrão
 * do Fastify responde `{ error, statusCode }` em inglês; aqui sai o corpo de sempre, em português.
 */
function respostaDoErro(codigoNode: string | undefined): { status: number; code: ErrorCode; mensagem: string } {
  if (codigoNode === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, code: 'MUITO_GRANDE', mensagem: 'Cabeçalhos ou endereço grandes demais.' };
  }
  if (codigoNode === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: 'DADOS_INVALIDOS', mensagem: 'A requisição não chegou completa a tempo.' };
  }
  return { status: 400, code: 'DADOS_INVALIDOS', mensagem: 'Requisição HTTP malformada.' };
}

const TEXTO_STATUS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/** `clientErrorHandler` do Fastify: responde no formato `{ erro, message, code }` e fecha a conexão. */
export function responderErroDeConexao(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  // conexão já caída: não há a quem responder
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, mensagem } = respostaDoErro(err.code);
  this.log.debug({ codigo: err.code, status }, 'requisição recusada pelo servidor HTTP');
  if (socket.writable) {
    const corpo = JSON.stringify(corpoErro(code, mensagem));
    socket.write(
      `HTTP/1.1 ${status} ${TEXTO_STATUS[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(corpo)}\r\n` +
        'Connection: close\r\n\r\n' +
        corpo,
    );
  }
  socket.destroy(err);
}

/**
 * JSON como o padrão do Fastify (proto/constructor envenenados são recusados), mas um corpo vazio vale
 * como ausente: o cliente manda `Content-Type: application/json` em toda chamada, também nas que não têm
 * corpo (PATCH, POST, DELETE). Rotas que exigem corpo continuam respondendo 400 pelo contrato.
 */
export function registrarParserJson(app: FastifyInstance): void {
  const padrao = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, corpo, done) => {
    const texto = typeof corpo === 'string' ? corpo : corpo.toString('utf8');
    if (texto === '') {
      done(null, undefined);
      return;
    }
    padrao(req, texto, done);
  });
}
