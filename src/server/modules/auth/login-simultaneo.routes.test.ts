/**
 * Limite de senhas sob tentativas simultâneas (limite-login.ts, decisão 010). Cada tentativa toma uma
 * vaga do par (conta, IP) antes do scrypt; conferências em andamento mais falhas seguidas nunca passam
 * de 5. Quem não acha vaga aguarda as conferências em andamento: se elas acertam, segue; se erram e
 * põem o par em espera, recebe 429. Logo, de uma rajada de senhas erradas, no máximo 5 são conferidas,
 * e logins simultâneos com a senha certa entram todos.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tentativasLogin, usuarios } from '../../db/schema/index.ts';
import { hashSenha } from '../../lib/senha.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuario, SENHA_PADRAO } from '../../testing/factories.ts';
import { FALHAS_LOGIN_MAXIMO } from './auth.service.ts';
import { chaveDoPar } from './limite-login.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const MINUTO = 60_000;
const ERRADA = 'Errada#999';
const IP = '203.0.113.7';
const OUTRO_IP = '198.51.100.20';
const login = (identificador: string, senha: string, ip = IP) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identificador, senha }, remoteAddress: ip });

/** Estado do par (conta, IP) no banco; sem linha = nenhuma falha nem conferência em andamento. */
async function estado(usuarioId: number, ip = IP) {
  const chave = chaveDoPar(t.app.deps, { usuarioId }, ip);
  const [l] = await t.handle.db.select().from(tentativasLogin).where(eq(tentativasLogin.chave, chave));
  return {
    falhas: l?.falhas ?? 0,
    emConferencia: l?.emConferencia ?? 0,
    esperaMs: l?.esperaAte ? l.esperaAte.getTime() - t.relogio.agora.getTime() : null,
  };
}

/**
 * Pessoa cuja senha custa scrypt 2^16 (~0,1 s por conferência): reservar uma tentativa é uma consulta
 * de milissegundos, então todas as reservas de uma rajada acontecem antes de qualquer conferência acabar.
 */
async function pessoaComSenhaCara() {
  const u = await criarUsuario(t.handle.db);
  await t.handle.db.update(usuarios).set({ senhaHash: await hashSenha(SENHA_PADRAO, 16) }).where(eq(usuarios.id, u.id));
  return u;
}

describe('login simultâneo', () => {
  it('10 logins simultâneos com a senha certa (mesma conta, mesmo IP): todos entram, cada um com a sua sessão', async () => {
    const u = await pessoaComSenhaCara();
    const rs = await Promise.all(Array.from({ length: 10 }, () => login(u.cpf, SENHA_PADRAO)));
    expect(rs.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(rs.map((r) => r.json().refresh_token)).size).toBe(10);
    expect(await estado(u.id)).toEqual({ falhas: 0, emConferencia: 0, esperaMs: null });
  });

  it('10 senhas erradas simultâneas do mesmo IP: exatamente 5 conferidas (401), as outras 429, e o par espera 1 minuto', async () => {
    const u = await pessoaComSenhaCara();
    const rs = await Promise.all(Array.from({ length: 10 }, () => login(u.cpf, ERRADA)));
    const codigos = rs.map((r) => r.statusCode).sort();
    expect(codigos).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
    expect(rs.find((r) => r.statusCode === 429)!.json().code).toBe('MUITAS_TENTATIVAS');
    expect(await estado(u.id)).toEqual({ falhas: 5, emConferencia: 0, esperaMs: MINUTO });
  });

  it('a dona entra de outro IP no meio de uma rajada simultânea de senhas erradas', async () => {
    const u = await pessoaComSenhaCara();
    const rajada = Array.from({ length: 10 }, () => login(u.cpf, ERRADA));
    const dona = await login(u.email, SENHA_PADRAO, OUTRO_IP);
    const codigos = (await Promise.all(rajada)).map((r) => r.statusCode);
    expect(dona.statusCode).toBe(200);
    expect(codigos.filter((c) => c === 401)).toHaveLength(5);
    expect(await estado(u.id, OUTRO_IP)).toEqual({ falhas: 0, emConferencia: 0, esperaMs: null });
  });

  it('a senha certa já em conferência entra mesmo que senhas erradas simultâneas do mesmo IP ponham o par em espera (antes era 429: a vaga dela foi tomada antes da espera)', async () => {
    const u = await pessoaComSenhaCara();
    const certa = login(u.cpf, SENHA_PADRAO);
    // espera a certa tomar a vaga (ela segue conferindo a senha cara)
    await vi.waitFor(async () => expect((await estado(u.id)).emConferencia).toBe(1), { timeout: 5000, interval: 1 });
    const erradas = await Promise.all(Array.from({ length: 10 }, () => login(u.cpf, ERRADA)));
    expect((await certa).statusCode).toBe(200);
    const codigos = erradas.map((e) => e.statusCode);
    expect(codigos.every((c) => c === 401 || c === 429), String(codigos)).toBe(true);
    expect(codigos).toContain(429);
    // o acerto zera as falhas do par: as erradas conferidas depois dele contam do zero, até 5
    expect(await estado(u.id)).toEqual({ falhas: 5, emConferencia: 0, esperaMs: MINUTO });
    t.relogio.avancar(MINUTO);
    expect((await login(u.cpf, SENHA_PADRAO)).statusCode).toBe(200);
  });

  it('em sequência continua valendo: 4 erradas e a certa entra; a 5ª errada põe em espera', async () => {
    const u = await criarUsuario(t.handle.db);
    for (let i = 0; i < 4; i++) expect((await login(u.email, ERRADA)).statusCode).toBe(401);
    expect((await login(u.email, SENHA_PADRAO)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(u.email, ERRADA)).statusCode).toBe(401);
    expect((await login(u.email, SENHA_PADRAO)).statusCode).toBe(429);
  });
});

describe('estado do par', () => {
  async function gravarPar(usuarioId: number, valores: Partial<typeof tentativasLogin.$inferInsert>) {
    const agora = t.relogio.agora;
    const chave = chaveDoPar(t.app.deps, { usuarioId }, IP);
    await t.handle.db.insert(tentativasLogin).values({ chave, usuarioId, reservadaEm: agora, atualizadaEm: agora, ...valores });
  }

  it('com 2000 falhas guardadas responde 401 e depois 429 (espera de 15 min), nunca 500', async () => {
    const u = await criarUsuario(t.handle.db);
    await gravarPar(u.id, { falhas: 2000 });
    expect((await login(u.cpf, ERRADA)).statusCode).toBe(401);
    expect(await estado(u.id)).toEqual({ falhas: FALHAS_LOGIN_MAXIMO, emConferencia: 0, esperaMs: 15 * MINUTO });
    const bloqueada = await login(u.cpf, SENHA_PADRAO);
    expect(bloqueada.statusCode).toBe(429);
    expect(bloqueada.json().erro).toContain('Aguarde 15 minutos');
    t.relogio.avancar(15 * MINUTO);
    expect((await login(u.cpf, ERRADA)).statusCode).toBe(401);
    t.relogio.avancar(15 * MINUTO);
    expect((await login(u.cpf, SENHA_PADRAO)).statusCode).toBe(200);
    expect(await estado(u.id)).toEqual({ falhas: 0, emConferencia: 0, esperaMs: null });
  });

  it('vagas presas por um processo que caiu deixam de contar depois de 1 minuto', async () => {
    const u = await criarUsuario(t.handle.db);
    await gravarPar(u.id, { emConferencia: 5, reservadaEm: new Date(t.relogio.agora.getTime() - MINUTO - 1000) });
    expect((await login(u.cpf, SENHA_PADRAO)).statusCode).toBe(200);
  });

  it('pares sem atividade há 24 horas são apagados quando outro par começa a falhar: a tabela não cresce sem limite', async () => {
    const u = await criarUsuario(t.handle.db);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) await login(u.cpf, ERRADA, ip);
    await login('ninguem@escola.demo', ERRADA, '10.0.0.4');
    expect(await t.handle.db.$count(tentativasLogin)).toBe(4);
    t.relogio.avancar(24 * 60 * MINUTO + 1000);
    expect((await login(u.cpf, ERRADA, '10.0.0.5')).statusCode).toBe(401);
    const restantes = await t.handle.db.select().from(tentativasLogin);
    expect(restantes).toHaveLength(1);
    expect(restantes[0]!.chave).toBe(chaveDoPar(t.app.deps, { usuarioId: u.id }, '10.0.0.5'));
  });
});
