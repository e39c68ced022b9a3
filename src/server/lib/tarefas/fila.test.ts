import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { tarefas } from '../../db/schema/index.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { ctxDeTeste, loggerMudo } from '../../testing/factories.ts';
import type { Servicos } from '../context.ts';
import { criarMailerCaixa, enviarEmail, entregarEmail, TAREFA_EMAIL, type Mailer } from '../mailer.ts';
import { criarFila, ESPERA_INICIAL_MS, esperaAposFalha } from './fila.ts';
import { agoraEmSaoPaulo } from './horario.ts';

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

/** Uma fila de teste sobre o banco do arquivo, com relógio controlável. */
function montar(inicio = new Date('2026-03-10T12:00:00Z')) {
  const relogio = { agora: inicio };
  const fila = criarFila({ log: loggerMudo });
  const servicos: Servicos = { ...ctxDeTeste(h.db, null, { now: () => relogio.agora }), jobs: fila };
  fila.vincular(servicos);
  const avancar = (ms: number) => (relogio.agora = new Date(relogio.agora.getTime() + ms));
  return { fila, servicos, relogio, avancar };
}

const situacoes = async () => (await h.db.select().from(tarefas).orderBy(tarefas.id)).map((t) => t.situacao);

describe('fila de tarefas', () => {
  it('a tarefa enfileirada numa transação desfeita não existe; na confirmada, roda uma vez', async () => {
    const { fila } = montar();
    const rodadas: unknown[] = [];
    fila.registrar('teste', async (_ctx, dados) => void rodadas.push(dados));
    await h.db
      .transaction(async (tx) => {
        await fila.enfileirar(tx, { tipo: 'teste', dados: { n: 1 } });
        throw new Error('desfaz');
      })
      .catch(() => undefined);
    await h.db.transaction(async (tx) => {
      await fila.enfileirar(tx, { tipo: 'teste', dados: { n: 2 } });
    });
    expect(await fila.processarPendentes()).toBe(1);
    expect(await fila.processarPendentes()).toBe(0);
    expect(rodadas).toEqual([{ n: 2 }]);
    const [t] = await h.db.select().from(tarefas);
    expect(t).toMatchObject({ situacao: 'concluida', tentativas: 1, dados: {} }); // dados não ficam guardados
  });

  it('a chave de idempotência impede a segunda tarefa igual', async () => {
    const { fila } = montar();
    expect(await fila.enfileirar(h.db, { tipo: 'teste', chave: 'lembrete:turma-7:2026-03-11' })).toBe(true);
    expect(await fila.enfileirar(h.db, { tipo: 'teste', chave: 'lembrete:turma-7:2026-03-11' })).toBe(false);
    expect(await h.db.$count(tarefas)).toBe(1);
  });

  it('várias de uma vez: blocos de 1.000 numa gravação cada, as de chave repetida ficam de fora', async () => {
    const { fila } = montar();
    expect(await fila.enfileirar(h.db, { tipo: 'teste', chave: 'lote:7' })).toBe(true);
    const lote = Array.from({ length: 1500 }, (_, i) => ({ tipo: 'teste', chave: `lote:${i}` }));
    expect(await fila.enfileirarVarias(h.db, [...lote, { tipo: 'teste', chave: 'lote:8' }])).toBe(1499);
    expect(await h.db.$count(tarefas)).toBe(1500);
    expect(await fila.enfileirarVarias(h.db, [])).toBe(0);
  });

  it('uma falha volta à fila com espera crescente e, esgotadas as tentativas, fica como falhou', async () => {
    const { fila, avancar } = montar();
    let chamadas = 0;
    fila.registrar('instavel', async () => {
      chamadas++;
      throw Object.assign(new Error('servidor SMTP recusou maria@exemplo.com'), { code: 'ECONNREFUSED' });
    });
    await fila.enfileirar(h.db, { tipo: 'instavel', maxTentativas: 3 });
    await fila.processarPendentes();
    const [t1] = await h.db.select().from(tarefas);
    expect(t1).toMatchObject({ situacao: 'pendente', tentativas: 1, ultimoErro: 'Error ECONNREFUSED' });
    expect(await fila.processarPendentes()).toBe(0); // ainda esperando
    avancar(esperaAposFalha(1));
    await fila.processarPendentes();
    avancar(esperaAposFalha(2) - 1);
    expect(await fila.processarPendentes()).toBe(0);
    avancar(1);
    await fila.processarPendentes();
    expect(chamadas).toBe(3);
    expect(await situacoes()).toEqual(['falhou']);
    expect(JSON.stringify(await h.db.select().from(tarefas))).not.toContain('maria@exemplo.com');
  });

  it('a espera dobra a cada tentativa, de 30 s até no máximo 1 hora', () => {
    expect([1, 2, 3, 4].map(esperaAposFalha)).toEqual([ESPERA_INICIAL_MS, 60_000, 120_000, 240_000]);
    expect(esperaAposFalha(30)).toBe(60 * 60_000);
  });

  it('uma tarefa tomada por um processo que morreu é retomada depois que a trava vence', async () => {
    const { fila, avancar } = montar();
    await fila.enfileirar(h.db, { tipo: 'teste' });
    // outro processo a tomou e morreu: executando, com trava de 5 minutos
    const agora = new Date('2026-03-10T12:00:00Z');
    await h.db.update(tarefas).set({ situacao: 'executando', travadaAte: new Date(agora.getTime() + 5 * 60_000), tentativas: 1 });
    let rodou = 0;
    fila.registrar('teste', async () => void rodou++);
    expect(await fila.processarPendentes()).toBe(0);
    avancar(5 * 60_000);
    expect(await fila.processarPendentes()).toBe(1);
    expect(rodou).toBe(1);
    expect(await situacoes()).toEqual(['concluida']);
  });

  it('rotina diária roda uma vez por dia, a partir da hora no horário de São Paulo', async () => {
    // 08:59 em São Paulo (UTC−3)
    const { fila, avancar } = montar(new Date('2026-03-10T11:59:00Z'));
    const dias: string[] = [];
    fila.registrar('resumo', async (ctx) => void dias.push(agoraEmSaoPaulo(ctx.now()).data));
    fila.agendarDiaria({ nome: 'resumo-diario', hora: '09:00', tipo: 'resumo' });
    await fila.processarPendentes();
    expect(dias).toEqual([]);
    avancar(60_000); // 09:00
    await fila.processarPendentes();
    await fila.processarPendentes();
    avancar(10 * 60 * 60_000); // 19:00, mesmo dia
    await fila.processarPendentes();
    expect(dias).toEqual(['2026-03-10']);
    avancar(14 * 60 * 60_000); // 09:00 do dia seguinte
    await fila.processarPendentes();
    expect(dias).toEqual(['2026-03-10', '2026-03-11']);
    const chaves = (await h.db.select().from(tarefas)).map((t) => t.chave).sort();
    expect(chaves).toEqual(['resumo-diario:2026-03-10', 'resumo-diario:2026-03-11']);
  });

  it('duas filas (dois processos) sobre o mesmo banco executam cada tarefa uma vez só', async () => {
    const a = montar();
    const b = montar();
    const execucoes = new Map<number, number>();
    const tratador = async (_ctx: unknown, dados: unknown) => {
      const n = (dados as { n: number }).n;
      await new Promise((ok) => setTimeout(ok, 2));
      execucoes.set(n, (execucoes.get(n) ?? 0) + 1);
    };
    a.fila.registrar('conta', tratador);
    b.fila.registrar('conta', tratador);
    for (let n = 0; n < 40; n++) await a.fila.enfileirar(h.db, { tipo: 'conta', dados: { n } });
    const [x, y] = await Promise.all([a.fila.processarPendentes(), b.fila.processarPendentes()]);
    expect(x + y).toBe(40);
    expect([...execucoes.values()].every((v) => v === 1)).toBe(true);
    expect(execucoes.size).toBe(40);
  });

  it('e-mail pela fila: uma falha do SMTP é tentada de novo e nada se perde', async () => {
    const { fila, servicos, avancar } = montar();
    const caixa = criarMailerCaixa(h.db);
    let falhar = true;
    const instavel: Mailer = {
      modo: 'smtp',
      async enviar(msg, db) {
        if (falhar) throw Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' });
        await caixa.enviar(msg, db);
      },
      async close() {},
    };
    const comSmtp: Servicos = { ...servicos, mailer: instavel };
    fila.vincular(comSmtp);
    fila.registrar(TAREFA_EMAIL, entregarEmail);
    await enviarEmail(comSmtp, { para: 'ana@exemplo.com', assunto: 'Inscrição confirmada', texto: 'Olá' });
    await fila.processarPendentes();
    expect(await situacoes()).toEqual(['pendente']);
    falhar = false;
    avancar(ESPERA_INICIAL_MS);
    await fila.processarPendentes();
    expect((await h.db.select().from(tarefas)).map((t) => [t.situacao, t.ultimoErro])).toEqual([['concluida', null]]);
    const emails = await h.db.query.emails.findMany();
    expect(emails.map((e) => e.assunto)).toEqual(['Inscrição confirmada']);
  });

  it('tipo sem tratador vira falha registrada, sem derrubar a varredura', async () => {
    const { fila } = montar();
    await fila.enfileirar(h.db, { tipo: 'desconhecido', maxTentativas: 1 });
    await fila.processarPendentes();
    const [t] = await h.db.select().from(tarefas).where(eq(tarefas.tipo, 'desconhecido'));
    expect(t).toMatchObject({ situacao: 'falhou' });
    expect(t!.ultimoErro).toContain('nenhum tratador');
  });
});
