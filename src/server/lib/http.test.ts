import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../testing/app.ts';
import { criarUsuario, criarUsuarioComSessao, SENHA_PADRAO } from '../testing/factories.ts';

let t: AppDeTeste;
let porta: number;
beforeAll(async () => {
  t = await criarAppDeTeste();
  // o servidor HTTP do Node só entra em cena escutando de verdade (o inject não passa pelo parser)
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  porta = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

interface RespostaCrua {
  status: number;
  cabecalhos: Record<string, string>;
  corpo: string;
}

/**
 * Manda bytes crus por TCP e lê a resposta até o servidor fechar a conexão. Sem `end()`: meia conexão
 * fechada faz o Node abandonar a requisição em andamento (as válidas mandam `Connection: close`).
 */
function requisicaoCrua(texto: string): Promise<RespostaCrua> {
  return new Promise((resolve, reject) => {
    const partes: Buffer[] = [];
    const socket = net.connect(porta, '127.0.0.1', () => socket.write(texto));
    socket.on('data', (d) => partes.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const bruto = Buffer.concat(partes).toString('utf8');
      const [cabeca = '', corpo = ''] = bruto.split('\r\n\r\n');
      const [linha = '', ...resto] = cabeca.split('\r\n');
      const cabecalhos = Object.fromEntries(resto.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(linha.split(' ')[1]), cabecalhos, corpo });
    });
  });
}

const erro = (code: string, mensagem: string) => ({ erro: mensagem, message: mensagem, code });
const JSON_CT = { 'content-type': 'application/json' };

describe('erros da camada HTTP no formato { erro, message, code }', () => {
  it('431 para query string de 100 KB e para cabeçalho de 20 KB, num servidor escutando', async () => {
    const longa = await requisicaoCrua(`GET /api/health?x=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    const cabecalho = await requisicaoCrua(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Grande: ${'b'.repeat(20_000)}\r\n\r\n`);
    for (const r of [longa, cabecalho]) {
      expect(r.status).toBe(431);
      expect(r.cabecalhos['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(r.cabecalhos['content-length'])).toBe(Buffer.byteLength(r.corpo));
      expect(JSON.parse(r.corpo)).toEqual(erro('MUITO_GRANDE', 'Cabeçalhos ou endereço grandes demais.'));
    }
  });

  it('400 para linha de requisição ou cabeçalho malformados, e o servidor segue atendendo', async () => {
    for (const lixo of ['ISSO NAO E HTTP\r\n\r\n', 'GET /api/health HTTP/1.1\r\nHost localhost sem dois pontos\r\n\r\n']) {
      const r = await requisicaoCrua(lixo);
      expect(r.status, lixo).toBe(400);
      expect(JSON.parse(r.corpo), lixo).toEqual(erro('DADOS_INVALIDOS', 'Requisição HTTP malformada.'));
    }
    const saude = await requisicaoCrua('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(saude.status).toBe(200);
  });

  it('413 corpo grande demais, 415 tipo não suportado e 400 JSON malformado', async () => {
    const { headers } = await criarUsuarioComSessao(t);
    const casos = [
      { payload: `{"nome":"${'x'.repeat(1_100_000)}"}`, ct: 'application/json', status: 413, corpo: erro('MUITO_GRANDE', 'Conteúdo grande demais.') },
      { payload: 'nome=x', ct: 'application/x-www-form-urlencoded', status: 415, corpo: erro('DADOS_INVALIDOS', 'Tipo de conteúdo não suportado. Envie JSON.') },
      { payload: '{"nome":', ct: 'application/json', status: 400, corpo: erro('DADOS_INVALIDOS', 'JSON inválido no corpo da requisição.') },
      { payload: '{"__proto__":{"x":1}}', ct: 'application/json', status: 400, corpo: erro('DADOS_INVALIDOS', 'JSON inválido no corpo da requisição.') },
    ];
    for (const c of casos) {
      const r = await t.app.inject({ method: 'PUT', url: '/api/perfil/me', headers: { ...headers, 'content-type': c.ct }, payload: c.payload });
      expect(r.statusCode, c.ct).toBe(c.status);
      expect(r.json(), c.ct).toEqual(c.corpo);
    }
  });
});

describe('Content-Type: application/json sem corpo', () => {
  it('vale nas chamadas que não têm corpo (PATCH, POST)', async () => {
    const { headers } = await criarUsuarioComSessao(t);
    const lidas = await t.app.inject({ method: 'PATCH', url: '/api/notificacoes/lidas', headers: { ...headers, ...JSON_CT } });
    expect(lidas.statusCode).toBe(200);
    expect(lidas.json()).toEqual({ atualizadas: 0 });
    const visita = await t.app.inject({ method: 'POST', url: '/api/metricas/contar-visita', headers: JSON_CT });
    expect(visita.statusCode).toBe(200);
    const sair = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...headers, ...JSON_CT } });
    expect(sair.statusCode).toBe(204);
    expect(sair.body).toBe('');
  });

  it('nas chamadas que exigem corpo responde 400 dizendo que falta o corpo', async () => {
    const { headers } = await criarUsuarioComSessao(t);
    const mensagem = 'Envie os dados da requisição no corpo, em JSON.';
    for (const [method, url] of [['PUT', '/api/perfil/me'], ['POST', '/api/auth/login']] as const) {
      const r = await t.app.inject({ method, url, headers: { ...headers, ...JSON_CT } });
      expect(r.statusCode, url).toBe(400);
      expect(r.json(), url).toEqual({ ...erro('DADOS_INVALIDOS', mensagem), details: { campos: [{ campo: 'corpo', mensagem }] } });
    }
  });
});

describe('SPEC §7: as chamadas existentes respondem exatamente a forma descrita', () => {
  it('com Content-Type: application/json em todas, como o cliente manda', async () => {
    const { headers } = await criarUsuarioComSessao(t);
    const chamar = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: { ...headers, ...JSON_CT } });
    const saude = await chamar('GET', '/api/health');
    expect(saude.statusCode).toBe(200);
    expect(Object.keys(saude.json()).sort()).toEqual(['banco', 'status', 'versao']);
    const me = await chamar('GET', '/api/perfil/me');
    expect(me.json()).toMatchObject({ id: expect.any(Number), nome: expect.any(String), perfil: 'usuario' });
    const contagem = await chamar('GET', '/api/notificacoes/nao-lidas/contagem');
    expect(contagem.json()).toEqual({ totalNaoLidas: 0, total: 0 });
    const visita = await chamar('POST', '/api/metricas/contar-visita');
    expect(visita.statusCode).toBe(200);
    const metricas = await chamar('GET', '/api/metricas/publica');
    expect(Object.keys(metricas.json()).sort()).toEqual(['acessos_app', 'atualizado_em']);
    expect(metricas.json().acessos_app).toBe(1);
  });
});

describe('Cache-Control nas respostas com dados pessoais', () => {
  it('no-store no perfil, nas notificações, na gestão de usuários e no login; as listas públicas seguem em cache', async () => {
    const admin = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    for (const url of ['/api/perfil/me', `/api/usuarios/${admin.usuario.id}`, '/api/usuarios', '/api/notificacoes', '/api/notificacoes/nao-lidas/contagem']) {
      const r = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toBe('no-store');
    }
    const semSessao = await t.app.inject({ method: 'GET', url: '/api/perfil/me' });
    expect(semSessao.statusCode).toBe(401);
    expect(semSessao.headers['cache-control']).toBe('no-store');
    const pessoa = await criarUsuario(t.handle.db);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identificador: pessoa.email, senha: SENHA_PADRAO } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const listas = await t.app.inject({ method: 'GET', url: '/api/lookups' });
    expect(listas.headers['cache-control']).toBe('public, max-age=60');
  });
});
