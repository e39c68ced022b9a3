import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEYLEN = 32;

function scryptAsync(senha: string, sal: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(senha.normalize('NFKC'), sal, KEYLEN, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hash scrypt (KDF de memória alta): `scrypt$logN$r$p$sal$hash`, tudo em base64url. */
export async function hashSenha(senha: string, logN = 15): Promise<string> {
  const sal = randomBytes(16);
  const r = 8;
  const p = 1;
  const hash = await scryptAsync(senha, sal, 2 ** logN, r, p);
  return ['scrypt', logN, r, p, sal.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Confere a senha em tempo constante; um hash malformado conta como senha errada. */
export async function conferirSenha(senha: string, armazenado: string): Promise<boolean> {
  const partes = armazenado.split('$');
  if (partes.length !== 6 || partes[0] !== 'scrypt') return false;
  const [, logN, r, p, sal, hash] = partes as [string, string, string, string, string, string];
  const esperado = Buffer.from(hash, 'base64url');
  const obtido = await scryptAsync(senha, Buffer.from(sal, 'base64url'), 2 ** Number(logN), Number(r), Number(p));
  return esperado.length === obtido.length && timingSafeEqual(esperado, obtido);
}

/** Hash usado para gastar o mesmo tempo quando a conta não existe (não revela contas). */
let hashFicticio: Promise<string> | undefined;
export function hashDeReferencia(logN: number): Promise<string> {
  hashFicticio ??= hashSenha('senha-de-referencia-nao-usada', logN);
  return hashFicticio;
}
