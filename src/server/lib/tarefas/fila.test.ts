import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { ctxDeTeste, loggerMudo } from '../../testing/factories.ts';
import { esperarAte, tarefasNaFila } from '../../testing/tarefas.ts';
import type { Servicos } from '../context.ts';
import { criarMailerCaixa, entregarEmail, enviarEmail, MensagemDaFilaSchema, TAREFA_EMAIL, type Mailer } from '../mailer.ts';
import { definirTarefa, POLITICA, type DefinicaoDeTarefa, type RotinaDiaria } from './definicao.ts';
import { criarFila, opcoesDaFila } from './fila.ts';

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Def = DefinicaoDeTarefa<any>;

/** Uma fila sobre o banco do arquivo, com os tipos dados (e, se pedido, executores e rotinas ligados). */
async function montar(tarefas: readonly Def[], o: { automatica?: boolean; rotinas?: RotinaDiaria[]; mailer?: Mailer } = {}) {
  const fila = criarFila({ log: loggerMudo, tarefas, rotinas: o.rotinas ?? [], automatica: o.automatica ?? false, consultaSeg: 0.5 });
  const servicos: Servicos = { ...ctxDeTeste(h.db), jobs: fila, ...(o.mailer ? { mailer: o.mailer } : {}) };
  fila.vincular(servicos);
  await fila.preparar();
  return { fila, servicos };
}

const registro = <T>(nome: string, dados: z.ZodType<T>, executar: (dados: T, sinal: AbortSignal) => Promise<void>, extra: Partial<Def> = {}) =>
  definirTarefa({ nome, dados, executar: async (_ctx, d, sinal) => executar(d, sinal), ...extra });

/** Põe as tarefas em espera (nova tentativa) como vencidas: o banco decide quando uma tarefa pode rodar. */
const consultar = async <T>(q: ReturnType<typeof sql>) => (await h.db.execute(q) as unknown as { rows: T[] }).rows;
const vencerEsperas = () => h.db.execute(sql`update pgboss.job set start_after = now() where state = 'retry'`);

describe('fila de tarefas (pg-boss)', () => {
  it('a tarefa enfileirada numa transação desfeita não existe; na confirmada, roda uma vez e fica concluída', async () => {
    const rodadas: unknown[] = [];
    const { fila } = await montar([registro('teste', z.object({ n: z.number() }), async (d) => void rodadas.push(d))]);
    await h.db
      .transaction(async (tx) => {
        await fila.enfileirar(tx, { tipo: 'teste', dados: { n: 1 } });
        throw new Error('desfaz');
      })
      .catch(() => undefined);
    await h.db.transaction(async (tx) => {
      await fila.enfileirar(tx, { tipo: 'teste', dados: { n: 2 }, chave: 'teste:2' });
    });
    expect(await fila.processarPendentes()).toBe(1);
    expect(await fila.processarPendentes()).toBe(0);
    expect(rodadas).toEqual([{ n: 2 }]);
    expect(await tarefasNaFila(h.db)).toMatchObject([{ tipo: 'teste', situacao: 'concluida', chave: 'teste:2' }]);
  });

  it('a chave de idempotência vale para sempre e dentro do mesmo lote; blocos de 1.000', async () => {
    const { fila } = await montar([registro('teste', z.object({}), async () => undefined)]);
    expect(await fila.enfileirar(h.db, { tipo: 'teste', chave: 'lote:7' })).toBe(true);
    await fila.processarPendentes();
    expect(await fila.enfileirar(h.db, { tipo: 'teste', chave: 'lote:7' })).toBe(false); // já rodou: não volta
    const lote = Array.from({ length: 1500 }, (_, i) => ({ tipo: 'teste', chave: `lote:${i}` }));
    expect(await fila.enfileirarVarias(h.db, [...lote, { tipo: 'teste', chave: 'lote:8' }, { tipo: 'teste' }])).toBe(1500);
    expect(await tarefasNaFila(h.db)).toHaveLength(1501);
    expect(await fila.enfileirarVarias(h.db, [])).toBe(0);
  });

  it('dados fora do formato do tipo: erro de programação ao enfileirar, nada entra (nem a chave)', async () => {
    const { fila } = await montar([registro('teste', z.object({ turmaId: z.number().int() }), async () => undefined)]);
    await expect(fila.enfileirar(h.db, { tipo: 'teste', dados: { turmaId: 'sete' }, chave: 'k' })).rejects.toThrow(/dados inválidos.*turmaId/);
    await expect(fila.enfileirar(h.db, { tipo: 'nao-registrado' })).rejects.toThrow(/não registrado/);
    expect(await tarefasNaFila(h.db)).toEqual([]);
    expect(await fila.enfileirar(h.db, { tipo: 'teste', dados: { turmaId: 7 }, chave: 'k' })).toBe(true);
  });

  it('uma falha volta à fila com espera crescente; esgotadas as tentativas fica como falha, sem dados pessoais no erro', async () => {
    let chamadas = 0;
    const instavel = registro('instavel', z.object({}), async () => {
      chamadas++;
      throw Object.assign(new Error('servidor SMTP recusou maria@exemplo.com'), { code: 'ECONNREFUSED' });
    });
    const { fila } = await montar([instavel]);
    expect(opcoesDaFila(instavel)).toMatchObject({ retryLimit: 4, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 180, deleteAfterSeconds: POLITICA.retencaoSeg });
    await fila.enfileirar(h.db, { tipo: 'instavel', maxTentativas: 3 });
    await fila.processarPendentes();
    const [espera] = await consultar<{ state: string; s: number }>(sql`select state, extract(epoch from start_after - now()) as s from pgboss.job`);
    expect(espera!.state).toBe('retry');
    expect(Number(espera!.s)).toBeGreaterThan(20); // ~30 s até a próxima tentativa
    expect(await fila.processarPendentes()).toBe(0); // ainda esperando
    await vencerEsperas();
    await fila.processarPendentes();
    await vencerEsperas();
    await fila.processarPendentes();
    expect(chamadas).toBe(3);
    const [t] = await tarefasNaFila(h.db);
    expect(t).toMatchObject({ situacao: 'falhou', tentativas: 3, erro: 'Error ECONNREFUSED' });
    expect(JSON.stringify(await h.db.execute(sql`select * from pgboss.job`))).not.toContain('maria@exemplo.com');
    // a administração vê e devolve: mais uma tentativa, que agora passa
    const { linhas, total } = await fila.listarFalhas(10, 0);
    expect(total).toBe(1);
    expect(linhas[0]).toMatchObject({ id: t!.id, tipo: 'instavel', tentativas: 3, ultimoErro: 'Error ECONNREFUSED' });
    expect(await fila.reenviar(t!.id)).toBe(true);
    expect(await fila.reenviar(t!.id)).toBe(false); // não está mais como falha
    expect(await fila.reenviar('00000000-0000-4000-8000-000000000000')).toBe(false);
    await fila.processarPendentes();
    expect(chamadas).toBe(4);
  });

  it('uma execução que passa do tempo máximo é interrompida (o sinal aborta) e conta como falha', async () => {
    let abortada = false;
    const lenta = registro(
      'lenta',
      z.object({}),
      (_d, sinal) =>
        new Promise<void>((ok) => {
          sinal.addEventListener('abort', () => (abortada = true));
          setTimeout(ok, 5_000);
        }),
      { limiteSeg: 0.2, tentativas: 1 },
    );
    const { fila } = await montar([lenta]);
    await fila.enfileirar(h.db, { tipo: 'lenta' });
    const t0 = Date.now();
    await fila.processarPendentes();
    expect(Date.now() - t0).toBeLessThan(3_000);
    expect(abortada).toBe(true);
    expect(await tarefasNaFila(h.db)).toMatchObject([{ situacao: 'falhou', erro: 'tarefa interrompida depois de 0.2 s' }]);
  });

  it('e-mail pela fila: uma falha do SMTP é tentada de novo e nada se perde', async () => {
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
    const { fila, servicos } = await montar([definirTarefa({ nome: TAREFA_EMAIL, dados: MensagemDaFilaSchema, executar: (ctx, d) => entregarEmail(ctx, d) })], { mailer: instavel });
    await enviarEmail(servicos, { para: 'ana@exemplo.com', assunto: 'Inscrição confirmada', texto: 'Olá' });
    await fila.processarPendentes();
    expect((await tarefasNaFila(h.db)).map((t) => t.situacao)).toEqual(['pendente']);
    falhar = false;
    await vencerEsperas();
    await fila.processarPendentes();
    expect((await tarefasNaFila(h.db)).map((t) => t.situacao)).toEqual(['concluida']);
    expect((await h.db.query.emails.findMany()).map((e) => e.assunto)).toEqual(['Inscrição confirmada']);
  });

  it('dois processos (duas filas ligadas no mesmo banco) executam cada tarefa uma vez só', async () => {
    const execucoes = new Map<number, number>();
    const conta = registro('conta', z.object({ n: z.number() }), async ({ n }) => {
      await new Promise((ok) => setTimeout(ok, 5));
      execucoes.set(n, (execucoes.get(n) ?? 0) + 1);
    }, { simultaneas: 3 });
    const a = await montar([conta], { automatica: true });
    const b = await montar([conta], { automatica: true });
    await Promise.all([a.fila.iniciar(), b.fila.iniciar()]);
    try {
      await a.fila.enfileirarVarias(h.db, Array.from({ length: 40 }, (_, n) => ({ tipo: 'conta', dados: { n } })));
      await esperarAte(async () => (await tarefasNaFila(h.db)).every((t) => t.situacao === 'concluida'));
    } finally {
      await Promise.all([a.fila.parar(), b.fila.parar()]);
    }
    expect(execucoes.size).toBe(40);
    expect([...execucoes.values()].every((v) => v === 1)).toBe(true);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')('no PostgreSQL, tarefa enfileirada por outro processo acorda o executor na hora (LISTEN/NOTIFY), sem esperar a consulta', async () => {
    const rodadas: number[] = [];
    const conta = registro('conta', z.object({ n: z.number() }), async ({ n }) => void rodadas.push(n));
    // o executor consulta a cada 30 s: só o aviso explica uma execução antes disso
    const fila = criarFila({ log: loggerMudo, tarefas: [conta], automatica: true, consultaSeg: 30 });
    fila.vincular({ ...ctxDeTeste(h.db), jobs: fila });
    await fila.preparar();
    await fila.iniciar();
    try {
      await new Promise((ok) => setTimeout(ok, 1_000)); // o executor fez a primeira consulta e dorme
      const outro = await montar([conta]); // outro "processo": só enfileira (não acorda executores daqui)
      const t0 = Date.now();
      await outro.fila.enfileirar(h.db, { tipo: 'conta', dados: { n: 1 } });
      await esperarAte(async () => rodadas.length === 1, 10_000);
      expect(Date.now() - t0).toBeLessThan(5_000);
    } finally {
      await fila.parar();
    }
  });

  it('parar espera a tarefa em execução terminar (desligamento gracioso)', async () => {
    let terminou = false;
    const demorada = registro('demorada', z.object({}), async () => {
      await new Promise((ok) => setTimeout(ok, 600));
      terminou = true;
    });
    const { fila } = await montar([demorada], { automatica: true });
    await fila.iniciar();
    await fila.enfileirar(h.db, { tipo: 'demorada' });
    await esperarAte(async () => (await tarefasNaFila(h.db))[0]?.situacao === 'executando');
    await fila.parar();
    expect(terminou).toBe(true);
    expect(await tarefasNaFila(h.db)).toMatchObject([{ situacao: 'concluida' }]);
  });
});

describe('entrada da fila (tarefas gravadas por um comando SQL)', () => {
  const n = z.object({ n: z.number() });
  /** Grava na entrada como a inscrição grava: um INSERT com o que `paraEntrada` devolveu. */
  const gravarNaEntrada = async (e: { tipo: string; dados: string }) =>
    h.db.execute(sql`insert into tarefas_a_enfileirar (tipo, dados) values (${e.tipo}, ${e.dados}::jsonb)`);
  const naEntrada = async () => (await consultar<{ n: number }>(sql`select count(*)::int as n from tarefas_a_enfileirar`))[0]!.n;

  it('paraEntrada confere os dados pelo tipo (erro de programação, como ao enfileirar) e devolve o JSON validado', async () => {
    const { fila } = await montar([registro('teste', n, async () => undefined)]);
    expect(fila.paraEntrada('teste', { n: 3, extra: 'some' })).toEqual({ tipo: 'teste', dados: '{"n":3}' });
    expect(() => fila.paraEntrada('teste', { n: 'três' })).toThrow(/dados inválidos para a tarefa "teste": n/);
    expect(() => fila.paraEntrada('nao-existe', {})).toThrow(/tipo de tarefa não registrado/);
  });

  it('o repasse leva tudo ao pg-boss em lotes (e só some da entrada o que entrou na fila); processarPendentes repassa antes de executar', async () => {
    const rodadas: number[] = [];
    const { fila } = await montar([registro('teste', n, async (d) => void rodadas.push(d.n))]);
    for (let i = 0; i < 1_203; i++) await gravarNaEntrada(fila.paraEntrada('teste', { n: i }));
    expect(await fila.repassarEntrada()).toBe(1_203);
    expect(await naEntrada()).toBe(0);
    expect(await tarefasNaFila(h.db, { tipo: 'teste' })).toHaveLength(1_203);
    await gravarNaEntrada(fila.paraEntrada('teste', { n: 5_000 }));
    await fila.processarPendentes();
    expect(rodadas).toHaveLength(1_204);
    expect(new Set(rodadas).size).toBe(1_204);
    expect(await naEntrada()).toBe(0);
  });

  it('uma linha inválida na entrada (um tipo que saiu do registro) é descartada sem segurar as outras', async () => {
    const { fila } = await montar([registro('teste', n, async () => undefined)]);
    await gravarNaEntrada({ tipo: 'saiu-do-registro', dados: '{}' });
    await gravarNaEntrada({ tipo: 'teste', dados: '{"n":"não é número"}' });
    await gravarNaEntrada(fila.paraEntrada('teste', { n: 1 }));
    expect(await fila.repassarEntrada()).toBe(3);
    expect((await tarefasNaFila(h.db)).map((t) => t.dados)).toEqual([{ n: 1 }]);
    expect(await naEntrada()).toBe(0);
  });

  it('dois processos repassando ao mesmo tempo: cada tarefa entra na fila uma vez', async () => {
    const a = await montar([registro('teste', n, async () => undefined)]);
    const b = await montar([registro('teste', n, async () => undefined)]);
    for (let i = 0; i < 1_500; i++) await gravarNaEntrada(a.fila.paraEntrada('teste', { n: i }));
    const [ra, rb] = await Promise.all([a.fila.repassarEntrada(), b.fila.repassarEntrada()]);
    expect(ra + rb).toBe(1_500);
    const dados = (await tarefasNaFila(h.db)).map((t) => (t.dados as { n: number }).n);
    expect(dados).toHaveLength(1_500);
    expect(new Set(dados).size).toBe(1_500);
  });

  it('ligada, a fila repassa sozinha logo depois do aviso (e a tarefa roda)', async () => {
    const rodadas: number[] = [];
    const { fila } = await montar([registro('teste', n, async (d) => void rodadas.push(d.n))], { automatica: true });
    await fila.iniciar();
    try {
      await gravarNaEntrada(fila.paraEntrada('teste', { n: 7 }));
      fila.avisarEntrada();
      await esperarAte(async () => rodadas.length === 1, 10_000);
    } finally {
      await fila.parar();
    }
    expect(rodadas).toEqual([7]);
    expect(await naEntrada()).toBe(0);
  });
});
