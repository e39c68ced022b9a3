import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { camposPerfilCompleto, criarSessao, criarUsuarioComSessao } from '../../testing/factories.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

async function corpo(email: string, extra: Record<string, unknown> = {}) {
  const c = await camposPerfilCompleto(t.handle.db);
  return {
    nome: 'Maria da Silva',
    email,
    celular: '(13) 98888-7777',
    data_nascimento: '1985-02-10',
    cargo_id: c.cargoId,
    unidade_id: c.unidadeId,
    genero_id: c.generoId,
    orientacao_sexual_id: c.orientacaoSexualId,
    cor_raca_id: c.corRacaId,
    escolaridade_id: c.escolaridadeId,
    deficiencia_id: c.deficienciaId,
    ...extra,
  };
}

const me = (headers: Record<string, string> = {}, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/perfil/me', headers, ...(cookies ? { cookies } : {}) });

describe('GET /api/perfil/me', () => {
  it('recusa sem sessão com 401 NAO_AUTENTICADO', async () => {
    const r = await me();
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ code: 'NAO_AUTENTICADO', erro: expect.any(String), message: expect.any(String) });
  });

  it('recusa token inválido com 401', async () => {
    const r = await me({ authorization: 'Bearer abc.def.ghi' });
    expect(r.statusCode).toBe(401);
  });

  it('responde com Bearer, sem CPF cru nem hash de senha', async () => {
    const { usuario, headers } = await criarUsuarioComSessao(t, { cpf: '52998224725' });
    const r = await me(headers);
    expect(r.statusCode).toBe(200);
    const corpoResposta = r.json();
    expect(corpoResposta).toMatchObject({ id: usuario.id, cpf: '529.982.247-25', perfil: 'usuario', perfil_incompleto: false });
    expect(JSON.stringify(corpoResposta)).not.toContain('scrypt');
    expect(r.headers['x-perfil-incompleto']).toBe('0');
  });

  it('responde também com o cookie de sessão (fallback do guard)', async () => {
    const { usuario, cookies } = await criarUsuarioComSessao(t);
    const r = await me({}, cookies);
    expect(r.statusCode).toBe(200);
    expect(r.json().id).toBe(usuario.id);
  });
});

describe('PUT /api/perfil/me', () => {
  it('X-Perfil-Incompleto passa de 1 para 0 ao completar o perfil', async () => {
    const { usuario, headers } = await criarUsuarioComSessao(t, { completo: false });
    const antes = await me(headers);
    expect(antes.headers['x-perfil-incompleto']).toBe('1');
    expect(antes.json().perfil_incompleto).toBe(true);

    const r = await t.app.inject({ method: 'PUT', url: '/api/perfil/me', headers, payload: await corpo(usuario.email) });
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-perfil-incompleto']).toBe('0');
    expect(r.json()).toMatchObject({ perfil_incompleto: false, campos_pendentes: [], celular: '13988887777' });

    expect((await me(headers)).headers['x-perfil-incompleto']).toBe('0');
  });

  it('funciona por cookie quando a origem é a mesma', async () => {
    const { usuario, cookies } = await criarUsuarioComSessao(t, { completo: false });
    const r = await t.app.inject({
      method: 'PUT', url: '/api/perfil/me', cookies, payload: await corpo(usuario.email),
      headers: { origin: 'http://escola.teste', host: 'escola.teste' },
    });
    expect(r.statusCode).toBe(200);
  });

  it('recusa escrita por cookie vinda de outra origem (403 ORIGEM_INVALIDA)', async () => {
    const { usuario, cookies } = await criarUsuarioComSessao(t);
    const r = await t.app.inject({
      method: 'PUT', url: '/api/perfil/me', cookies, payload: await corpo(usuario.email),
      headers: { origin: 'https://malicioso.exemplo', host: 'escola.teste' },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe('ORIGEM_INVALIDA');
  });

  it('recusa dados fora do contrato com 400 e details.campos', async () => {
    const { headers } = await criarUsuarioComSessao(t);
    const r = await t.app.inject({
      method: 'PUT', url: '/api/perfil/me', headers,
      payload: { nome: 'Maria', email: 'nao-e-email', celular: '123', data_nascimento: '2999-01-01', cargo_id: 'abc' },
    });
    expect(r.statusCode).toBe(400);
    const b = r.json();
    expect(b.code).toBe('DADOS_INVALIDOS');
    const campos = b.details.campos.map((c: { campo: string }) => c.campo);
    expect(campos).toEqual(expect.arrayContaining(['nome', 'email', 'celular', 'data_nascimento', 'cargo_id']));
  });

  it('recusa opção inexistente com 400 e o campo', async () => {
    const { usuario, headers } = await criarUsuarioComSessao(t);
    const r = await t.app.inject({
      method: 'PUT', url: '/api/perfil/me', headers, payload: await corpo(usuario.email, { cargo_id: 999_999 }),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      code: 'DADOS_INVALIDOS',
      erro: 'Cargo: opção inexistente.',
      details: { campos: [{ campo: 'cargo_id', mensagem: 'Cargo: opção inexistente.' }] },
    });
  });

  it('trocar e-mail com senha atual errada responde 400 "Senha atual incorreta."', async () => {
    const { headers } = await criarUsuarioComSessao(t);
    const r = await t.app.inject({
      method: 'PUT', url: '/api/perfil/me', headers, payload: await corpo('novo@teste.gov.br', { senha_atual: 'Errada@1' }),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ erro: 'Senha atual incorreta.', details: { campos: [{ campo: 'senha_atual' }] } });
  });

  it('recusa e-mail de outra conta com 409 CONFLITO', async () => {
    await criarUsuarioComSessao(t, { email: 'ocupado@teste.gov.br' });
    const { usuario, headers } = await criarUsuarioComSessao(t);
    const r = await t.app.inject({
      method: 'PUT', url: '/api/perfil/me', headers, payload: await corpo('OCUPADO@teste.gov.br', { senha_atual: usuario.senha }),
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('CONFLITO');
  });

  it('trocar a senha derruba as outras sessões na hora e mantém a atual', async () => {
    const { usuario, headers } = await criarUsuarioComSessao(t);
    const outra = await criarSessao(t, usuario);
    const r = await t.app.inject({
      method: 'PUT', url: '/api/perfil/me', headers,
      payload: await corpo(usuario.email, { senha_atual: usuario.senha, nova_senha: 'Nova@Senha1' }),
    });
    expect(r.statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(200);
    expect((await me(outra.headers)).statusCode).toBe(401);
  });

  it('recusa senha nova fraca pelo contrato', async () => {
    const { usuario, headers } = await criarUsuarioComSessao(t);
    const r = await t.app.inject({
      method: 'PUT', url: '/api/perfil/me', headers,
      payload: await corpo(usuario.email, { senha_atual: usuario.senha, nova_senha: 'fraca' }),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().details.campos[0].campo).toBe('nova_senha');
  });

  it('exige sessão: 401 sem token', async () => {
    const r = await t.app.inject({ method: 'PUT', url: '/api/perfil/me', payload: await corpo('x@teste.gov.br') });
    expect(r.statusCode).toBe(401);
  });
});

describe('GET /api/lookups', () => {
  it('é público e traz as sete listas', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/lookups' });
    expect(r.statusCode).toBe(200);
    const l = r.json();
    for (const k of ['cargos', 'unidades', 'generos', 'orientacoes_sexuais', 'cores_racas', 'escolaridades', 'deficiencias']) {
      expect(l[k].length).toBeGreaterThan(0);
    }
    expect(l.unidades[0]).toEqual({ id: expect.any(Number), nome: expect.any(String), sigla: expect.any(String) });
    expect(Object.keys(l.cargos[0]).sort()).toEqual(['id', 'nome']);
  });
});

describe('GET /api/perfil/me/dados (LGPD)', () => {
  it('exige sessão', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/perfil/me/dados' });
    expect(r.statusCode).toBe(401);
  });

  it('baixa perfil, notificações e sessões só da própria pessoa, sem hashes nem tokens', async () => {
    const { criarNotificacao } = await import('../notificacoes/notificacoes.service.ts');
    const eu = await criarUsuarioComSessao(t);
    const outra = await criarUsuarioComSessao(t);
    await criarNotificacao({ db: t.handle.db }, { usuarioId: eu.usuario.id, tipo: 'aviso', titulo: 'Minha', mensagem: 'para mim' });
    await criarNotificacao({ db: t.handle.db }, { usuarioId: outra.usuario.id, tipo: 'aviso', titulo: 'Alheia', mensagem: 'não é minha' });
    const r = await t.app.inject({ method: 'GET', url: '/api/perfil/me/dados', headers: eu.headers });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('attachment');
    const dados = r.json();
    expect(dados.perfil.id).toBe(eu.usuario.id);
    expect(dados.notificacoes.map((n: { titulo: string }) => n.titulo)).toEqual(['Minha']);
    expect(dados.sessoes).toHaveLength(1);
    expect(JSON.stringify(dados)).not.toMatch(/senha|hash|refresh/i);
  });
});
