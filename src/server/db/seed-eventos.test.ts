import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, type AppDeTeste } from '../testing/app.ts';
import { ctxDeTeste } from '../testing/factories.ts';
import { painelDoInstrutor } from '../modules/paineis/painel-instrutor.service.ts';
import { painelDoUsuario } from '../modules/paineis/painel-usuario.service.ts';
import { avaliacoes, lembretesEnviados, notificacoes, presencas, testes, testeTentativas, usuarios } from './schema/index.ts';
import { seedDemo } from './seed.ts';
import { seedEventosDemo } from './seed-eventos.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));

describe('demonstração', () => {
  it('semeia eventos, inscrições e presenças pelos serviços, sem erro', async () => {
    await seedDemo(t.handle.db, 4);
    await seedEventosDemo(t.app.deps, t.app.log, 4);
    const [usuario] = await t.handle.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'usuario@escola.demo'));
    const [{ n }] = (await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(presencas)) as [{ n: number }];
    // a palestra; o seminário: 12 pessoas × 2 dias, menos 1 falta; painéis: imunização (2 + 2 + 2 + 1) e aleitamento (1)
    expect(n).toBe(5 + 23 + 8);
    expect(await t.handle.db.select().from(presencas).where(eq(presencas.usuarioId, usuario!.id))).toHaveLength(6);
    // pós-curso: teste publicado, 7 aprovados (10 tentativas), 6 avaliações
    const [teste] = await t.handle.db.select().from(testes);
    expect(teste).toMatchObject({ status: 'publicado', obrigatorio: true });
    const tentativas = await t.handle.db.select().from(testeTentativas);
    expect(tentativas).toHaveLength(10);
    expect(new Set(tentativas.filter((x) => x.aprovado).map((x) => x.usuarioId)).size).toBe(7);
    expect(await t.handle.db.select().from(avaliacoes)).toHaveLength(6 + 4);
    // painéis de demonstração preenchidos: a participante e o instrutor
    const painel = await painelDoUsuario(ctxDeTeste(t.handle.db, usuario!, { now: () => t.app.deps.now() }));
    expect(painel.proximos_encontros.length).toBeGreaterThan(0);
    expect(painel.testes_pendentes).toHaveLength(1);
    expect(painel.carga.cursos).toBe(2);
    expect(painel.carga.por_ano.length).toBeGreaterThanOrEqual(1);
    const [instrutor] = await t.handle.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'instrutor@escola.demo'));
    const doInstrutor = await painelDoInstrutor(ctxDeTeste(t.handle.db, { id: instrutor!.id, perfis: ['usuario', 'instrutor'] }, { now: () => t.app.deps.now() }));
    expect(new Set(doInstrutor.turmas.map((x) => x.momento))).toEqual(new Set(['agora', 'proximas', 'encerradas']));
    const imunizacao = doInstrutor.turmas.find((x) => x.evento.titulo === 'Curso de Imunização na Sala de Vacina')!;
    expect(imunizacao.avaliacao.respostas).toBe(3);
    expect(imunizacao.avaliacao.media).not.toBeNull();
    expect(imunizacao.certificados.pendentes).toEqual([{ etapa: 'frequencia', texto: 'Frequência abaixo de 75 %.', pessoas: 1 }]);
    // o lembrete da véspera: a participante está na palestra, que tem encontro amanhã
    const lembretes = await t.handle.db.select().from(notificacoes).where(eq(notificacoes.usuarioId, usuario!.id));
    expect(lembretes.filter((n) => n.tipo === 'evento' && n.titulo.startsWith('Amanhã tem aula:') && n.link === '/minhas-inscricoes')).toHaveLength(1);
    expect((await t.handle.db.select().from(lembretesEnviados)).length).toBeGreaterThanOrEqual(7);
  });
});
