import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dadosCadastro } from './modules/auth/auth.test-utils.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from './testing/app.ts';
import { criarUsuarioComSessao } from './testing/factories.ts';

describe('cabeçalhos de segurança (helmet)', () => {
  let http: AppDeTeste;
  let https: AppDeTeste;
  beforeAll(async () => {
    [http, https] = await Promise.all([
      criarAppDeTeste({ env: { APP_URL: 'http://192.168.0.10:3000' } }),
      criarAppDeTeste({ env: { APP_URL: 'https://escola.exemplo.gov.br' } }),
    ]);
  });
  afterAll(async () => {
    await fechar(http);
    await fechar(https);
  });

  const cabecalhos = async (t: AppDeTeste) => (await t.app.inject({ method: 'GET', url: '/api/health' })).headers;

  it('com APP_URL em http (rede local) o CSP não pede upgrade-insecure-requests (a página ficaria em branco)', async () => {
    const csp = String((await cabecalhos(http))['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('com APP_URL em https o CSP mantém upgrade-insecure-requests', async () => {
    expect(String((await cabecalhos(https))['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('Cross-Origin-Opener-Policy permite o popup do login com Google', async () => {
    expect((await cabecalhos(http))['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect((await cabecalhos(https))['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('logs sem dados pessoais (LGPD)', () => {
  let t: AppDeTeste;
  const linhas: string[] = [];
  const registros = () => linhas.map((l) => JSON.parse(l) as Record<string, unknown>);
  beforeAll(async () => {
    const stream = new Writable({
      write(pedaco: Buffer, _codificacao, pronto) {
        linhas.push(...pedaco.toString('utf8').split('\n').filter(Boolean));
        pronto();
      },
    });
    t = await criarAppDeTeste({ logStream: stream, env: { LOG_LEVEL: 'debug' } });
  });
  afterAll(() => fechar(t));
  beforeEach(async () => {
    await limpar(t);
    linhas.length = 0;
  });

  it('a URL registrada mantém só os parâmetros inofensivos; busca, e-mail e tokens viram ***', async () => {
    const admin = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    await t.app.inject({ method: 'GET', url: '/api/usuarios?busca=529.982.247-25&pagina=2&por_pagina=10&ativo=true', headers: admin.headers });
    await t.app.inject({ method: 'GET', url: '/api/notificacoes?somente_nao_lidas=true&email=ana%40saude.gov.br&t=abc123', headers: admin.headers });
    await t.app.inject({ method: 'GET', url: '/api/inexistente?maria.silva@saude.gov.br&via=email' });
    await t.app.inject({ method: 'GET', url: '/redefinir-senha/segredo-do-link?c=outro-segredo' });
    const urls = registros().filter((r) => r.url).map((r) => r.url);
    expect(urls).toEqual([
      '/api/usuarios?busca=***&pagina=2&por_pagina=10&ativo=true',
      '/api/notificacoes?somente_nao_lidas=true&email=***&t=***',
      '/api/inexistente?***&via=email',
      '/redefinir-senha/***?c=***',
    ]);
    const tudo = linhas.join('\n');
    for (const dado of ['529.982.247-25', '52998224725', 'ana%40saude', 'maria.silva', 'abc123', 'segredo']) expect(tudo).not.toContain(dado);
  });

  it('o erro de uma consulta que falha no cadastro é registrado sem os parâmetros (nome, CPF, e-mail, hash da senha)', async () => {
    const dados = dadosCadastro({ nome: 'Joana Falha Registro', cpf: '529.982.247-25', email: 'joana.falha@saude.gov.br' });
    // uma restrição que só este teste tem faz o INSERT do cadastro falhar com erro inesperado (500)
    await t.handle.db.execute(sql.raw(`alter table usuarios add constraint teste_log_cadastro check (nome <> 'Joana Falha Registro')`));
    try {
      const r = await t.app.inject({ method: 'POST', url: '/api/auth/cadastro', payload: dados });
      expect(r.statusCode).toBe(500);
    } finally {
      await t.handle.db.execute(sql.raw('alter table usuarios drop constraint teste_log_cadastro'));
    }
    const erro = registros().find((r) => r.msg === 'erro inesperado');
    expect(erro).toBeDefined();
    const err = erro!.err as Record<string, unknown> & { cause: Record<string, unknown> };
    expect(err.message).toMatch(/^Failed query: insert into "usuarios" /);
    expect(err).not.toHaveProperty('params');
    expect(err).not.toHaveProperty('query');
    expect(err.cause).toMatchObject({ type: 'DatabaseError', code: '23514', constraint: 'teste_log_cadastro', table: 'usuarios' });
    expect(err.cause.message).toBe('new row for relation "usuarios" violates check constraint "teste_log_cadastro"');
    expect(err.cause).not.toHaveProperty('detail');
    expect(err.cause).not.toHaveProperty('params');
    expect(err.type).toBe('DrizzleQueryError');
    expect(String(err.stack)).toMatch(/^DrizzleQueryError: Failed query: insert into "usuarios" .*\n\s+at /);
    const tudo = linhas.join('\n');
    for (const dado of ['Joana', '52998224725', 'joana.falha', 'scrypt$', '13991234567']) expect(tudo, dado).not.toContain(dado);
  });
});

describe('arquivos do web pré-comprimidos (brotli e gzip)', () => {
  let t: AppDeTeste;
  let dir: string;
  const codigo = `export const x = "${'escola da saúde '.repeat(200)}";\n`;
  const html = `<!doctype html><html lang="pt-BR"><body><div id="root"></div>${'<!-- casca -->'.repeat(100)}</body></html>`;

  /** Build falso: cada arquivo com as versões `.br` e `.gz` ao lado, como o plugin do vite.config.ts grava. */
  function gravar(relativo: string, conteudo: string) {
    const arquivo = path.join(dir, relativo);
    fs.mkdirSync(path.dirname(arquivo), { recursive: true });
    fs.writeFileSync(arquivo, conteudo);
    fs.writeFileSync(`${arquivo}.br`, zlib.brotliCompressSync(conteudo));
    fs.writeFileSync(`${arquivo}.gz`, zlib.gzipSync(conteudo));
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-web-falso-'));
    gravar('index.html', html);
    gravar('assets/entrada-abc123.js', codigo);
    t = await criarAppDeTeste({ webDir: dir });
  });
  afterAll(async () => {
    await fechar(t);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const pedir = (url: string, aceita?: string) =>
    t.app.inject({ method: 'GET', url, headers: aceita ? { 'accept-encoding': aceita } : {} });

  it('entrega o script em brotli a quem aceita br, com o tipo do original e cache imutável', async () => {
    const r = await pedir('/assets/entrada-abc123.js', 'gzip, deflate, br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(r.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(r.rawPayload.length).toBeLessThan(codigo.length / 5);
    expect(zlib.brotliDecompressSync(r.rawPayload).toString('utf8')).toBe(codigo);
  });

  it('entrega gzip a quem só aceita gzip', async () => {
    const r = await pedir('/assets/entrada-abc123.js', 'gzip');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(r.rawPayload).toString('utf8')).toBe(codigo);
  });

  it('sem Accept-Encoding entrega o arquivo sem compressão (e ainda avisa Vary)', async () => {
    const r = await pedir('/assets/entrada-abc123.js');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body).toBe(codigo);
    expect(String(r.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('a página do SPA (fallback com index.html) também sai comprimida, sem cache', async () => {
    const r = await pedir('/usuario/dashboard', 'br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(r.rawPayload).toString('utf8')).toBe(html);
  });

  it('os .br e .gz não são rotas próprias', async () => {
    const r = await pedir('/assets/entrada-abc123.js.br');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['content-type']).toMatch(/^text\/html/);
  });
});
