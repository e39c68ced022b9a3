import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { falharUmEmail } from '../../testing/tarefas.ts';

const TOKEN = 'coletor-de-metricas-0123456789abcdef';
let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const ler = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/metricas/prometheus', headers });

describe('GET /api/metricas/prometheus', () => {
  it('administradores e o coletor com o token leem; anônimo 401, token errado 401, quem não é administrador 403', async () => {
    const adm = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    const u = await criarUsuarioComSessao(t);
    expect((await ler()).statusCode).toBe(401);
    expect((await ler({ authorization: 'Bearer coletor-errado-0123456789abcdef' })).statusCode).toBe(401);
    expect((await ler(u.headers)).statusCode).toBe(403);
    const r = await ler(adm.headers);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await ler({ authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });

  it('pedidos e latência pelo molde da rota (sem ids), tarefas por tipo e situação, falhas de e-mail', async () => {
    const adm = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    for (const id of [101, 202, 303]) await t.app.inject({ method: 'GET', url: `/api/eventos/${id}`, headers: adm.headers });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await falharUmEmail(t.app.deps);
    const texto = (await ler({ authorization: `Bearer ${TOKEN}` })).body;
    expect(texto).toMatch(/escola_http_pedidos_total\{metodo="GET",rota="\/api\/eventos\/:id",status="404"\} 3/);
    expect(texto).not.toContain('/api/eventos/101');
    expect(texto).toMatch(/escola_http_duracao_segundos_count\{metodo="GET",rota="\/api\/health"\} 1/);
    expect(texto).toMatch(/escola_tarefas\{tipo="email",situacao="failed"\} 1/);
    expect(texto).toMatch(/escola_tarefas_falhas_total\{tipo="email"\} 1/);
  });
});
