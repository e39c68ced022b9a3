import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SessaoSchema } from '#shared/contracts/auth.ts';
import { sessoes, tentativasLogin, usuarios } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuario, SENHA_PADRAO } from '../../testing/factories.ts';
import { appProtegida, cookieSessao, CorpoErroSchema, dadosCadastro, HOST, ORIGEM } from './auth.test-utils.ts';

let t: AppDeTeste;
let protegida: FastifyInstance;
beforeAll(async () => {
  t = await criarAppDeTeste();
  protegida = await appProtegida(t);
});
afterAll(async () => {
  await protegida?.close();
  await fechar(t);
});
beforeEach(() => limpar(t));

const post = (url: string, payload?: object, headers: Record<string, string> = {}, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers: { host: HOST, ...headers }, ...(cookies ? { cookies } : {}) });
const login = (identificador: string, senha = SENHA_PADRAO) => post('/api/auth/login', { identificador, senha });
const eu = (o: { bearer?: string; cookie?: string; metodo?: 'GET' | 'POST'; origem?: string }) =>
  protegida.inject({
    method: o.metodo ?? 'GET',
    url: '/api/teste/eu',
    headers: { host: HOST, ...(o.bearer ? { authorization: `Bearer ${o.bearer}` } : {}), ...(o.origem ? { origin: o.origem } : {}) },
    ...(o.cookie ? { cookies: { sessao: o.cookie } } : {}),
  });

describe('POST /api/auth/cadastro', () => {
  it('cria a conta, responde 201 com a sessão e grava o cookie httpOnly (perfil ainda incompleto)', async () => {
    const r = await post('/api/auth/cadastro', dadosCadastro({ cpf: '529.982.247-25', email: 'Nova.Pessoa@Exemplo.com' }));
    expect(r.statusCode).toBe(201);
    const sessao = SessaoSchema.parse(r.json());
    expect(sessao.usuario).toMatchObject({ email: 'nova.pessoa@exemplo.com', perfil: 'usuario', perfis: ['usuario'], roles: ['usuario'] });
    expect(r.headers['x-perfil-incompleto']).toBe('1');
    const c = cookieSessao(r)!;
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(c.secure).toBeFalsy();
    expect(new Date(c.expires!).getTime()).toBeGreaterThan(t.relogio.agora.getTime() + 29 * 24 * 3600_000);
    const [u] = await t.handle.db.select().from(usuarios).where(eq(usuarios.cpf, '52998224725'));
    expect(u!.celular).toBe('13991234567');
    expect((await eu({ bearer: sessao.token })).json()).toEqual({ id: u!.id, via: 'bearer' });
  });

  it('recusa cadastro com CPF de dígito verificador inválido', async () => {
    const r = await post('/api/auth/cadastro', dadosCadastro({ cpf: '529.982.247-26' }));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'cpf', mensagem: 'CPF inválido. Verifique os dígitos.' }] } });
  });

  it('recusa senha fraca, e-mail inválido, celular sem DDD e nome sem sobrenome, campo a campo', async () => {
    const r = await post('/api/auth/cadastro', dadosCadastro({ senha: 'fraca123', email: 'sem-arroba', celular: '9912-3456', nome: 'Maria' }));
    expect(r.statusCode).toBe(400);
    const campos = (r.json().details.campos as { campo: string }[]).map((c) => c.campo).sort();
    expect(campos).toEqual(['celular', 'email', 'nome', 'senha']);
  });

  it('recusa id de lista do perfil inexistente com o campo em details.campos', async () => {
    const r = await post('/api/auth/cadastro', dadosCadastro({ unidade_id: 987_654 }));
    expect(r.statusCode).toBe(400);
    expect(r.json().details.campos).toEqual([{ campo: 'unidade_id', mensagem: 'Unidade: opção inexistente.' }]);
  });

  it('responde 409 com a mensagem do campo para CPF ou e-mail já em uso', async () => {
    const existente = await criarUsuario(t.handle.db);
    const porCpf = await post('/api/auth/cadastro', dadosCadastro({ cpf: existente.cpf }));
    expect(porCpf.statusCode).toBe(409);
    expect(porCpf.json()).toMatchObject({ code: 'CONFLITO', erro: 'Este CPF já está em uso.', details: { campos: [{ campo: 'cpf' }] } });
    const porEmail = await post('/api/auth/cadastro', dadosCadastro({ email: existente.email }));
    expect(porEmail.statusCode).toBe(409);
    expect(porEmail.json().details.campos).toEqual([{ campo: 'email', mensagem: 'Este e-mail já está em uso.' }]);
  });

  it('cadastros simultâneos com o mesmo CPF: exatamente um 201 e um 409', async () => {
    const cpf = '111.444.777-35';
    const rs = await Promise.all([post('/api/auth/cadastro', dadosCadastro({ cpf })), post('/api/auth/cadastro', dadosCadastro({ cpf }))]);
    expect(rs.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(rs.find((r) => r.statusCode === 409)!.json().details.campos).toEqual([{ campo: 'cpf', mensagem: 'Este CPF já está em uso.' }]);
    expect(await t.handle.db.$count(usuarios)).toBe(1);
  });
});

describe('POST /api/auth/login', () => {
  it('entra com CPF ou e-mail e devolve token, refresh_token, usuario e o cookie de sessão', async () => {
    const u = await criarUsuario(t.handle.db, { perfis: ['usuario', 'instrutor'] });
    const r = await login(u.email.toUpperCase());
    expect(r.statusCode).toBe(200);
    expect(r.json().usuario).toEqual({ id: u.id, nome: u.nome, email: u.email, perfil: 'instrutor', perfis: ['usuario', 'instrutor'], roles: ['usuario', 'instrutor'] });
    expect(r.json().refresh_token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{54}$/);
    expect(r.headers['x-perfil-incompleto']).toBe('0');
    expect(cookieSessao(r)?.httpOnly).toBe(true);
    expect((await login(u.cpf)).statusCode).toBe(200);
  });

  it('responde 401 com a mesma mensagem para senha errada e conta inexistente', async () => {
    const u = await criarUsuario(t.handle.db);
    for (const r of [await login(u.cpf, 'Errada#999'), await login('39053344705'), await login('ninguem@exemplo.com')]) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ erro: 'CPF/e-mail ou senha inválidos.', message: 'CPF/e-mail ou senha inválidos.', code: 'CREDENCIAIS_INVALIDAS' });
      expect(cookieSessao(r)).toBeUndefined();
    }
  });

  it('responde 403 CONTA_DESATIVADA para conta desativada com a senha certa', async () => {
    const u = await criarUsuario(t.handle.db, { ativo: false });
    const r = await login(u.cpf);
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe('CONTA_DESATIVADA');
  });

  it('depois de 5 falhas do mesmo IP responde 429 até passar a espera; o acerto seguinte zera as falhas do par', async () => {
    const u = await criarUsuario(t.handle.db);
    for (let i = 0; i < 5; i++) expect((await login(u.cpf, 'Errada#999')).statusCode).toBe(401);
    const bloqueado = await login(u.cpf);
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json()).toMatchObject({ code: 'MUITAS_TENTATIVAS', erro: expect.stringContaining('Aguarde 1 minuto') });
    t.relogio.avancar(60_000);
    expect((await login(u.cpf)).statusCode).toBe(200);
    expect(await t.handle.db.$count(tentativasLogin)).toBe(0);
  });

  it('recusa corpo sem senha com 400 e o campo', async () => {
    const r = await post('/api/auth/login', { identificador: '12345678909' });
    expect(r.statusCode).toBe(400);
    expect(r.json().details.campos).toEqual([{ campo: 'senha', mensagem: 'Digite sua senha.' }]);
  });
});

describe('sessão por cookie', () => {
  it('o cookie autentica leituras e escritas da mesma origem', async () => {
    const u = await criarUsuario(t.handle.db);
    const cookie = cookieSessao(await login(u.cpf))!.value;
    expect((await eu({ cookie })).json()).toEqual({ id: u.id, via: 'cookie' });
    const escrita = await eu({ cookie, metodo: 'POST', origem: ORIGEM });
    expect(escrita.statusCode).toBe(200);
  });

  it('escrita autenticada por cookie vinda de outra origem recebe 403 ORIGEM_INVALIDA', async () => {
    const u = await criarUsuario(t.handle.db);
    const cookie = cookieSessao(await login(u.cpf))!.value;
    const r = await eu({ cookie, metodo: 'POST', origem: 'https://site-malicioso.example' });
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe('ORIGEM_INVALIDA');
    const renovar = await post('/api/auth/refresh', undefined, { origin: 'https://site-malicioso.example' }, { sessao: cookie });
    expect(renovar.statusCode).toBe(403);
    expect(renovar.json().code).toBe('ORIGEM_INVALIDA');
  });
});

describe('Bearer recusado com cookie válido', () => {
  it('Bearer inválido ou vencido com cookie da sessão: vale o cookie em vez de 401', async () => {
    const u = await criarUsuario(t.handle.db);
    const r = await login(u.cpf);
    const cookie = cookieSessao(r)!.value;
    expect((await eu({ bearer: 'token.velho.guardado', cookie })).json()).toEqual({ id: u.id, via: 'cookie' });
    t.relogio.avancar(t.config.auth.accessTokenMinutes * 60_000 + 1000);
    const vencido = await eu({ bearer: r.json().token, cookie });
    expect(vencido.statusCode).toBe(200);
    expect(vencido.json()).toEqual({ id: u.id, via: 'cookie' });
  });

  it('sem cookie o Bearer inválido continua 401; com cookie, a escrita segue as regras do cookie (mesma origem)', async () => {
    const u = await criarUsuario(t.handle.db);
    const cookie = cookieSessao(await login(u.cpf))!.value;
    const semCookie = await eu({ bearer: 'token.velho.guardado' });
    expect([semCookie.statusCode, semCookie.json().code]).toEqual([401, 'NAO_AUTENTICADO']);
    const deFora = await eu({ bearer: 'token.velho.guardado', cookie, metodo: 'POST', origem: 'https://site-malicioso.example' });
    expect([deFora.statusCode, deFora.json().code]).toEqual([403, 'ORIGEM_INVALIDA']);
    expect((await eu({ bearer: 'token.velho.guardado', cookie, metodo: 'POST', origem: ORIGEM })).statusCode).toBe(200);
    expect((await eu({ bearer: 'token.velho.guardado', cookie: 'cookie.invalido' })).statusCode).toBe(401);
  });
});

describe('mesma origem atrás de proxy reverso', () => {
  const escrever = (cookie: string, headers: Record<string, string>) =>
    protegida.inject({ method: 'POST', url: '/api/teste/eu', headers, cookies: { sessao: cookie } });

  it('proxy que reescreve o Host: aceita o Origin igual a APP_URL e recusa outros', async () => {
    const u = await criarUsuario(t.handle.db);
    const cookie = cookieSessao(await login(u.cpf))!.value;
    expect(t.config.appUrl).toBe(ORIGEM);
    expect((await escrever(cookie, { host: '127.0.0.1:3000', origin: ORIGEM })).statusCode).toBe(200);
    expect((await escrever(cookie, { host: '127.0.0.1:3000', referer: `${ORIGEM}/perfil` })).statusCode).toBe(200);
    expect((await escrever(cookie, { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).statusCode).toBe(200);
    const outra = await escrever(cookie, { host: '127.0.0.1:3000', origin: 'https://escola.teste' });
    expect([outra.statusCode, outra.json().code]).toEqual([403, 'ORIGEM_INVALIDA']);
  });

  describe('com TRUST_PROXY', () => {
    let t3: AppDeTeste;
    beforeAll(async () => {
      t3 = await criarAppDeTeste({ env: { TRUST_PROXY: 'true', APP_URL: 'https://escola.exemplo.gov.br' } });
    });
    afterAll(() => fechar(t3));

    const renovarPorCookie = (cookie: string, headers: Record<string, string>) =>
      t3.app.inject({ method: 'POST', url: '/api/auth/refresh', headers, cookies: { sessao: cookie } });

    it('vale o X-Forwarded-Host do proxy confiável; sem TRUST_PROXY ele é ignorado', async () => {
      const u = await criarUsuario(t3.handle.db);
      const entrada = await t3.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identificador: u.cpf, senha: SENHA_PADRAO } });
      const cookie = cookieSessao(entrada)!.value;
      const viaProxy = { host: 'interno:3000', 'x-forwarded-host': 'intranet.saude.exemplo', origin: 'https://intranet.saude.exemplo' };
      expect((await renovarPorCookie(cookie, viaProxy)).statusCode).toBe(200);
      expect((await renovarPorCookie(cookie, { host: 'interno:3000', origin: 'https://escola.exemplo.gov.br' })).statusCode).toBe(200);
      expect((await renovarPorCookie(cookie, { ...viaProxy, origin: 'https://site-malicioso.example' })).statusCode).toBe(403);
      const u2 = await criarUsuario(t.handle.db);
      const cookie2 = cookieSessao(await login(u2.cpf))!.value;
      const semConfianca = await post('/api/auth/refresh', undefined, viaProxy, { sessao: cookie2 });
      expect([semConfianca.statusCode, semConfianca.json().code]).toEqual([403, 'ORIGEM_INVALIDA']);
    });
  });
});

describe('POST /api/auth/refresh', () => {
  it('troca o refresh token: o novo funciona e o antigo deixa de valer', async () => {
    const u = await criarUsuario(t.handle.db);
    const s0 = (await login(u.cpf)).json();
    const r1 = await post('/api/auth/refresh', { refresh_token: s0.refresh_token });
    expect(r1.statusCode).toBe(200);
    const s1 = SessaoSchema.parse(r1.json());
    expect(s1.refresh_token).not.toBe(s0.refresh_token);
    expect((await eu({ bearer: s1.token })).statusCode).toBe(200);
    const r2 = await post('/api/auth/refresh', { refresh_token: s1.refresh_token });
    expect(r2.statusCode).toBe(200);
  });

  it('reapresentar um refresh já trocado, passada a janela de 30 s, revoga a sessão: até o token de acesso dela passa a 401', async () => {
    const u = await criarUsuario(t.handle.db);
    const s0 = (await login(u.cpf)).json();
    const s1 = (await post('/api/auth/refresh', { refresh_token: s0.refresh_token })).json();
    t.relogio.avancar(30_000);
    const reuso = await post('/api/auth/refresh', { refresh_token: s0.refresh_token });
    expect(reuso.statusCode).toBe(401);
    expect(reuso.json().code).toBe('NAO_AUTENTICADO');
    expect((await eu({ bearer: s1.token })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refresh_token: s1.refresh_token })).statusCode).toBe(401);
  });

  it('sem refresh_token usa o cookie e devolve só um novo token de acesso', async () => {
    const u = await criarUsuario(t.handle.db);
    const cookie = cookieSessao(await login(u.cpf))!.value;
    const r = await post('/api/auth/refresh', undefined, { origin: ORIGEM }, { sessao: cookie });
    expect(r.statusCode).toBe(200);
    expect(r.json().refresh_token).toBeUndefined();
    expect((await eu({ bearer: r.json().token })).json()).toEqual({ id: u.id, via: 'bearer' });
  });

  it('sem refresh_token nem cookie, ou com token inventado, responde 401', async () => {
    expect((await post('/api/auth/refresh')).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', {})).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refresh_token: 'abc.def' })).statusCode).toBe(401);
  });

  it('o token de acesso vence em ACCESS_TOKEN_MINUTES e a renovação traz outro', async () => {
    const u = await criarUsuario(t.handle.db);
    const s0 = (await login(u.cpf)).json();
    t.relogio.avancar(t.config.auth.accessTokenMinutes * 60_000 + 1000);
    expect((await eu({ bearer: s0.token })).statusCode).toBe(401);
    const s1 = (await post('/api/auth/refresh', { refresh_token: s0.refresh_token })).json();
    expect((await eu({ bearer: s1.token })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('revoga a sessão do Bearer: o mesmo token passa a receber 401', async () => {
    const u = await criarUsuario(t.handle.db);
    const s = (await login(u.cpf)).json();
    expect((await eu({ bearer: s.token })).statusCode).toBe(200);
    const r = await post('/api/auth/logout', undefined, { authorization: `Bearer ${s.token}` });
    expect(r.statusCode).toBe(204);
    expect(r.body).toBe('');
    expect((await eu({ bearer: s.token })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refresh_token: s.refresh_token })).statusCode).toBe(401);
  });

  it('revoga pela refresh_token do corpo e pelo cookie, e apaga o cookie', async () => {
    const u = await criarUsuario(t.handle.db);
    const a = (await login(u.cpf)).json();
    expect((await post('/api/auth/logout', { refresh_token: a.refresh_token })).statusCode).toBe(204);
    expect((await eu({ bearer: a.token })).statusCode).toBe(401);
    const cookie = cookieSessao(await login(u.cpf))!.value;
    const r = await post('/api/auth/logout', undefined, { origin: ORIGEM }, { sessao: cookie });
    expect(r.statusCode).toBe(204);
    const apagado = cookieSessao(r)!;
    expect(apagado.value).toBe('');
    expect(new Date(apagado.expires!).getTime()).toBeLessThan(Date.now());
    expect((await eu({ cookie })).statusCode).toBe(401);
    expect(await t.handle.db.$count(sessoes, eq(sessoes.usuarioId, u.id))).toBe(2);
  });

  it('é idempotente: sem sessão ou com credenciais inválidas responde 204', async () => {
    expect((await post('/api/auth/logout')).statusCode).toBe(204);
    expect((await post('/api/auth/logout', { refresh_token: 'nada' })).statusCode).toBe(204);
    expect((await post('/api/auth/logout', {}, { authorization: 'Bearer invalido' }, { sessao: 'invalido' })).statusCode).toBe(204);
  });
});

describe('GET /api/auth/config e Google desligado', () => {
  it('informa google_client_id nulo e o login com Google responde 404 INDISPONIVEL (não um 5xx)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({ google_client_id: null });
    const r = await post('/api/auth/google', { credential: 'x'.repeat(40) });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ code: 'INDISPONIVEL', erro: 'Login com Google indisponível no momento.' });
  });
});

describe('limite por IP e cookie Secure', () => {
  let t2: AppDeTeste;
  beforeAll(async () => {
    t2 = await criarAppDeTeste({ env: { AUTH_RATE_LIMIT_PER_MIN: '3', COOKIE_SECURE: 'true' } });
  });
  afterAll(() => fechar(t2));

  it('com COOKIE_SECURE=true o cookie de sessão sai com Secure', async () => {
    const u = await criarUsuario(t2.handle.db);
    const r = await t2.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identificador: u.cpf, senha: SENHA_PADRAO } });
    expect(cookieSessao(r)?.secure).toBe(true);
  });

  it('login, cadastro, recuperar-senha e redefinir-senha respondem 429 depois do limite por minuto', async () => {
    for (const url of ['/api/auth/login', '/api/auth/cadastro', '/api/auth/recuperar-senha', '/api/auth/redefinir-senha']) {
      const codigos: number[] = [];
      for (let i = 0; i < 4; i++) codigos.push((await t2.app.inject({ method: 'POST', url, payload: {} })).statusCode);
      expect(codigos.slice(-1)).toEqual([429]);
      const r = await t2.app.inject({ method: 'POST', url, payload: {} });
      expect(r.json()).toMatchObject({ code: 'MUITAS_TENTATIVAS' });
      expect(CorpoErroSchema.safeParse(r.json()).success).toBe(true);
    }
  });
});
