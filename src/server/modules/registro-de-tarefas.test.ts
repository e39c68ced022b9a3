import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { tarefasAntigas } from '../db/schema/index.ts';
import type { Servicos } from '../lib/context.ts';
import { TAREFA_EMAIL } from '../lib/mailer.ts';
import { POLITICA, type RotinaDiaria } from '../lib/tarefas/definicao.ts';
import { criarFila, opcoesDaFila } from '../lib/tarefas/fila.ts';
import { criarBancoDeTeste, limparBanco } from '../testing/db.ts';
import { ctxDeTeste, loggerMudo } from '../testing/factories.ts';
import { esperarAte } from '../testing/tarefas.ts';
import { ROTINAS, TAREFAS } from './registro-de-tarefas.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await limparBanco(h);
});

/** A fila do servidor: todos os tipos, executores e rotinas ligados ao iniciar. */
async function montar(rotinas: readonly RotinaDiaria[] = ROTINAS) {
  const fila = criarFila({ log: loggerMudo, tarefas: TAREFAS, rotinas, automatica: true, consultaSeg: 0.5 });
  const servicos: Servicos = { ...ctxDeTeste(h.db), jobs: fila };
  fila.vincular(servicos);
  await fila.preparar();
  return { fila, servicos };
}

const consultar = async <T>(q: ReturnType<typeof sql>) => ((await h.db.execute(q)) as unknown as { rows: T[] }).rows;

describe('registro de tarefas da aplicação', () => {
  it('cada tipo tem posse maior que o tempo máximo; o e-mail cabe nas esperas do SMTP', () => {
    for (const d of TAREFAS) {
      const o = opcoesDaFila(d);
      expect(o.expireInSeconds!, d.nome).toBeGreaterThan(d.limiteSeg ?? POLITICA.limiteSeg);
    }
    const email = TAREFAS.find((d) => d.nome === TAREFA_EMAIL)!;
    expect(email.limiteSeg).toBeGreaterThan(15 + 15 + 60);
  });

  it('as rotinas do registro viram agendamentos do pg-boss no horário de São Paulo; a que sai do registro deixa de rodar', async () => {
    const rotinas = [...ROTINAS, { nome: 'antiga', hora: '05:00', tarefa: TAREFA_EMAIL }];
    const a = await montar(rotinas);
    await a.fila.iniciar();
    await a.fila.parar();
    const agendados = await consultar<{ name: string; key: string; cron: string; timezone: string }>(sql`select name, key, cron, timezone from pgboss.schedule order by key`);
    expect(agendados).toHaveLength(rotinas.length);
    expect(agendados.every((s) => s.timezone === 'America/Sao_Paulo')).toBe(true);
    expect(agendados.find((s) => s.key === 'salas-confirmacao-de-uso')).toMatchObject({ name: 'salas.confirmacao-de-uso', cron: '0 7 * * *' });
    expect(agendados.find((s) => s.key === 'relatorios-agendados')).toMatchObject({ cron: '0 6 * * *' });
    const b = await montar();
    await b.fila.iniciar();
    await b.fila.parar();
    const depois = await consultar<{ key: string }>(sql`select key from pgboss.schedule`);
    expect(depois.map((s) => s.key)).not.toContain('antiga');
    expect(depois).toHaveLength(ROTINAS.length);
  });

  it('o que a fila anterior deixou por fazer passa para o pg-boss ao iniciar: pendentes rodam, falhas continuam visíveis', async () => {
    await h.db.insert(tarefasAntigas).values([
      { tipo: 'email', dados: { para: 'ana@exemplo.com', assunto: 'Pendente', texto: 'Olá' }, situacao: 'pendente' },
      { tipo: 'email', dados: { para: 'bia@exemplo.com', assunto: 'Falhou', texto: 'Olá' }, situacao: 'falhou', tentativas: 5, ultimoErro: 'Error ETIMEDOUT' },
      { tipo: 'email', situacao: 'concluida' },
      { tipo: 'tipo:que-nao-existe', situacao: 'pendente' },
    ]);
    const { fila } = await montar();
    await fila.iniciar();
    try {
      await esperarAte(async () => (await h.db.query.emails.findMany()).length === 1);
    } finally {
      await fila.parar();
    }
    expect((await h.db.query.emails.findMany()).map((e) => e.assunto)).toEqual(['Pendente']);
    expect((await fila.listarFalhas(10, 0)).linhas).toMatchObject([{ tipo: 'email', ultimoErro: 'Error ETIMEDOUT' }]);
    expect((await h.db.select().from(tarefasAntigas)).map((t) => t.tipo).sort()).toEqual(['email', 'tipo:que-nao-existe']); // a concluída e o tipo desconhecido ficam
  });});
