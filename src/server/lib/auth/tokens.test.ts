import { describe, expect, it } from 'vitest';
import { criarSelador } from './tokens.ts';

const agora = new Date('2026-03-10T12:00:00Z');
const daquiAUmaHora = new Date(agora.getTime() + 3_600_000);
const claims = { usuarioId: 42, sessaoId: 'sessao-1' };

describe('criarSelador: JWTs de sessão', () => {
  it('o token emitido volta com as mesmas claims, também em verificações simultâneas', async () => {
    const s = criarSelador('segredo-de-teste-com-32-caracteres!!');
    const [acesso, cookie] = await Promise.all([
      s.emitirToken(claims, 'access', daquiAUmaHora, agora),
      s.emitirToken(claims, 'cookie', daquiAUmaHora, agora),
    ]);
    const conferidos = await Promise.all(Array.from({ length: 20 }, () => s.verificar(acesso, 'access', agora)));
    expect(new Set(conferidos.map((c) => JSON.stringify(c)))).toEqual(new Set([JSON.stringify(claims)]));
    expect(await s.verificar(cookie, 'cookie', agora)).toEqual(claims);
    // outro servidor com o mesmo segredo (outro processo): a primeira coisa que faz é conferir, várias de uma vez
    const outro = criarSelador('segredo-de-teste-com-32-caracteres!!');
    expect(await Promise.all([outro.verificar(acesso, 'access', agora), outro.verificar(cookie, 'cookie', agora)])).toEqual([claims, claims]);
  });

  it('recusa outro tipo, outro segredo, assinatura mexida, vencido e antes da emissão', async () => {
    const s = criarSelador('segredo-de-teste-com-32-caracteres!!');
    const token = await s.emitirToken(claims, 'access', daquiAUmaHora, agora);
    expect(await s.verificar(token, 'cookie', agora)).toBeNull();
    expect(await criarSelador('outro-segredo-com-32-caracteres!!!!!').verificar(token, 'access', agora)).toBeNull();
    const [h, p, assinatura] = token.split('.');
    const mexida = `${h}.${p}.${assinatura!.slice(0, -2)}${assinatura!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await s.verificar(mexida, 'access', agora)).toBeNull();
    const outraCarga = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: '1' })).toString('base64url');
    expect(await s.verificar(`${h}.${outraCarga}.${assinatura}`, 'access', agora)).toBeNull();
    expect(await s.verificar(token, 'access', new Date(daquiAUmaHora.getTime() + 1000))).toBeNull();
    expect(await s.verificar(token, 'access', new Date(agora.getTime() - 60_000))).toBeNull();
    expect(await s.verificar('nao.e.jwt', 'access', agora)).toBeNull();
  });
});
