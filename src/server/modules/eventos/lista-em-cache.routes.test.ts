import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventos, usuarios } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { criarEventoDeTeste, diaDaqui } from '../../testing/eventos.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const lista = async (headers: Record<string, string> = {}, query = '') => {
  const r = await t.app.inject({ method: 'GET', url: `/api/eventos${query}`, headers });
  expect(r.statusCode).toBe(200);
  return { corpo: r.json() as { id: number; titulo: string; status: string; vagas_restantes: number; instrutor: { nome: string }[] }[], total: r.headers['x-total-count'] };
};

describe('lista de eventos guardada pronta, conferida pela versão dos dados', () => {
  it('toda escrita que a lista mostra aparece no pedido seguinte: inscrição, edição direta no banco, nome de instrutor', async () => {
    const { evento } = await criarEventoDeTeste(t.handle.db, { now: () => t.relogio.agora, turmas: [{ vagas: 5 }] });
    expect((await lista()).corpo[0]).toMatchObject({ id: evento.id, vagas_restantes: 5 });
    const p = await criarUsuarioComSessao(t);
    expect((await t.app.inject({ method: 'POST', url: `/api/turmas/${evento.turmas[0]!.id}/inscricoes`, headers: p.headers })).statusCode).toBe(201);
    expect((await lista()).corpo[0]!.vagas_restantes).toBe(4);
    // outro processo (ou SQL direto) muda o título: o gatilho sobe a versão
    await t.handle.db.update(eventos).set({ titulo: 'Título Mudado Por Fora' }).where(eq(eventos.id, evento.id));
    expect((await lista()).corpo[0]!.titulo).toBe('Título Mudado Por Fora');
    await t.handle.db.update(usuarios).set({ nome: 'Instrutora Renomeada Silva' }).where(eq(usuarios.id, evento.turmas[0]!.instrutor[0]!.id));
    expect((await lista()).corpo[0]!.instrutor[0]!.nome).toBe('Instrutora Renomeada Silva');
  });

  it('sem escrita nenhuma, a situação muda quando o evento começa (a entrada vale só até a próxima virada)', async () => {
    await criarEventoDeTeste(t.handle.db, { now: () => t.relogio.agora, turmas: [{ datas: [{ data: diaDaqui(3), horario_inicio: '08:00', horario_fim: '12:00' }] }] });
    expect((await lista()).corpo[0]!.status).toBe('programado');
    expect((await lista({}, '?status=programado')).total).toBe('1');
    t.relogio.agora = new Date(Date.parse(`${diaDaqui(3)}T08:30:00-03:00`));
    expect((await lista()).corpo[0]!.status).toBe('em_andamento');
    expect((await lista({}, '?status=programado')).total).toBe('0');
  });

  it('administração vê rascunhos na hora; quem não administra recebe a mesma lista (sem rascunhos)', async () => {
    const admin = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    const participante = await criarUsuarioComSessao(t);
    await lista(participante.headers);
    const { evento } = await criarEventoDeTeste(t.handle.db, { publicar: false });
    expect((await lista(admin.headers, '?publicacao=todos')).corpo.map((e) => e.id)).toEqual([evento.id]);
    expect((await lista(admin.headers)).corpo).toEqual([]);
    expect((await lista(participante.headers, '?publicacao=todos')).corpo).toEqual([]);
    expect((await lista()).corpo).toEqual([]);
  });

  it('a versão só sobe uma vez por transação', async () => {
    const antes = await versao();
    await t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`update eventos set titulo = titulo`);
      await tx.execute(sql`update unidades set sigla = sigla`);
    });
    await criarEventoDeTeste(t.handle.db, { publicar: false });
    expect(await versao()).toBeGreaterThan(antes);
    const depois = await versao();
    await t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`update unidades set sigla = sigla`);
      await tx.execute(sql`update eventos set titulo = titulo`);
    });
    expect(await versao()).toBe(depois + 1);
  });
});

async function versao(): Promise<number> {
  const r = await t.handle.db.execute(sql`select sum(valor) as valor from versoes_dados where nome = 'eventos' or starts_with(nome, 'eventos.')`);
  return Number((r as unknown as { rows: { valor: string | number }[] }).rows[0]!.valor);
}
