import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../../lib/errors.ts';

/** Chaves públicas do Google para ID tokens (cache e renovação ficam com o jose). */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const EMISSORES = ['accounts.google.com', 'https://accounts.google.com'];

let chavesRemotas: JWTVerifyGetKey | undefined;
const chavesPorApp = new WeakMap<object, JWTVerifyGetKey>();

/**
 * Troca as chaves usadas por uma app, identificada pela sua `config` (objeto único por app, que
 * chega a cada operação no `ctx`): os testes assinam com um par local, sem rede.
 */
export function definirChavesGoogle(config: object, chaves: JWTVerifyGetKey): void {
  chavesPorApp.set(config, chaves);
}

/** Chaves da app: as definidas por `definirChavesGoogle` ou o JWKS remoto do Google. */
export function chavesGoogle(config: object): JWTVerifyGetKey {
  const definidas = chavesPorApp.get(config);
  if (definidas) return definidas;
  chavesRemotas ??= createRemoteJWKSet(new URL(GOOGLE_JWKS_URL));
  return chavesRemotas;
}

export interface IdentidadeGoogle {
  sub: string;
  email: string;
}

/**
 * Confere o ID token do Google: assinatura (JWKS), emissor, audiência (nosso client id), validade
 * e e-mail verificado.
 * @throws CREDENCIAIS_INVALIDAS, INDISPONIVEL (chaves do Google inacessíveis)
 */
export async function verificarCredencialGoogle(
  credential: string,
  opts: { chaves: JWTVerifyGetKey; clientId: string; agora: Date },
): Promise<IdentidadeGoogle> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(credential, opts.chaves, {
      issuer: EMISSORES,
      audience: opts.clientId,
      algorithms: ['RS256'],
      currentDate: opts.agora,
    }));
  } catch (err) {
    if (err instanceof errors.JWKSTimeout || !(err instanceof errors.JOSEError)) {
      throw new AppError('INDISPONIVEL', 'Não foi possível falar com o Google agora. Tente novamente em instantes.', { cause: err });
    }
    throw new AppError('CREDENCIAIS_INVALIDAS', 'Falha na autenticação com Google.');
  }
  const { sub, email, email_verified: verificado } = payload;
  if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email) {
    throw new AppError('CREDENCIAIS_INVALIDAS', 'Falha na autenticação com Google.');
  }
  if (verificado !== true && verificado !== 'true') {
    throw new AppError('CREDENCIAIS_INVALIDAS', 'E-mail do Google não verificado.');
  }
  return { sub, email: email.trim().toLowerCase() };
}
