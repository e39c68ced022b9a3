import type { ErrorCode } from '#shared/errors.ts';

/** Status HTTP padrão de cada código (um lugar só). */
export const STATUS_POR_CODIGO: Record<ErrorCode, number> = {
  DADOS_INVALIDOS: 400,
  TOKEN_INVALIDO: 400,
  NAO_AUTENTICADO: 401,
  CREDENCIAIS_INVALIDAS: 401,
  CONTA_DESATIVADA: 403,
  SEM_PERMISSAO: 403,
  ORIGEM_INVALIDA: 403,
  NAO_ENCONTRADO: 404,
  ROTA_NAO_ENCONTRADA: 404,
  CONFLITO: 409,
  MUITO_GRANDE: 413,
  REGRA_NEGOCIO: 422,
  MUITAS_TENTATIVAS: 429,
  ERRO_INTERNO: 500,
  INDISPONIVEL: 503,
};

/** Erro de domínio: vira `{ erro, message, code, details? }` com o status do código. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, opts: { status?: number; details?: unknown; cause?: unknown } = {}) {
    super(message, { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = opts.status ?? STATUS_POR_CODIGO[code];
    this.details = opts.details;
  }
}

/** Erro de validação de um campo, no mesmo formato dos erros do contrato. */
export function erroCampo(campo: string, mensagem: string, code: ErrorCode = 'DADOS_INVALIDOS'): AppError {
  return new AppError(code, mensagem, { details: { campos: [{ campo, mensagem }] } });
}

/** Violação de unicidade do PostgreSQL (23505), nos dois drivers. */
export function violacaoUnica(err: unknown): string | null {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const pgErr = e as { code?: string; constraint?: string; message?: string };
  if (pgErr?.code === '23505') return pgErr.constraint ?? 'unique';
  return null;
}
