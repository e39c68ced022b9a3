import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';

/**
 * Entradas hostis em todas as rotas de perfil, notificações, usuários, sistema e bench:
 * nada que um cliente mande pode gerar 5xx, e todo erro tem o corpo { erro, message, code }.
 */
type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH';
interface Caso {
  method: Metodo;
  url: string;
  payload?: string;
  headers?: Record<string, string>;
}

const IDS_HOSTIS = [
  '-1', '0', '1.5', '1e3', 'abc', 'NaN', 'Infinity', '0x10', '2147483648', '99999999999999999999999',
  '%00', '%F0%9F%98%80', '%20', '9'.repeat(100), "1'%20or%20'1'='1",
];
const QUERIES_HOSTIS = [
  'pagina=-1', 'pagina=abc', 'pagina=1&pagina=2', 'por_pagina=1000000000', 'por_pagina=0', 'pagina=1e400',
  `busca=${'a'.repeat(10_000)}`, 'busca=%00', 'busca=%25%5F%5C', 'busca=%F0%9F%98%80', 'busca[]=x', 'perfil=root',
  'ativo=1', 'somente_nao_lidas=talvez', `x=${'y'.repeat(3000)}`,
];
const GRANDE = 'x'.repeat(200_000);
const CORPOS_HOSTIS: string[] = [
  '{"nome":', '[]', 'null', '"texto"', '123', 'true', '{}', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}',
  JSON.stringify({ nome: 123, email: [], celular: {}, data_nascimento: true, cargo_id: -5, unidade_id: 'abc', registro: 42 }),
  JSON.stringify({ nome: GRANDE, email: `${GRANDE}@x.com`, celular: GRANDE, data_nascimento: GRANDE, senha_atual: GRANDE, texto: GRANDE }),
  JSON.stringify({ nome: 'Ana\u0000 Silva', email: 'a\u0000@b.com', celular: '13999999999', data_nascimento: '1990-01-01', texto: 'a\u0000b' }),
  // só o nome hostil: os outros campos válidos levam o valor até o banco (U+0000 virava 500)
  JSON.stringify({ nome: 'Ana\u0000 Silva', email: 'admin@robustez.gov.br', celular: '13999999999', data_nascimento: '1990-01-01' }),
  JSON.stringify({ nome: 'Ana\u0001\u001f Silva', email: 'admin@robustez.gov.br', celular: '13999999999', data_nascimento: null }),
  JSON.stringify({ nome: 'Ana \ud800 Silva', email: 'admin@robustez.gov.br', celular: '13999999999', data_nascimento: '1990-01-01' }),
  JSON.stringify({ nome: 'Ana Silva', email: 'ana@b.com', celular: '13999999999', data_nascimento: '2023-02-30', cargo_id: 1e308 }),
  JSON.stringify({ nome: 'Ana Silva', email: 'ana@b.com', celular: '13999999999', data_nascimento: null, cargo_id: 2147483648, deficiencia_id: '1.5' }),
  JSON.stringify({ perfis: 'administrador', ativo: 'false' }),
  JSON.stringify({ perfis: [null, 1, {}], ativo: null }),
  JSON.stringify({ perfis: Array.from({ length: 1000 }, () => 'usuario'), ativo: 1 }),
  JSON.stringify({ texto: ['a'], nova_senha: 12345678 }),
  `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
];

const comCorpo = (method: Metodo, url: string): Caso[] => [
  ...CORPOS_HOSTIS.map((payload) => ({ method, url, payload, headers: { 'content-type': 'application/json' } })),
  { method, url, payload: '', headers: { 'content-type': 'application/json' } },
  { method, url, payload: 'nome=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { method, url, payload: '{"texto":"x"}', headers: { 'content-type': 'text/plain' } },
  { method, url, payload: `{"texto":"${'x'.repeat(1_100_000)}"}`, headers: { 'content-type': 'application/json' } },
];

const comId = (method: Metodo, modelo: string, corpo?: boolean): Caso[] =>
  IDS_HOSTIS.flatMap((id) => {
    const url = modelo.replace(':id', id);
    return corpo ? [{ method, url, payload: '{}', headers: { 'content-type': 'application/json' } }] : [{ method, url }];
  });

const comQuery = (url: string): Caso[] => QUERIES_HOSTIS.map((q) => ({ method: 'GET' as const, url: `${url}?${q}` }));

function casos(): Caso[] {
  return [
    { method: 'GET', url: '/api/perfil/me' },
    ...comCorpo('PUT', '/api/perfil/me'),
    ...comQuery('/api/lookups'),
    ...comQuery('/api/notificacoes'),
    { method: 'GET', url: '/api/notificacoes/nao-lidas/contagem' },
    ...comId('PATCH', '/api/notificacoes/:id/lida'),
    ...comCorpo('PATCH', '/api/notificacoes/lidas'),
    ...comQuery('/api/usuarios'),
    ...comId('GET', '/api/usuarios/:id'),
    ...comId('PUT', '/api/usuarios/:id', true),
    ...comCorpo('PUT', '/api/usuarios/1'),
    ...comId('PUT', '/api/usuarios/:id/perfis', true),
    ...comCorpo('PUT', '/api/usuarios/1/perfis'),
    ...comId('PUT', '/api/usuarios/:id/situacao', true),
    ...comCorpo('PUT', '/api/usuarios/1/situacao'),
    ...comCorpo('POST', '/api/metricas/contar-visita'),
    ...comQuery('/api/metricas/publica'),
    ...comQuery('/api/admin/emails'),
    { method: 'GET', url: '/api/bench/hello' },
    ...comId('GET', '/api/bench/notas/:id'),
    ...comCorpo('POST', '/api/bench/notas'),
  ];
}

let t: AppDeTeste;
let autorizacao: Record<string, string>;
beforeAll(async () => {
  t = await criarAppDeTeste({ env: { BENCH_ROUTES: 'true' } });
  const admin = await criarUsuarioComSessao(t, { email: 'admin@robustez.gov.br', perfis: ['usuario', 'administrador'] });
  autorizacao = admin.headers;
});
afterAll(() => fechar(t));

function conferir(c: Caso, r: { statusCode: number; body: string }) {
  const rotulo = `${c.method} ${c.url.slice(0, 80)} ${String(c.payload ?? '').slice(0, 60)} → ${r.statusCode} ${r.body.slice(0, 200)}`;
  expect.soft(r.statusCode, rotulo).toBeLessThan(500);
  if (r.statusCode >= 400) {
    const b = JSON.parse(r.body) as Record<string, unknown>;
    expect.soft(typeof b.erro, rotulo).toBe('string');
    expect.soft(typeof b.message, rotulo).toBe('string');
    expect.soft(typeof b.code, rotulo).toBe('string');
  }
}

describe('robustez: entradas hostis nunca geram 5xx', () => {
  it('com sessão de administrador, em todas as rotas', async () => {
    for (const c of casos()) {
      const r = await t.app.inject({
        method: c.method, url: c.url, headers: { ...autorizacao, ...c.headers }, ...(c.payload === undefined ? {} : { payload: c.payload }),
      });
      conferir(c, r);
    }
  });

  it('com credenciais malformadas, em todas as rotas autenticadas', async () => {
    const credenciais: Record<string, string>[] = [
      { authorization: 'Bearer' }, { authorization: 'Bearer ' }, { authorization: `Bearer ${'a'.repeat(20_000)}` },
      { authorization: 'Bearer a.b.c' }, { authorization: 'Basic dXNlcjpwYXNz' }, { authorization: 'Bearer Bearer x' },
      { cookie: 'sessao=%ZZ' }, { cookie: `sessao=${'x'.repeat(3000)}` },
    ];
    const urls: [Metodo, string][] = [
      ['GET', '/api/perfil/me'], ['PUT', '/api/perfil/me'], ['GET', '/api/notificacoes'], ['PATCH', '/api/notificacoes/lidas'],
      ['GET', '/api/usuarios'], ['PUT', '/api/usuarios/1/situacao'], ['GET', '/api/admin/emails'],
    ];
    for (const headers of credenciais) {
      for (const [method, url] of urls) {
        const r = await t.app.inject({ method, url, headers, ...(method === 'GET' ? {} : { payload: {} }) });
        conferir({ method, url, headers }, r);
        expect([400, 401, 403]).toContain(r.statusCode);
      }
    }
  });

  it('U+0000 no nome ou na busca é recusado com 400, sem chegar ao banco', async () => {
    const nome = await t.app.inject({
      method: 'PUT', url: '/api/perfil/me', headers: autorizacao,
      payload: { nome: 'Ana\u0000 Silva', email: 'admin@robustez.gov.br', celular: '13999999999', data_nascimento: '1990-01-01' },
    });
    expect(nome.statusCode).toBe(400);
    expect(nome.json().details.campos).toEqual([{ campo: 'nome', mensagem: 'O nome contém caracteres inválidos.' }]);
    const busca = await t.app.inject({ method: 'GET', url: '/api/usuarios?busca=a%00b', headers: autorizacao });
    expect(busca.statusCode).toBe(400);
    expect(busca.json().details.campos[0].campo).toBe('busca');
  });

  // URLs recusadas pelo roteador antes das rotas (parâmetro longo → 414; escape % malformado → 400)
  // passam por `frameworkErrors` em montarApp.
  it('URLs recusadas pelo roteador também seguem o formato { erro, message, code }', async () => {
    for (const url of [`/api/usuarios/${'9'.repeat(101)}`, '/api/notificacoes/%E0%A4%A/lida', '/api/usuarios/%']) {
      const r = await t.app.inject({ method: 'GET', url, headers: autorizacao });
      expect(r.statusCode, url).toBeLessThan(500);
      expect(typeof r.json().erro, url).toBe('string');
    }
  });
});
