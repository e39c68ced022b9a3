import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuario, SENHA_PADRAO } from '../../testing/factories.ts';
import { CorpoErroSchema, dadosCadastro, GOOGLE_CLIENT_ID, googleDeTeste, SENHA_FORTE } from './auth.test-utils.ts';
import { definirChavesGoogle } from './google.ts';

let t: AppDeTeste;
/** Corpo válido de cada endpoint (o do cadastro com CPF e e-mail novos a cada chamada). */
let corposValidos: Record<string, () => Record<string, unknown>>;
beforeAll(async () => {
  t = await criarAppDeTeste({ env: { GOOGLE_CLIENT_ID } });
  const google = await googleDeTeste(() => t.relogio.agora);
  definirChavesGoogle(t.app.deps.config, google.chaves);
  const u = await criarUsuario(t.handle.db);
  const sessao = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identificador: u.cpf, senha: SENHA_PADRAO } })).json();
  const fixos: Record<string, Record<string, unknown>> = {
    '/api/auth/login': { identificador: u.cpf, senha: 'Errada#1' },
    '/api/auth/refresh': { refresh_token: sessao.refresh_token },
    '/api/auth/logout': { refresh_token: 'x' },
    '/api/auth/recuperar-senha': { email: u.email },
    '/api/auth/redefinir-senha': { token: 'x'.repeat(43), senha: SENHA_FORTE },
    '/api/auth/google': { credential: await google.emitirToken({ sub: 'g-1', email: u.email }) },
  };
  corposValidos = {
    '/api/auth/cadastro': () => ({ ...dadosCadastro(), cargo_id: 1, registro: '280537' }),
    ...Object.fromEntries(Object.entries(fixos).map(([url, corpo]) => [url, () => corpo])),
  };
});
afterAll(async () => {
  await fechar(t);
});

const GRANDE = 'ç'.repeat(200_000);
/** Valores hostis para cada campo. */
const VALORES_HOSTIS: unknown[] = [
  null, 123, -1, 1e308, true, [], ['a'], {}, { $ne: null }, '', ' ', GRANDE,
  '\u0000', 'a\u0000b@x.com', 'Maria \u0000 Silva', '52998224725\u0000', '\ud800', '🙂漢字\u202eñ', '../../etc/passwd', "' or 1=1 --", '<script>alert(1)</script>',
];
/** Corpos inteiros hostis (JSON válido de outro formato). */
const CORPOS_HOSTIS: unknown[] = [null, [], [1, 2], 'texto', 42, true, {}, { __proto__: { admin: true } }, { constructor: { prototype: {} } }];
/** Requisições malformadas no transporte. */
const CRUS: Pick<InjectOptions, 'headers' | 'payload'>[] = [
  { headers: { 'content-type': 'application/json' }, payload: '{"identificador": ' },
  { headers: { 'content-type': 'application/json' }, payload: '' },
  { headers: { 'content-type': 'application/json' }, payload: '{"a":1}{"b":2}' },
  { headers: { 'content-type': 'application/json; charset=latin1' }, payload: '{"email":"a@b.c"}' },
  { headers: { 'content-type': 'text/plain' }, payload: 'identificador=1&senha=2' },
  { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'identificador=1&senha=2' },
  { headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' },
  { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' },
  { headers: { 'content-type': 'application/json' }, payload: `{"x":"${'a'.repeat(1_100_000)}"}` },
];

function conferir(r: { statusCode: number; body: string; json: () => unknown }, onde: string): void {
  expect(r.statusCode, `${onde}: ${r.body.slice(0, 200)}`).toBeLessThan(500);
  if (r.statusCode >= 400) {
    expect(CorpoErroSchema.safeParse(r.json()).success, `${onde}: corpo de erro fora do formato ${r.body.slice(0, 200)}`).toBe(true);
  }
}

describe('robustez dos endpoints de auth', () => {
  const urls = [
    '/api/auth/cadastro', '/api/auth/login', '/api/auth/refresh', '/api/auth/logout',
    '/api/auth/recuperar-senha', '/api/auth/redefinir-senha', '/api/auth/google',
  ];

  it.each(urls)('%s nunca responde 5xx a campos hostis e todo erro tem { erro, message, code }', async (url) => {
    const valido = corposValidos[url]!;
    for (const campo of Object.keys(valido())) {
      for (const valor of VALORES_HOSTIS) {
        const r = await t.app.inject({ method: 'POST', url, payload: { ...valido(), [campo]: valor } });
        conferir(r, `${url} ${campo}=${JSON.stringify(valor)?.slice(0, 30)}`);
      }
      const { [campo]: _fora, ...semCampo } = valido();
      conferir(await t.app.inject({ method: 'POST', url, payload: semCampo }), `${url} sem ${campo}`);
    }
  });

  it.each(urls)('%s nunca responde 5xx a corpos de outro formato ou malformados', async (url) => {
    for (const corpo of CORPOS_HOSTIS) {
      const r = await t.app.inject({ method: 'POST', url, payload: JSON.stringify(corpo), headers: { 'content-type': 'application/json' } });
      conferir(r, `${url} corpo=${JSON.stringify(corpo)}`);
    }
    for (const cru of CRUS) {
      conferir(await t.app.inject({ method: 'POST', url, ...cru }), `${url} ${String(cru.headers?.['content-type'])}`);
    }
    conferir(await t.app.inject({ method: 'POST', url }), `${url} sem corpo`);
    conferir(await t.app.inject({ method: 'GET', url }), `${url} GET`);
  });

  it('cadastro recusa id de lista do perfil que não é inteiro nem texto de dígitos, com a mensagem do campo', async () => {
    for (const cargo_id of [[1], true, '0x1', '1e0', 1.5, { id: 1 }]) {
      const r = await t.app.inject({ method: 'POST', url: '/api/auth/cadastro', payload: { ...corposValidos['/api/auth/cadastro']!(), cargo_id } });
      expect(r.statusCode, JSON.stringify(cargo_id)).toBe(400);
      expect(r.json().details.campos, JSON.stringify(cargo_id)).toEqual([{ campo: 'cargo_id', mensagem: 'Cargo: opção inválida.' }]);
    }
    const comTexto = await t.app.inject({ method: 'POST', url: '/api/auth/cadastro', payload: { ...corposValidos['/api/auth/cadastro']!(), cargo_id: '1' } });
    expect(comTexto.statusCode).toBe(201);
  });

  it('cabeçalhos e cookies hostis não derrubam refresh nem logout', async () => {
    const hostis = ['Bearer', 'Bearer ' + 'a'.repeat(5000), 'Basic Zm9vOmJhcg==', 'Bearer a.b.c', 'Bearer \u00ff'];
    for (const url of ['/api/auth/refresh', '/api/auth/logout']) {
      for (const authorization of hostis) {
        conferir(await t.app.inject({ method: 'POST', url, headers: { authorization } }), `${url} ${authorization.slice(0, 20)}`);
      }
      for (const sessao of ['', 'x', 'a.b.c', '%00', 'ç'.repeat(3000)]) {
        conferir(await t.app.inject({ method: 'POST', url, cookies: { sessao }, headers: { origin: 'null' } }), `${url} cookie`);
      }
    }
    conferir(await t.app.inject({ method: 'GET', url: '/api/auth/config?x[]=1' }), 'config');
  });
});
