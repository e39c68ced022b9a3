/**
 * JWT de mentira para testes do web: só as claims importam (o navegador não confere assinatura).
 * `segundos` são relativos a agora.
 */
const base64url = (obj: object) => btoa(JSON.stringify(obj)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export function jwtDeTeste({ expEm = 3600, nbfEm, sub = 1 }: { expEm?: number; nbfEm?: number; sub?: number } = {}): string {
  const agora = Math.floor(Date.now() / 1000);
  const claims: Record<string, number> = { sub, iat: agora, exp: agora + expEm };
  if (nbfEm !== undefined) claims.nbf = agora + nbfEm;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.assinatura`;
}
