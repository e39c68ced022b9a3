/**
 * O limite de envios de certificado avulso (30 em 15 min) protege uma ação da administração: conta por conta e
 * depois da autenticação. Um app só para este arquivo: o limite guarda contagens entre testes do mesmo app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ env: { APP_URL: 'https://escola.teste' } });
});
afterAll(() => fechar(t));

const admin = async () => (await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] })).headers;

describe('limite de envios (por conta, depois da autenticação)', () => {
  it('30 pedidos anônimos não gastam o limite da administração; o 31º envio da mesma conta em 15 min é 429 com a espera certa', async () => {
    const h = await admin();
    const novo = { nome: 'Ana Lúcia', cpf: '123.456.789-09', email: 'ana@exemplo.com', curso: 'Banca da Mostra', carga_horaria: 4, data_inicio: '2026-10-05', data_fim: '' };
    const a = (await t.app.inject({ method: 'POST', url: '/api/certificados-avulsos', headers: h, payload: novo })).json();
    const url = `/api/certificados-avulsos/${a.id}/enviar`;
    for (let i = 0; i < 30; i++) expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    for (let i = 0; i < 30; i++) expect((await t.app.inject({ method: 'POST', url, headers: h })).statusCode, `envio ${i + 1}`).toBe(200);
    const excedeu = await t.app.inject({ method: 'POST', url, headers: h });
    expect(excedeu.statusCode).toBe(429);
    expect(excedeu.json()).toMatchObject({ code: 'MUITAS_TENTATIVAS', erro: 'Muitas tentativas. Aguarde 15 minutos e tente novamente.' });
    // outra conta de administração tem o próprio limite
    expect((await t.app.inject({ method: 'POST', url, headers: await admin() })).statusCode).toBe(200);
  });
});
