import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_SOLICITACAO } from '#shared/rules/solicitacoes-curso.ts';
import { eventos, solicitacaoCursoDatas, solicitacoesCurso, usuarios } from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed.ts';
import { seedSolicitacoesDemo } from '../../db/seed-solicitacoes.ts';
import { criarAppDeTeste, fechar, type AppDeTeste } from '../../testing/app.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ inicio: new Date('2030-06-10T12:00:00Z') });
});
afterAll(() => fechar(t));

describe('demonstração das solicitações de curso', () => {
  it('uma solicitação em cada situação, de vários departamentos, a convertida ligada a um evento rascunho', async () => {
    await seedDemo(t.handle.db, 4);
    await seedSolicitacoesDemo(t.app.deps);
    const db = t.handle.db;
    const todas = await db.select().from(solicitacoesCurso);
    expect(new Set(todas.map((s) => s.status))).toEqual(new Set(STATUS_SOLICITACAO));
    expect(new Set(todas.map((s) => s.departamento)).size).toBeGreaterThanOrEqual(6);
    const rejeitada = todas.find((s) => s.status === 'rejeitada');
    expect(rejeitada?.motivo).toBeTruthy();
    const [participante] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'usuario@escola.demo'));
    expect(todas.some((s) => s.autorId === participante!.id)).toBe(true);
    const convertida = todas.find((s) => s.status === 'convertida')!;
    const [evento] = await db.select().from(eventos).where(eq(eventos.id, convertida.eventoId!));
    expect(evento).toMatchObject({ publicado: false, titulo: convertida.titulo });
    const datas = (await db.select({ data: solicitacaoCursoDatas.data }).from(solicitacaoCursoDatas)).map((d) => d.data);
    expect(datas.some((d) => d.startsWith('2030-07'))).toBe(true); // o mês que vem
    expect(datas.filter((d) => d.startsWith('2030-')).length).toBeGreaterThan(5);
  });
});
