/**
 * A senha atual pedida no PUT /api/perfil/me (troca de e-mail ou de senha) não pode ser adivinhada
 * com uma sessão roubada: as falhas contam no mesmo limite do login (mesma conta, mesmo IP) — issue 5.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { camposPerfilCompleto, criarUsuarioComSessao } from '../../testing/factories.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const ERRADA = 'Errada#999';
const IP = '203.0.113.9';
const OUTRO_IP = '198.51.100.30';

async function corpo(email: string, extra: Record<string, unknown> = {}) {
  const c = await camposPerfilCompleto(t.handle.db);
  return {
    nome: 'Maria da Silva', email, celular: '(13) 98888-7777', data_nascimento: '1985-02-10',
    cargo_id: c.cargoId, unidade_id: c.unidadeId, genero_id: c.generoId, orientacao_sexual_id: c.orientacaoSexualId,
    cor_raca_id: c.corRacaId, escolaridade_id: c.escolaridadeId, deficiencia_id: c.deficienciaId,
    ...extra,
  };
}

const trocarEmail = async (headers: Record<string, string>, senhaAtual: string, ip = IP) =>
  t.app.inject({ method: 'PUT', url: '/api/perfil/me', headers, remoteAddress: ip, payload: await corpo('novo@teste.gov.br', { senha_atual: senhaAtual }) });
const login = (identificador: string, senha: string, ip = IP) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identificador, senha }, remoteAddress: ip });

describe('senha atual no PUT /api/perfil/me sob o limite do login', () => {
  it('depois de 5 senhas atuais erradas responde 429 MUITAS_TENTATIVAS, nem a certa é conferida', async () => {
    const { usuario, headers } = await criarUsuarioComSessao(t);
    for (let i = 0; i < 5; i++) {
      const r = await trocarEmail(headers, ERRADA);
      expect(r.statusCode).toBe(400);
      expect(r.json().erro).toBe('Senha atual incorreta.');
    }
    const r = await trocarEmail(headers, usuario.senha);
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({ code: 'MUITAS_TENTATIVAS', erro: expect.stringContaining('Aguarde 1 minuto') });
    t.relogio.avancar(60_000);
    expect((await trocarEmail(headers, usuario.senha)).statusCode).toBe(200);
  });

  it('falhas do perfil e do login somam no mesmo par (conta, IP): o login também passa a esperar', async () => {
    const { usuario, headers } = await criarUsuarioComSessao(t);
    for (let i = 0; i < 3; i++) expect((await trocarEmail(headers, ERRADA)).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) expect((await login(usuario.email, ERRADA)).statusCode).toBe(401);
    expect((await login(usuario.email, usuario.senha)).statusCode).toBe(429);
    expect((await login(usuario.email, usuario.senha, OUTRO_IP)).statusCode).toBe(200);
  });

  it('falhas de login do mesmo IP põem a troca de e-mail em espera; de outro IP ela segue', async () => {
    const { usuario, headers } = await criarUsuarioComSessao(t);
    for (let i = 0; i < 5; i++) expect((await login(usuario.cpf, ERRADA)).statusCode).toBe(401);
    expect((await trocarEmail(headers, usuario.senha)).statusCode).toBe(429);
    const r = await trocarEmail(headers, usuario.senha, OUTRO_IP);
    expect(r.statusCode).toBe(200);
    expect(r.json().email).toBe('novo@teste.gov.br');
  });
});
