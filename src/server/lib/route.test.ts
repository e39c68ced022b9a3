import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IdParamsSchema } from '#shared/contracts/comum.ts';
import { defineEndpoint } from '#shared/contracts/endpoint.ts';
import { ErrorBodySchema } from '#shared/errors.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../testing/app.ts';
import { criarUsuarioComSessao } from '../testing/factories.ts';
import { registrarTratadorDeErros } from './error-handler.ts';
import { AppError } from './errors.ts';
import { registrarParserJson } from './http.ts';
import { defineRoute } from './route.ts';

/** Endpoints de teste, no mesmo formato dos contratos reais. */
const tag = 'teste';
const PessoaSchema = z.object({ id: z.number().int(), nome: z.string(), contatos: z.array(z.object({ tipo: z.string() })) });
const e = {
  publico: defineEndpoint({ method: 'GET', path: '/t/pessoas/:id', acesso: 'publico', tag, resumo: 'público', params: IdParamsSchema, response: PessoaSchema }),
  autenticado: defineEndpoint({ method: 'GET', path: '/t/eu', acesso: 'autenticado', tag, resumo: 'sessão', response: z.object({ id: z.number().int() }) }),
  admin: defineEndpoint({ method: 'GET', path: '/t/admin', acesso: { perfis: ['administrador'] }, tag, resumo: 'perfil', response: z.object({ ok: z.boolean() }) }),
  comCache: defineEndpoint({
    method: 'GET', path: '/t/cache', acesso: 'autenticado', tag, resumo: 'cache declarado', cache: 'private, max-age=30', response: z.object({ ok: z.boolean() }),
  }),
  regra: defineEndpoint({ method: 'POST', path: '/t/regra', acesso: 'publico', tag, resumo: 'erro 4xx', body: z.object({ n: z.number() }), response: z.object({ ok: z.boolean() }) }),
  excluir: defineEndpoint({ method: 'DELETE', path: '/t/coisas/:id', acesso: 'autenticado', tag, resumo: '204', status: 204, params: IdParamsSchema, response: z.null() }),
} as const;

let t: AppDeTeste;
let app: FastifyInstance;
const excluidos: number[] = [];

beforeAll(async () => {
  t = await criarAppDeTeste();
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', t.app.deps);
  registrarParserJson(app);
  registrarTratadorDeErros(app);
  defineRoute(app, e.publico, async ({ params }) => {
    // campos a mais, como uma linha crua do banco: o contrato é uma lista de permissões
    const linha = { id: params.id, nome: 'Ana', senha_hash: 'scrypt$x', cpf: '52998224725', contatos: [{ tipo: 'email', valor: 'a@b.com' }] };
    return linha;
  });
  defineRoute(app, e.autenticado, async ({ ctx }) => ({ id: ctx.user.id }));
  defineRoute(app, e.admin, async () => ({ ok: true }));
  defineRoute(app, e.comCache, async () => ({ ok: true }));
  defineRoute(app, e.regra, async ({ body }) => {
    throw new AppError('REGRA_NEGOCIO', `Não pode ${body.n}.`, { details: { limite: 3 } });
  });
  defineRoute(app, e.excluir, async ({ params }) => {
    excluidos.push(params.id);
    return null;
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await fechar(t);
});
beforeEach(async () => {
  excluidos.length = 0;
  await limpar(t);
});

describe('defineRoute', () => {
  it('a resposta leva só os campos declarados no contrato (também nos objetos aninhados)', async () => {
    const r = await app.inject({ method: 'GET', url: '/t/pessoas/7' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ id: 7, nome: 'Ana', contatos: [{ tipo: 'email' }] });
    expect(r.body).not.toMatch(/senha_hash|52998224725|a@b\.com/);
    // rota pública sem cache declarado: nenhum Cache-Control
    expect(r.headers['cache-control']).toBeUndefined();
  });

  it('rota autenticada: 401 NAO_AUTENTICADO sem sessão; com sessão, X-Perfil-Incompleto e Cache-Control: no-store', async () => {
    const sem = await app.inject({ method: 'GET', url: '/t/eu' });
    expect(sem.statusCode).toBe(401);
    expect(sem.json()).toEqual({ erro: 'Não autenticado. Entre para continuar.', message: 'Não autenticado. Entre para continuar.', code: 'NAO_AUTENTICADO' });
    expect(sem.headers['x-perfil-incompleto']).toBeUndefined();

    const completa = await criarUsuarioComSessao(t);
    const r = await app.inject({ method: 'GET', url: '/t/eu', headers: completa.headers });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ id: completa.usuario.id });
    expect(r.headers['x-perfil-incompleto']).toBe('0');
    expect(r.headers['cache-control']).toBe('no-store');

    const incompleta = await criarUsuarioComSessao(t, { completo: false });
    const i = await app.inject({ method: 'GET', url: '/t/eu', headers: incompleta.headers });
    expect(i.headers['x-perfil-incompleto']).toBe('1');
  });

  it('o Cache-Control declarado no contrato vale no lugar do no-store', async () => {
    const { headers } = await criarUsuarioComSessao(t);
    const r = await app.inject({ method: 'GET', url: '/t/cache', headers });
    expect(r.headers['cache-control']).toBe('private, max-age=30');
  });

  it('rota com perfis: 403 SEM_PERMISSAO sem o perfil exigido, 200 com ele', async () => {
    const pessoa = await criarUsuarioComSessao(t, { perfis: ['usuario', 'instrutor'] });
    const r = await app.inject({ method: 'GET', url: '/t/admin', headers: pessoa.headers });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ erro: 'Você não tem permissão para esta ação.', message: 'Você não tem permissão para esta ação.', code: 'SEM_PERMISSAO' });
    expect(r.headers['x-perfil-incompleto']).toBe('0');
    const admin = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    expect((await app.inject({ method: 'GET', url: '/t/admin', headers: admin.headers })).json()).toEqual({ ok: true });
  });

  it('erros 4xx saem no esquema de erro: AppError com details, contrato violado com os campos', async () => {
    const regra = await app.inject({ method: 'POST', url: '/t/regra', payload: { n: 5 } });
    expect(regra.statusCode).toBe(422);
    expect(regra.json()).toEqual({ erro: 'Não pode 5.', message: 'Não pode 5.', code: 'REGRA_NEGOCIO', details: { limite: 3 } });
    const invalido = await app.inject({ method: 'POST', url: '/t/regra', payload: { n: 'x' } });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json()).toMatchObject({ code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'n' }] } });
    const id = await app.inject({ method: 'GET', url: '/t/pessoas/0x7' });
    expect(id.json()).toMatchObject({ code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'id', mensagem: 'ID inválido.' }] } });
    for (const r of [regra, invalido, id]) expect(ErrorBodySchema.strict().safeParse(r.json()).success).toBe(true);
  });

  it('status 204 responde sem corpo, com ou sem Content-Type: application/json', async () => {
    const { headers } = await criarUsuarioComSessao(t);
    for (const extra of [{}, { 'content-type': 'application/json' }]) {
      const r = await app.inject({ method: 'DELETE', url: '/t/coisas/3', headers: { ...headers, ...extra } });
      expect(r.statusCode).toBe(204);
      expect(r.body).toBe('');
      expect(r.headers['content-type']).toBeUndefined();
    }
    expect(excluidos).toEqual([3, 3]);
  });
});
