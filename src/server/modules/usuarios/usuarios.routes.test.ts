import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditoria } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const entrarComoAdmin = () => criarUsuarioComSessao(t, { nome: 'Ana Administradora', perfis: ['usuario', 'administrador'] });
type Metodo = 'GET' | 'PUT';
const chamar = (method: Metodo, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const rotas = (id: number): [Metodo, string, unknown?][] => [
  ['GET', '/api/usuarios'],
  ['GET', `/api/usuarios/${id}`],
  ['PUT', `/api/usuarios/${id}`, { nome: 'Nome Qualquer', email: 'a@b.com', celular: '13999999999', data_nascimento: null }],
  ['PUT', `/api/usuarios/${id}/perfis`, { perfis: ['usuario'] }],
  ['PUT', `/api/usuarios/${id}/situacao`, { ativo: true }],
];

describe('acesso', () => {
  it('todas as rotas respondem 401 sem sessão', async () => {
    for (const [method, url, payload] of rotas(1)) {
      const r = await chamar(method, url, {}, payload);
      expect(r.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('todas as rotas respondem 403 SEM_PERMISSAO para usuário e instrutor', async () => {
    const instrutor = await criarUsuarioComSessao(t, { perfis: ['usuario', 'instrutor'] });
    const usuario = await criarUsuarioComSessao(t);
    for (const quem of [instrutor, usuario]) {
      for (const [method, url, payload] of rotas(quem.usuario.id)) {
        const r = await chamar(method, url, quem.headers, payload);
        expect(r.statusCode, `${method} ${url}`).toBe(403);
        expect(r.json().code).toBe('SEM_PERMISSAO');
      }
    }
    expect(await t.handle.db.select().from(auditoria)).toEqual([]);
  });
});

describe('GET /api/usuarios', () => {
  it('busca sem acento, pagina e mascara o CPF', async () => {
    const admin = await entrarComoAdmin();
    await criarUsuarioComSessao(t, { nome: 'José Conceição', cpf: '52998224725' });
    const r = await chamar('GET', '/api/usuarios?busca=jose%20conceicao&por_pagina=5', admin.headers);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ total: 1, pagina: 1, por_pagina: 5, itens: [{ nome: 'José Conceição', cpf_mascarado: '***.982.247-**' }] });
    expect(r.body).not.toContain('52998224725');
    const porCpf = await chamar('GET', `/api/usuarios?busca=${encodeURIComponent('529.982.247-25')}`, admin.headers);
    expect(porCpf.json().total).toBe(1);
  });

  it('recusa filtro fora do contrato com 400 e details.campos', async () => {
    const admin = await entrarComoAdmin();
    const r = await chamar('GET', '/api/usuarios?perfil=root&ativo=talvez', admin.headers);
    expect(r.statusCode).toBe(400);
    expect(r.json().details.campos.map((c: { campo: string }) => c.campo).sort()).toEqual(['ativo', 'perfil']);
  });
});

describe('GET /api/usuarios/:id', () => {
  it('traz o detalhe e 404 "Usuário não encontrado." quando não existe', async () => {
    const admin = await entrarComoAdmin();
    const r = await chamar('GET', `/api/usuarios/${admin.usuario.id}`, admin.headers);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ id: admin.usuario.id, perfis: ['usuario', 'administrador'], ativo: true });
    expect(r.json()).not.toHaveProperty('cpf');
    const nada = await chamar('GET', '/api/usuarios/999999', admin.headers);
    expect(nada.statusCode).toBe(404);
    expect(nada.json()).toEqual({ erro: 'Usuário não encontrado.', message: 'Usuário não encontrado.', code: 'NAO_ENCONTRADO' });
  });
});

describe('ids estritos no caminho', () => {
  // `0x3`, `3e0`, ` 3`, `0003`… eram convertidos para 3 e chegavam à pessoa 3, também nas escritas
  const variantes = (id: number) => [`0x${id.toString(16)}`, `${id}e0`, `%20${id}`, `${id}%20`, `000${id}`, `+${id}`, `${id}.0`, '0', '2147483648'];

  it('qualquer outra escrita do id responde 400 DADOS_INVALIDOS "ID inválido.", nas leituras e nas escritas, sem mudar nada', async () => {
    const admin = await entrarComoAdmin();
    const alvo = await criarUsuarioComSessao(t, { nome: 'Carla Alvo' });
    const corpos: [Metodo, string, unknown?][] = [
      ['GET', ''],
      ['PUT', '', { nome: 'Nome Trocado', email: 'trocado@b.com', celular: '13999999999', data_nascimento: null }],
      ['PUT', '/perfis', { perfis: ['usuario', 'administrador'] }],
      ['PUT', '/situacao', { ativo: false }],
    ];
    for (const id of variantes(alvo.usuario.id)) {
      for (const [method, sufixo, payload] of corpos) {
        const url = `/api/usuarios/${id}${sufixo}`;
        const r = await chamar(method, url, admin.headers, payload);
        expect(r.statusCode, `${method} ${url}`).toBe(400);
        expect(r.json(), `${method} ${url}`).toEqual({
          erro: 'ID inválido.', message: 'ID inválido.', code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'id', mensagem: 'ID inválido.' }] },
        });
      }
    }
    expect(await t.handle.db.select().from(auditoria)).toEqual([]);
    const depois = await chamar('GET', `/api/usuarios/${alvo.usuario.id}`, admin.headers);
    expect(depois.json()).toMatchObject({ nome: 'Carla Alvo', ativo: true, perfis: ['usuario'] });
  });

  it('ids de listas no corpo: número JSON aceito; texto com zero à esquerda, fração, negativo ou fora da faixa recusados', async () => {
    const admin = await entrarComoAdmin();
    const corpo = { nome: 'Ana Administradora', email: admin.usuario.email, celular: '13999999999', data_nascimento: null };
    const ok = await chamar('PUT', `/api/usuarios/${admin.usuario.id}`, admin.headers, { ...corpo, cargo_id: admin.usuario.cargoId });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().cargo_id).toBe(admin.usuario.cargoId);
    for (const cargo_id of [`00${admin.usuario.cargoId}`, 1.5, -1, 0, 2_147_483_648, '0x1']) {
      const r = await chamar('PUT', `/api/usuarios/${admin.usuario.id}`, admin.headers, { ...corpo, cargo_id });
      expect(r.statusCode, JSON.stringify(cargo_id)).toBe(400);
      expect(r.json().details.campos, JSON.stringify(cargo_id)).toEqual([{ campo: 'cargo_id', mensagem: 'Cargo: opção inválida.' }]);
    }
  });
});

describe('PUT /api/usuarios/:id', () => {
  it('edita os dados, audita e responde 409 para e-mail de outra conta', async () => {
    const admin = await entrarComoAdmin();
    const alvo = await criarUsuarioComSessao(t, { nome: 'Beatriz Costa' });
    const corpo = { nome: 'Beatriz Costa Lima', email: alvo.usuario.email, celular: '13977776666', data_nascimento: '1990-05-20' };
    const r = await chamar('PUT', `/api/usuarios/${alvo.usuario.id}`, admin.headers, corpo);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ nome: 'Beatriz Costa Lima', celular: '13977776666' });
    const [linha] = await t.handle.db.select().from(auditoria);
    expect(linha).toMatchObject({ atorId: admin.usuario.id, acao: 'usuario.dados', alvoId: String(alvo.usuario.id) });

    const conflito = await chamar('PUT', `/api/usuarios/${alvo.usuario.id}`, admin.headers, { ...corpo, email: admin.usuario.email });
    expect(conflito.statusCode).toBe(409);
    expect(conflito.json().code).toBe('CONFLITO');
  });

  it('recusa corpo inválido com 400 e opção inexistente com o campo', async () => {
    const admin = await entrarComoAdmin();
    const id = admin.usuario.id;
    const invalido = await chamar('PUT', `/api/usuarios/${id}`, admin.headers, { nome: 'X', email: 'x', celular: 'y' });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().details.campos.map((c: { campo: string }) => c.campo)).toEqual(
      expect.arrayContaining(['nome', 'email', 'celular', 'data_nascimento']),
    );
    const corpo = { nome: 'Ana Administradora', email: admin.usuario.email, celular: '13999999999', data_nascimento: null, cargo_id: 999_999 };
    const opcao = await chamar('PUT', `/api/usuarios/${id}`, admin.headers, corpo);
    expect(opcao.statusCode).toBe(400);
    expect(opcao.json().details.campos).toEqual([{ campo: 'cargo_id', mensagem: 'Cargo: opção inexistente.' }]);
  });
});

describe('PUT /api/usuarios/:id/perfis', () => {
  it('concede instrutor e a mudança vale na hora para a pessoa', async () => {
    const admin = await entrarComoAdmin();
    const alvo = await criarUsuarioComSessao(t);
    const r = await chamar('PUT', `/api/usuarios/${alvo.usuario.id}/perfis`, admin.headers, { perfis: ['usuario', 'instrutor'] });
    expect(r.statusCode).toBe(200);
    expect(r.json().perfis).toEqual(['usuario', 'instrutor']);
    const me = await chamar('GET', '/api/perfil/me', alvo.headers);
    expect(me.json().perfis).toEqual(['usuario', 'instrutor']);
    const [linha] = await t.handle.db.select().from(auditoria).where(eq(auditoria.acao, 'usuario.perfis'));
    expect(linha).toMatchObject({ antes: { perfis: ['usuario'] }, depois: { perfis: ['usuario', 'instrutor'] }, detalhes: null, atorNome: admin.usuario.nome });
  });

  it('tirar administrador de outra pessoa corta o acesso dela na próxima chamada', async () => {
    const admin = await entrarComoAdmin();
    const outro = await criarUsuarioComSessao(t, { perfis: ['administrador'] });
    expect((await chamar('GET', '/api/usuarios', outro.headers)).statusCode).toBe(200);
    await chamar('PUT', `/api/usuarios/${outro.usuario.id}/perfis`, admin.headers, { perfis: ['usuario'] });
    expect((await chamar('GET', '/api/usuarios', outro.headers)).statusCode).toBe(403);
  });

  it('impede remover o próprio perfil de administrador (422)', async () => {
    const admin = await entrarComoAdmin();
    const r = await chamar('PUT', `/api/usuarios/${admin.usuario.id}/perfis`, admin.headers, { perfis: ['usuario'] });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      erro: 'Você não pode remover o próprio perfil de administrador.',
      message: 'Você não pode remover o próprio perfil de administrador.',
      code: 'REGRA_NEGOCIO',
    });
  });

  it('recusa lista vazia ou perfil desconhecido com 400', async () => {
    const admin = await entrarComoAdmin();
    const vazio = await chamar('PUT', `/api/usuarios/${admin.usuario.id}/perfis`, admin.headers, { perfis: [] });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().details.campos[0]).toEqual({ campo: 'perfis', mensagem: 'Escolha ao menos um perfil.' });
    const estranho = await chamar('PUT', `/api/usuarios/${admin.usuario.id}/perfis`, admin.headers, { perfis: ['root'] });
    expect(estranho.statusCode).toBe(400);
  });
});

describe('PUT /api/usuarios/:id/situacao', () => {
  it('desativar faz o token existente da pessoa responder 401 na hora; reativar exige novo login', async () => {
    const admin = await entrarComoAdmin();
    const alvo = await criarUsuarioComSessao(t);
    expect((await chamar('GET', '/api/perfil/me', alvo.headers)).statusCode).toBe(200);
    const r = await chamar('PUT', `/api/usuarios/${alvo.usuario.id}/situacao`, admin.headers, { ativo: false });
    expect(r.statusCode).toBe(200);
    expect(r.json().ativo).toBe(false);
    expect((await chamar('GET', '/api/perfil/me', alvo.headers)).statusCode).toBe(401);
    expect((await chamar('GET', '/api/notificacoes/nao-lidas/contagem', alvo.headers)).statusCode).toBe(401);
    await chamar('PUT', `/api/usuarios/${alvo.usuario.id}/situacao`, admin.headers, { ativo: true });
    expect((await chamar('GET', '/api/perfil/me', alvo.headers)).statusCode).toBe(401);
    const acoes = await t.handle.db.select({ d: auditoria.detalhes }).from(auditoria).where(eq(auditoria.acao, 'usuario.situacao'));
    expect(acoes).toHaveLength(2);
  });

  it('impede desativar a própria conta (422) e recusa ativo não booleano (400)', async () => {
    const admin = await entrarComoAdmin();
    const r = await chamar('PUT', `/api/usuarios/${admin.usuario.id}/situacao`, admin.headers, { ativo: false });
    expect(r.statusCode).toBe(422);
    expect(r.json().code).toBe('REGRA_NEGOCIO');
    expect((await chamar('GET', '/api/perfil/me', admin.headers)).statusCode).toBe(200);
    const tipo = await chamar('PUT', `/api/usuarios/${admin.usuario.id}/situacao`, admin.headers, { ativo: 'false' });
    expect(tipo.statusCode).toBe(400);
  });

  it('responde 404 para id inexistente', async () => {
    const admin = await entrarComoAdmin();
    const r = await chamar('PUT', '/api/usuarios/999999/situacao', admin.headers, { ativo: false });
    expect(r.statusCode).toBe(404);
    expect(r.json().erro).toBe('Usuário não encontrado.');
  });
});
