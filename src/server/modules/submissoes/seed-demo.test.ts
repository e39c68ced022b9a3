import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificados, chamadaModelos, chamadas, pareceres, submissaoCoautores, submissaoPosteres, submissoes, usuarios } from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed.ts';
import { seedChamadasDemo } from '../../db/seed-chamadas.ts';
import { criarAppDeTeste, fechar, type AppDeTeste } from '../../testing/app.ts';
import { criarSessao } from '../../testing/factories.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ inicio: new Date('2030-06-10T12:00:00Z') });
});
afterAll(() => fechar(t));

const sessaoDe = async (email: string) => {
  const [u] = await t.handle.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  return criarSessao(t, u!);
};
const get = async (url: string, headers: Record<string, string>) => {
  const r = await t.app.inject({ method: 'GET', url, headers });
  expect(r.statusCode, url).toBe(200);
  return r.json();
};

describe('demonstração das chamadas de trabalhos', () => {
  it('uma chamada aberta com trabalhos em todas as situações da revisão, uma encerrada com ranking, decisões e certificados, e uma em rascunho', async () => {
    await seedDemo(t.handle.db, 4);
    await seedChamadasDemo(t.app.deps, undefined, 4);
    const db = t.handle.db;
    const todas = await db.select().from(chamadas).orderBy(chamadas.id);
    expect(todas.map((c) => [c.titulo, c.publicado, c.prazoFinal, c.encerradaEm !== null])).toEqual([
      ['Mostra de Experiências em Saúde 2030', true, '2030-07-10 23:59:00', false],
      ['Mostra de Experiências em Saúde 2029', true, '2029-09-30 23:59:00', true],
      ['Mostra de Experiências em Saúde 2031 (em preparação)', false, '2031-03-31 23:59:00', false],
    ]);
    const [aberta, encerrada] = todas;
    expect((await db.select({ tipo: chamadaModelos.tipo }).from(chamadaModelos)).map((m) => m.tipo).sort()).toEqual(['banner', 'slides']);
    const trabalhos = await db.select().from(submissoes).where(eq(submissoes.chamadaId, aberta!.id));
    expect(trabalhos.map((s) => s.status).sort()).toEqual(['em_avaliacao', 'em_avaliacao', 'em_avaliacao', 'em_avaliacao', 'rascunho', 'retirada', 'submetida']);
    expect(trabalhos.filter((s) => s.divergente)).toHaveLength(1);
    expect(await db.select().from(submissaoPosteres)).toHaveLength(1);
    expect(await db.select().from(submissaoCoautores)).toHaveLength(4);

    const admin = await sessaoDe('admin@escola.demo');
    // a aberta: avaliado, pela metade, atribuído sem parecer, divergente e um esperando avaliadores
    const painel = await get(`/api/admin/chamadas/${aberta!.id}/painel`, admin.headers);
    expect(painel).toMatchObject({
      chamada: { lances_abertos: true, encerrada_em: null },
      trabalhos: { enviados: 5, sem_avaliadores: 1, incompletos: 0, avaliados: 2, divergentes: 1, decididos: 0 },
      pareceres: { escrita: { atribuidos: 8, enviados: 5, pendentes: 3 } },
    });
    expect(await db.select().from(pareceres).where(eq(pareceres.chamadaId, aberta!.id))).toHaveLength(6);
    // a encerrada: ranking com notas, decisões comunicadas, oral e certificados
    const ranking = await get(`/api/admin/chamadas/${encerrada!.id}/ranking`, admin.headers);
    expect(ranking.itens.map((i: { submissao: { titulo: string }; decisao: string; liberada: boolean }) => [i.submissao.titulo, i.decisao, i.liberada])).toEqual([
      ['Grupo de gestantes com plano de parto na atenção primária', 'aprovada_oral', true],
      ['Matriciamento em saúde mental por teleconsultoria', 'aprovada_exposicao', true],
      ['Fluxo de notificação de violência nas unidades de saúde', 'aprovada_exposicao', true],
      ['Horta comunitária na unidade de saúde', 'aprovada_exposicao', true],
      ['Educação permanente com agentes comunitários', 'reprovada', true],
    ]);
    expect(ranking.itens[0].nota_oral).not.toBeNull();
    const emitidos = await db.select().from(certificados).where(eq(certificados.chamadaId, encerrada!.id));
    expect(emitidos.map((c) => c.tipo).sort()).toEqual([...Array(6).fill('apresentacao_trabalho'), ...Array(3).fill('avaliador')]);
    expect(emitidos.filter((c) => c.usuarioId === null).map((c) => c.email)).toEqual(['helena.duarte@universidade.example']);

    // pela API: a participante vê as chamadas publicadas (a aberta primeiro), os modelos e os próprios trabalhos
    const participante = await sessaoDe('usuario@escola.demo');
    const publicadas = (await get('/api/chamadas', participante.headers)) as { id: number; aberta: boolean; tem_modelo_banner: boolean }[];
    expect(publicadas.map((c) => [c.id, c.aberta])).toEqual([[aberta!.id, true], [encerrada!.id, false]]);
    expect(publicadas[0]).toMatchObject({ tem_modelo_banner: true, tem_modelo_slides: true });
    const banner = await t.app.inject({ method: 'GET', url: `/api/chamadas/${aberta!.id}/modelo-banner`, headers: participante.headers });
    expect([banner.statusCode, banner.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    const minhas = (await get('/api/submissoes/minhas', participante.headers)) as { id: number; status: string; titulo: string }[];
    expect(minhas.map((m) => m.status).sort()).toEqual(['aprovada_exposicao', 'aprovada_oral', 'em_avaliacao', 'rascunho', 'retirada']);
    const gestantes = minhas.find((m) => m.status === 'aprovada_oral')!;
    const resultado = await get(`/api/submissoes/${gestantes.id}/resultado`, participante.headers);
    expect(resultado).toMatchObject({ liberado: true, decisao: 'aprovada_oral' });
    expect(resultado.pareceres.map((x: { tipo: string }) => x.tipo)).toEqual(['escrita', 'escrita', 'oral']);
    const meus = await get('/api/certificados/meus', participante.headers);
    const doTrabalho = meus.certificados.filter((c: { tipo: string }) => c.tipo === 'apresentacao_trabalho');
    expect(doTrabalho).toHaveLength(2);
    const validacao = await t.app.inject({ method: 'GET', url: `/api/certificados/validar/${doTrabalho[0].codigo}` });
    expect(validacao.json()).toMatchObject({ situacao: 'valido', certificado: { origem: 'chamada', tipo: 'apresentacao_trabalho', nome: 'Úrsula Usuária Santos' } });

    // a instrutora de demonstração tem um trabalho para avaliar (sem saber de quem é)
    const instrutor = await sessaoDe('instrutor@escola.demo');
    const paraAvaliar = await get('/api/avaliador/submissoes', instrutor.headers);
    expect(paraAvaliar).toEqual([expect.objectContaining({ tipo: 'escrita', situacao: 'pendente', submissao: expect.objectContaining({ titulo: 'Grupo de convivência para usuários de saúde mental na UBS' }) })]);
    expect(JSON.stringify(paraAvaliar)).not.toContain('Fernanda');
    expect((await db.select().from(submissoes).where(isNotNull(submissoes.resultadoLiberadoEm)))).toHaveLength(5);
  });
});
