import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SessaoSchema } from '#shared/contracts/auth.ts';
import { usuarios } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuario } from '../../testing/factories.ts';
import { cookieSessao, GOOGLE_CLIENT_ID, googleDeTeste } from './auth.test-utils.ts';
import { definirChavesGoogle } from './google.ts';

let t: AppDeTeste;
let google: Awaited<ReturnType<typeof googleDeTeste>>;
beforeAll(async () => {
  t = await criarAppDeTeste({ env: { GOOGLE_CLIENT_ID } });
  google = await googleDeTeste(() => t.relogio.agora);
  definirChavesGoogle(t.app.deps.config, google.chaves);
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const entrar = (credential: string) => t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });
const googleSub = async (id: number) => (await t.handle.db.select().from(usuarios).where(eq(usuarios.id, id)))[0]!.googleSub;

describe('POST /api/auth/google', () => {
  it('GET /api/auth/config publica o client id configurado', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(r.json()).toEqual({ google_client_id: GOOGLE_CLIENT_ID });
  });

  it('entra numa conta existente pelo e-mail verificado, vincula o sub e responde como o login', async () => {
    const u = await criarUsuario(t.handle.db, { email: 'maria.google@exemplo.com' });
    const r = await entrar(await google.emitirToken({ sub: 'g-123', email: 'Maria.Google@Exemplo.com' }));
    expect(r.statusCode).toBe(200);
    expect(SessaoSchema.parse(r.json()).usuario.id).toBe(u.id);
    expect(cookieSessao(r)?.httpOnly).toBe(true);
    expect(await googleSub(u.id)).toBe('g-123');
  });

  it('aceita o emissor sem https e, já vinculado, entra pelo sub mesmo que o e-mail do Google mude', async () => {
    const u = await criarUsuario(t.handle.db, { email: 'antigo@exemplo.com' });
    expect((await entrar(await google.emitirToken({ sub: 'g-9', email: 'antigo@exemplo.com', iss: 'accounts.google.com' }))).statusCode).toBe(200);
    const r = await entrar(await google.emitirToken({ sub: 'g-9', email: 'novo@gmail.com' }));
    expect(r.statusCode).toBe(200);
    expect(r.json().usuario.id).toBe(u.id);
  });

  it('recusa token emitido para outra audiência, por outro emissor, vencido ou assinado por outra chave', async () => {
    await criarUsuario(t.handle.db, { email: 'ana@exemplo.com' });
    const base = { sub: 'g-1', email: 'ana@exemplo.com' };
    const outra = await generateKeyPair('RS256');
    const agora = Math.floor(t.relogio.agora.getTime() / 1000);
    const tokens = [
      await google.emitirToken({ ...base, aud: 'outro-cliente.apps.googleusercontent.com' }),
      await google.emitirToken({ ...base, iss: 'https://evil.example' }),
      await google.emitirToken(base, { exp: agora - 10 }),
      await google.emitirToken(base, { chave: outra.privateKey }),
      'nao.e.um.jwt.valido',
    ];
    for (const credential of tokens) {
      const r = await entrar(credential);
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ code: 'CREDENCIAIS_INVALIDAS', erro: 'Falha na autenticação com Google.' });
    }
  });

  it('recusa e-mail não verificado pelo Google', async () => {
    await criarUsuario(t.handle.db, { email: 'bia@exemplo.com' });
    const r = await entrar(await google.emitirToken({ sub: 'g-2', email: 'bia@exemplo.com', email_verified: false }));
    expect(r.statusCode).toBe(401);
    expect(r.json().erro).toBe('E-mail do Google não verificado.');
  });

  it('nunca cria conta: e-mail desconhecido recebe 403 pedindo o cadastro completo', async () => {
    const r = await entrar(await google.emitirToken({ sub: 'g-3', email: 'desconhecido@exemplo.com' }));
    expect(r.statusCode).toBe(403);
    expect(r.json().erro).toBe('E-mail não localizado. Faça o cadastro completo antes de entrar com Google.');
    expect(await t.handle.db.$count(usuarios)).toBe(0);
  });

  it('conta desativada recebe 403 CONTA_DESATIVADA e não é vinculada', async () => {
    const u = await criarUsuario(t.handle.db, { email: 'desativada@exemplo.com', ativo: false });
    const r = await entrar(await google.emitirToken({ sub: 'g-4', email: 'desativada@exemplo.com' }));
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe('CONTA_DESATIVADA');
    expect(await googleSub(u.id)).toBeNull();
  });

  it('conta já vinculada a outra conta Google é recusada', async () => {
    const u = await criarUsuario(t.handle.db, { email: 'caio@exemplo.com' });
    await t.handle.db.update(usuarios).set({ googleSub: 'g-original' }).where(eq(usuarios.id, u.id));
    const r = await entrar(await google.emitirToken({ sub: 'g-intruso', email: 'caio@exemplo.com' }));
    expect(r.statusCode).toBe(403);
    expect(await googleSub(u.id)).toBe('g-original');
  });
});
