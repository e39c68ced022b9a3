import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { CampoInvalido, ErrorBody, ErrorCode } from '#shared/errors.ts';
import { AppError } from './errors.ts';

export function corpoErro(code: ErrorCode, mensagem: string, details?: unknown): ErrorBody {
  return { erro: mensagem, message: mensagem, code, ...(details === undefined ? {} : { details }) };
}

/** Mensagens para erros que o próprio Fastify produz a partir do que o cliente mandou. */
const ERROS_FASTIFY: Record<string, { code: ErrorCode; mensagem: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'DADOS_INVALIDOS', mensagem: 'Tipo de conteúdo não suportado. Envie JSON.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'DADOS_INVALIDOS', mensagem: 'JSON inválido no corpo da requisição.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'MUITO_GRANDE', mensagem: 'Conteúdo grande demais.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'DADOS_INVALIDOS', mensagem: 'Tamanho do conteúdo inválido.' },
};

/**
 * Um só tratador de erros: AppError → seu status; contrato violado → 400 com os campos;
 * erros do cliente detectados pelo Fastify → 4xx em português; o resto → 500 genérico, registrado com reqId.
 */
export function registrarTratadorDeErros(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).send(corpoErro(error.code, error.message, error.details));
    }
    if (error.validationContext === 'body' && req.body === undefined) {
      // `Content-Type: application/json` sem corpo numa rota que exige um (lib/http.ts aceita o vazio)
      const mensagem = 'Envie os dados da requisição no corpo, em JSON.';
      return reply.code(400).send(corpoErro('DADOS_INVALIDOS', mensagem, { campos: [{ campo: 'corpo', mensagem }] }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const campos: CampoInvalido[] = error.validation.map((v) => ({
        campo: caminhoDoCampo(v.instancePath),
        mensagem: traduzir(v.message ?? 'Valor inválido.'),
      }));
      const primeira = campos[0]?.mensagem ?? 'Dados inválidos.';
      return reply.code(400).send(corpoErro('DADOS_INVALIDOS', primeira, { campos }));
    }
    if (isResponseSerializationError(error)) {
      req.log.error({ err: error }, 'resposta fora do contrato');
      return reply.code(500).send(corpoErro('ERRO_INTERNO', 'Erro interno do servidor.'));
    }
    const conhecido = error.code ? ERROS_FASTIFY[error.code] : undefined;
    if (conhecido) {
      return reply.code(error.statusCode ?? 400).send(corpoErro(conhecido.code, conhecido.mensagem));
    }
    if (error.statusCode === 429) {
      // o limite de rota (`@fastify/rate-limit`) já traz a espera certa na mensagem; outro 429, a genérica
      const doLimite = (error as { code?: unknown }).code === 'MUITAS_TENTATIVAS' && typeof error.message === 'string' && error.message;
      return reply.code(429).send(corpoErro('MUITAS_TENTATIVAS', doLimite || 'Muitas tentativas. Aguarde um minuto e tente novamente.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(corpoErro('DADOS_INVALIDOS', 'Requisição inválida.'));
    }
    req.log.error({ err: error }, 'erro inesperado');
    return reply.code(500).send(corpoErro('ERRO_INTERNO', 'Erro interno do servidor. Tente novamente em instantes.'));
  });
}

function caminhoDoCampo(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'corpo';
}

/** Mensagens padrão do zod (em inglês) viram português; as do contrato já vêm em português. */
function traduzir(mensagem: string): string {
  if (/^Invalid input: expected .*, received undefined$/.test(mensagem)) return 'Campo obrigatório.';
  if (/^Invalid input/.test(mensagem)) return 'Valor inválido.';
  if (/^Unrecognized key/.test(mensagem)) return 'Campo não reconhecido.';
  if (/^Too (big|small)/.test(mensagem)) return 'Tamanho ou valor fora do permitido.';
  if (/^Invalid option/.test(mensagem)) return 'Opção inválida.';
  return mensagem;
}
