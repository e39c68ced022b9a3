import { createHash, createHmac, randomBytes, timingSafeEqual, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** Tipos de JWT: o de acesso (Bearer, curto) e o do cookie de sessão (dura o mesmo que a sessão). */
export type TipoToken = 'access' | 'cookie';
export interface ClaimsSessao {
  usuarioId: number;
  sessaoId: string;
}

export interface Selador {
  emitirToken(claims: ClaimsSessao, tipo: TipoToken, expiraEm: Date, agora: Date): Promise<string>;
  verificar(token: string, tipo: TipoToken, agora: Date): Promise<ClaimsSessao | null>;
  /** Selo (HMAC curto, base64url) que prova que um texto foi emitido por este servidor. */
  selar(texto: string): string;
  /** Confere um selo em tempo constante. */
  conferirSelo(texto: string, selo: string): boolean;
}

export function criarSelador(segredo: string): Selador {
  // a chave do HMAC dos JWTs importada uma vez (com os bytes do segredo, o jose a importaria de novo a cada
  // token: ~6 % da CPU de uma rota autenticada no perfil do bench)
  let chaveJwt: Promise<webcrypto.CryptoKey> | undefined;
  const chave = () =>
    (chaveJwt ??= webcrypto.subtle.importKey('raw', new TextEncoder().encode(segredo), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  // chave derivada: os selos nunca usam a mesma chave dos JWTs
  const chaveSelo = createHmac('sha256', segredo).update('escola-da-saude/selo').digest();
  const selar = (texto: string) => createHmac('sha256', chaveSelo).update(texto).digest().subarray(0, 16).toString('base64url');
  return {
    selar,
    conferirSelo(texto, selo) {
      const esperado = Buffer.from(selar(texto));
      const recebido = Buffer.from(selo);
      return esperado.length === recebido.length && timingSafeEqual(esperado, recebido);
    },
    async emitirToken({ usuarioId, sessaoId }, tipo, expiraEm, agora) {
      const iat = Math.floor(agora.getTime() / 1000);
      return new SignJWT({ sid: sessaoId, typ: tipo })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(usuarioId))
        .setIssuedAt(iat)
        .setNotBefore(iat)
        .setExpirationTime(Math.floor(expiraEm.getTime() / 1000))
        .sign(await chave());
    },
    async verificar(token, tipo, agora) {
      try {
        const { payload } = await jwtVerify(token, await chave(), {
          algorithms: ['HS256'],
          currentDate: agora,
        });
        const id = Number(payload.sub);
        if (payload.typ !== tipo || typeof payload.sid !== 'string' || !Number.isSafeInteger(id) || id <= 0) return null;
        return { usuarioId: id, sessaoId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

/** Token aleatório opaco (refresh, redefinição de senha): 32 bytes em base64url. */
export function tokenAleatorio(): string {
  return randomBytes(32).toString('base64url');
}

/** Hash SHA-256 de um token opaco: o banco nunca guarda o token em si. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
