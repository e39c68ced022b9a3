import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chamadaModelos, chamadas, submissaoCoautores, submissaoPosteres, submissoes, usuarios } from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed.ts';
import { seedChamadasDemo } from '../../db/seed-chamadas.ts';
import { criarAppDeTeste, fechar, type AppDeTeste } from '../../testing/app.ts';
import { criarSessao } from '../../testing/factories.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ inicio: new Date('2030-06-10T12:00:00Z') });
});
afterAll(() => fechar(t));

describe('demonstração das chamadas de trabalhos', () => {
  it('uma chamada aberta com modelos e trabalhos em várias situações, e uma em rascunho que só a administração vê', async () => {
    await seedDemo(t.handle.db, 4);
    await seedChamadasDemo(t.app.deps);
    const db = t.handle.db;
    const todas = await db.select().from(chamadas).orderBy(chamadas.id);
    expect(todas.map((c) => [c.titulo, c.publicado, c.prazoFinal])).toEqual([
      ['Mostra de Experiências em Saúde 2030', true, '2030-07-10 23:59:00'],
      ['Mostra de Experiências em Saúde 2031 (em preparação)', false, '2031-03-31 23:59:00'],
    ]);
    expect((await db.select({ tipo: chamadaModelos.tipo }).from(chamadaModelos)).map((m) => m.tipo).sort()).toEqual(['banner', 'slides']);
    const trabalhos = await db.select().from(submissoes).where(eq(submissoes.chamadaId, todas[0]!.id));
    expect(trabalhos.map((s) => s.status).sort()).toEqual(['rascunho', 'retirada', 'submetida', 'submetida']);
    expect(await db.select().from(submissaoPosteres)).toHaveLength(1);
    expect(await db.select().from(submissaoCoautores)).toHaveLength(2);

    // pela API: a participante vê a chamada aberta (com os modelos) e os próprios trabalhos
    const [participante] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'usuario@escola.demo'));
    const sessao = await criarSessao(t, participante!);
    const abertas = (await t.app.inject({ method: 'GET', url: '/api/chamadas', headers: sessao.headers })).json() as { aberta: boolean; tem_modelo_banner: boolean }[];
    expect(abertas).toEqual([expect.objectContaining({ aberta: true, tem_modelo_banner: true, tem_modelo_slides: true })]);
    const banner = await t.app.inject({ method: 'GET', url: `/api/chamadas/${todas[0]!.id}/modelo-banner`, headers: sessao.headers });
    expect([banner.statusCode, banner.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    const minhas = (await t.app.inject({ method: 'GET', url: '/api/submissoes/minhas', headers: sessao.headers })).json() as { status: string }[];
    expect(minhas.map((m) => m.status).sort()).toEqual(['rascunho', 'retirada', 'submetida']);
  });
});
