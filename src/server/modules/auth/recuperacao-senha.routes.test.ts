import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENSAGEM_RECUPERACAO } from '#shared/contracts/auth.ts';
import { sessoes, tentativasLogin, tokensSenha } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuario, SENHA_PADRAO } from '../../testing/factories.ts';
import { iniciarReceptorSmtp } from '../../testing/smtp.ts';
import { appProtegida, emailsPara, SENHA_FORTE, tokenDoLink } from './auth.test-utils.ts';

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

const MINUTO = 60_000;
const HORA = 60 * MINUTO;
const post = (app: FastifyInstance, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const recuperar = (email: string, headers: Record<string, string> = {}) => post(t.app, '/api/auth/recuperar-senha', { email }, headers);
const redefinir = (token: string, senha = SENHA_FORTE) => post(t.app, '/api/auth/redefinir-senha', { token, senha });
const login = (identificador: string, senha: string) => post(t.app, '/api/auth/login', { identificador, senha });

/** Pede a recuperação e devolve o token lido do link do último e-mail da caixa de saída. */
async function pedirLink(email: string): Promise<string> {
  expect((await recuperar(email)).statusCode).toBe(200);
  const recebidos = await emailsPara(t, email);
  return tokenDoLink(recebidos.at(-1)!.texto);
}

describe('POST /api/auth/recuperar-senha', () => {
  it('envia o e-mail com o link de APP_URL, válido por 1 hora, e guarda só o hash do token', async () => {
    const u = await criarUsuario(t.handle.db);
    const r = await recuperar(u.email.toUpperCase());
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ mensagem: MENSAGEM_RECUPERACAO });
    const [email] = await emailsPara(t, u.email);
    expect(email!.assunto).toBe('Recuperação de senha - Escola da Saúde');
    expect(email!.texto).toContain('Este link é válido por 1 hora.');
    expect(email!.texto).toMatch(/^http:\/\/escola\.teste\/redefinir-senha\/[A-Za-z0-9_-]{43}$/m);
    const token = tokenDoLink(email!.texto);
    const linhas = await t.handle.db.select().from(tokensSenha);
    expect(linhas.map((l) => l.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
  });

  it('responde o mesmo corpo para e-mail desconhecido e conta desativada, sem enviar nada', async () => {
    const desativada = await criarUsuario(t.handle.db, { ativo: false });
    for (const email of ['ninguem@exemplo.com', desativada.email]) {
      const r = await recuperar(email);
      expect([r.statusCode, r.json()]).toEqual([200, { mensagem: MENSAGEM_RECUPERACAO }]);
      expect(await emailsPara(t, email)).toEqual([]);
    }
  });

  it('nunca monta o link com Host, Origin ou X-Forwarded-Host da requisição', async () => {
    const u = await criarUsuario(t.handle.db);
    await recuperar(u.email, { host: 'atacante.example', origin: 'https://atacante.example', 'x-forwarded-host': 'atacante.example' });
    const [email] = await emailsPara(t, u.email);
    expect(email!.texto).not.toContain('atacante');
    expect(email!.texto).toContain('http://escola.teste/redefinir-senha/');
  });

  it('um novo pedido, passado 1 minuto, invalida o link anterior ainda não usado', async () => {
    const u = await criarUsuario(t.handle.db);
    const primeiro = await pedirLink(u.email);
    t.relogio.avancar(MINUTO);
    const segundo = await pedirLink(u.email);
    expect(segundo).not.toBe(primeiro);
    expect((await redefinir(primeiro)).statusCode).toBe(400);
    expect((await redefinir(segundo)).statusCode).toBe(200);
  });

  it('pedidos repetidos em menos de 1 minuto não invalidam o link enviado nem mandam outro e-mail (mesma resposta)', async () => {
    const u = await criarUsuario(t.handle.db);
    const primeiro = await pedirLink(u.email);
    t.relogio.avancar(MINUTO - 1000);
    for (let i = 0; i < 3; i++) {
      const r = await recuperar(u.email);
      expect([r.statusCode, r.json()]).toEqual([200, { mensagem: MENSAGEM_RECUPERACAO }]);
    }
    const simultaneos = await Promise.all([recuperar(u.email), recuperar(u.email)]);
    expect(simultaneos.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await emailsPara(t, u.email)).toHaveLength(1);
    expect(await t.handle.db.$count(tokensSenha)).toBe(1);
    expect((await redefinir(primeiro)).statusCode).toBe(200);
  });

  it('dois pedidos simultâneos depois do intervalo geram um link só', async () => {
    const u = await criarUsuario(t.handle.db);
    await pedirLink(u.email);
    t.relogio.avancar(MINUTO);
    await Promise.all([recuperar(u.email), recuperar(u.email), recuperar(u.email)]);
    expect(await emailsPara(t, u.email)).toHaveLength(2);
    expect(await t.handle.db.$count(tokensSenha)).toBe(1);
  });

  it('depois de usar o link, um novo pedido vale na hora', async () => {
    const u = await criarUsuario(t.handle.db);
    expect((await redefinir(await pedirLink(u.email))).statusCode).toBe(200);
    await pedirLink(u.email);
    expect(await emailsPara(t, u.email)).toHaveLength(2);
  });
});

describe('POST /api/auth/redefinir-senha', () => {
  it('de ponta a ponta: troca a senha, revoga todas as sessões e a senha antiga deixa de valer', async () => {
    const u = await criarUsuario(t.handle.db);
    const antes = [(await login(u.cpf, SENHA_PADRAO)).json(), (await login(u.email, SENHA_PADRAO)).json()];
    const token = await pedirLink(u.email);
    const r = await redefinir(token);
    expect([r.statusCode, r.json()]).toEqual([200, { mensagem: 'Senha redefinida com sucesso.' }]);
    for (const s of antes) {
      const acesso = await protegida.inject({ method: 'GET', url: '/api/teste/eu', headers: { authorization: `Bearer ${s.token}` } });
      expect(acesso.statusCode).toBe(401);
      expect((await post(t.app, '/api/auth/refresh', { refresh_token: s.refresh_token })).statusCode).toBe(401);
    }
    const ativas = await t.handle.db.select().from(sessoes).where(eq(sessoes.usuarioId, u.id));
    expect(ativas.every((s) => s.revogadaEm !== null)).toBe(true);
    expect((await login(u.cpf, SENHA_PADRAO)).statusCode).toBe(401);
    expect((await login(u.cpf, SENHA_FORTE)).statusCode).toBe(200);
  });

  it('o link é de uso único', async () => {
    const u = await criarUsuario(t.handle.db);
    const token = await pedirLink(u.email);
    expect((await redefinir(token)).statusCode).toBe(200);
    const r = await redefinir(token, 'Outra#Senha9');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'TOKEN_INVALIDO', erro: 'Link inválido ou expirado. Gere um novo link de redefinição.' });
  });

  it('o link vence depois de 1 hora', async () => {
    const u = await criarUsuario(t.handle.db);
    const token = await pedirLink(u.email);
    t.relogio.avancar(HORA);
    const r = await redefinir(token);
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('TOKEN_INVALIDO');
    expect((await login(u.cpf, SENHA_PADRAO)).statusCode).toBe(200);
  });

  it('dois usos simultâneos do mesmo link: exatamente um sucesso', async () => {
    const u = await criarUsuario(t.handle.db);
    const token = await pedirLink(u.email);
    const rs = await Promise.all([redefinir(token, 'Primeira#Senha1'), redefinir(token, 'Segunda#Senha2')]);
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const vencedora = rs[0]!.statusCode === 200 ? 'Primeira#Senha1' : 'Segunda#Senha2';
    expect((await login(u.cpf, vencedora)).statusCode).toBe(200);
  });

  it('esquece as falhas de senha da conta em todos os IPs: a conta entra na hora com a nova senha', async () => {
    const u = await criarUsuario(t.handle.db);
    for (let i = 0; i < 7; i++) await login(u.cpf, 'Errada#999');
    expect((await login(u.cpf, SENHA_PADRAO)).statusCode).toBe(429);
    expect((await redefinir(await pedirLink(u.email))).statusCode).toBe(200);
    expect(await t.handle.db.$count(tentativasLogin, eq(tentativasLogin.usuarioId, u.id))).toBe(0);
    expect((await login(u.cpf, SENHA_FORTE)).statusCode).toBe(200);
  });

  it('recusa senha fraca com 400 no campo senha, sem consumir o link', async () => {
    const u = await criarUsuario(t.handle.db);
    const token = await pedirLink(u.email);
    const r = await redefinir(token, 'fraca');
    expect(r.statusCode).toBe(400);
    expect(r.json().details.campos[0].campo).toBe('senha');
    expect((await redefinir(token)).statusCode).toBe(200);
  });
});

describe('e-mail por SMTP real', () => {
  let smtp: Awaited<ReturnType<typeof iniciarReceptorSmtp>>;
  let t2: AppDeTeste;

  beforeAll(async () => {
    smtp = await iniciarReceptorSmtp();
    t2 = await criarAppDeTeste({ mailer: () => smtp.mailer });
  });
  afterAll(async () => {
    await fechar(t2);
    await smtp.fechar();
  });

  it('entrega o e-mail de recuperação com assunto e link corretos', async () => {
    const u = await criarUsuario(t2.handle.db, { email: 'joao.conceicao@exemplo.com' });
    const r = await post(t2.app, '/api/auth/recuperar-senha', { email: u.email });
    expect(r.statusCode).toBe(200);
    await t2.app.deps.jobs.processarPendentes();
    expect(smtp.recebidos).toHaveLength(1);
    const msg = await simpleParser(smtp.recebidos[0]!);
    expect(msg.subject).toBe('Recuperação de senha - Escola da Saúde');
    expect(msg.to && !Array.isArray(msg.to) ? msg.to.text : '').toBe('joao.conceicao@exemplo.com');
    expect(msg.text).toContain('Este link é válido por 1 hora.');
    const token = tokenDoLink(msg.text ?? '');
    expect(msg.text).toContain(`http://escola.teste/redefinir-senha/${token}`);
    const redefinida = await post(t2.app, '/api/auth/redefinir-senha', { token, senha: SENHA_FORTE });
    expect(redefinida.statusCode).toBe(200);
  });
});
