import type { FastifyBaseLogger } from 'fastify';
import type { JobInsert, PgBoss } from 'pg-boss';
import { comLimite, ErroDeTarefa, resumoDoErro } from './execucao.ts';
import { uuid7 } from './uuid7.ts';
import type { Db } from '../../db/client.ts';
import { criarCtx, type Servicos } from '../context.ts';
import { cronDiario, POLITICA, type DefinicaoDeTarefa, type NovaTarefa, type RotinaDiaria } from './definicao.ts';
import { EntradaDaFila, validarParaEntrada } from './entrada.ts';
import { criarMotor, garantirFilas, motorCompartilhado, temPoolProprio } from './motor.ts';
import { FUSO } from './horario.ts';
import * as repo from './tarefas.repository.ts';

export type { NovaTarefa } from './definicao.ts';
export { TempoEsgotado } from './execucao.ts';
export { ESQUEMA_DA_FILA } from './tarefas.repository.ts';
export { opcoesDaFila } from './motor.ts';

// Definições de tipos diferentes numa mesma lista: o tipo dos dados de cada uma só importa dentro dela.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Definicao = DefinicaoDeTarefa<any>;

export interface OpcoesFila {
  log: FastifyBaseLogger;
  /** Os tipos de tarefa da aplicação (`modules/registro-de-tarefas.ts`). */
  tarefas?: readonly Definicao[];
  rotinas?: readonly RotinaDiaria[];
  /**
   * Servidor: liga os executores, as rotinas agendadas e a manutenção do pg-boss em `iniciar()`.
   * Testes e scripts (falso): nada roda sozinho; `processarPendentes()` executa o que está na fila.
   */
  automatica?: boolean;
  /** Avisado a cada execução que falha (métricas). */
  aoFalhar?: (tipo: string) => void;
  /** Intervalo de consulta de cada executor (s). */
  consultaSeg?: number;
}

/**
 * A fila de tarefas da aplicação, sobre o pg-boss (decisão 028), o mesmo código no PGlite e no PostgreSQL:
 * quem enfileira passa o próprio `db` (ou `tx`) e a tarefa só existe se a transação confirmar; cada tarefa
 * é tomada por um processo só; falhas voltam com espera crescente até esgotar as tentativas e então ficam
 * como falha, para um administrador ver e reenviar.
 */
export interface Fila {
  /** Enfileira (na transação de quem chama, se `db` for um `tx`). Falso se a chave de idempotência já existia. */
  enfileirar(db: Db, tarefa: NovaTarefa): Promise<boolean>;
  /** Várias de uma vez (uma gravação por bloco); devolve quantas foram criadas (as de chave repetida ficam de fora). */
  enfileirarVarias(db: Db, tarefas: readonly NovaTarefa[]): Promise<number>;
  /**
   * Confere os dados de uma tarefa e os devolve prontos (JSON) para um comando SQL gravar na entrada da
   * fila (`tarefas_a_enfileirar`) junto com o que a cria; o processo as repassa ao pg-boss logo depois.
   * @throws Error com tipo não registrado ou dados inválidos (erro de programação)
   */
  paraEntrada(tipo: string, dados: unknown): { tipo: string; dados: string };
  /** Avisa que há tarefas novas na entrada: o servidor as repassa em até `ENTRADA_ESPERA_MS` (entrada.ts). */
  avisarEntrada(): void;
  /** Repassa ao pg-boss tudo o que está na entrada (em lotes); devolve quantas tarefas entraram na fila. */
  repassarEntrada(): Promise<number>;
  /** Acrescenta um tipo de tarefa (testes; a aplicação declara os seus no registro). */
  registrar(definicao: Definicao): void;
  /** Executa agora tudo o que está vencido (inclusive o que as tarefas enfileirarem); devolve quantas rodaram. */
  processarPendentes(): Promise<number>;
  /** Liga os executores e as rotinas (o servidor liga; os testes chamam `processarPendentes`). */
  iniciar(): Promise<void>;
  /** Para de tomar tarefas, espera as que estão em execução (até `esperaMs`) e devolve as demais à fila. */
  parar(esperaMs?: number): Promise<void>;
  /** Cria as filas e prepara o motor: antes do primeiro uso (montarApp e os testes chamam). */
  preparar(): Promise<void>;
  /** Prontidão: lança se o motor da fila não responde. */
  verificar(): Promise<void>;
  listarFalhas(limite: number, deslocamento: number): Promise<{ linhas: repo.FalhaDeTarefa[]; total: number }>;
  /** Devolve à fila uma tarefa que falhou; falso se não existe ou não está como falha. */
  reenviar(id: string): Promise<boolean>;
  /** Quantas tarefas há de cada tipo em cada situação (`created`, `retry`, `active`, `completed`, `failed`, `cancelled`). */
  contarPorSituacao(): Promise<repo.ContagemDeTarefas[]>;
}

/** Cria a fila. Os serviços chegam depois (`vincular`), porque a própria fila faz parte deles. */
export function criarFila(opts: OpcoesFila): Fila & { vincular(servicos: Servicos): void } {
  return new FilaPgBoss(opts);
}

class FilaPgBoss implements Fila {
  private readonly definicoes = new Map<string, Definicao>();
  private servicos: Servicos | null = null;
  private motorPronto: Promise<PgBoss> | null = null;
  private emAndamento: Promise<number> | null = null;
  private readonly executores = new Map<string, string>();
  private ligada = false;
  private readonly entrada: EntradaDaFila;

  constructor(private readonly opts: OpcoesFila) {
    this.entrada = new EntradaDaFila({
      db: () => this.exigirServicos().db,
      prepararMotor: async () => void (await this.motor()),
      enfileirar: (tx, tarefas) => this.enfileirarVarias(tx, tarefas),
      definicao: (tipo) => this.definicoes.get(tipo),
      log: opts.log,
    });
    for (const d of opts.tarefas ?? []) this.registrar(d);
  }

  vincular(servicos: Servicos): void {
    this.servicos = servicos;
  }

  registrar(definicao: Definicao): void {
    if (this.definicoes.has(definicao.nome)) throw new Error(`tarefa duplicada: "${definicao.nome}"`);
    if (this.motorPronto) throw new Error('registre os tipos de tarefa antes de usar a fila');
    this.definicoes.set(definicao.nome, definicao);
  }

  async enfileirar(db: Db, tarefa: NovaTarefa): Promise<boolean> {
    return (await this.enfileirarVarias(db, [tarefa])) > 0;
  }

  async enfileirarVarias(db: Db, tarefas: readonly NovaTarefa[]): Promise<number> {
    if (tarefas.length === 0) return 0;
    const motor = await this.motor();
    const prontas = tarefas.map((t) => {
      const d = this.definicao(t.tipo);
      const dados = d.dados.safeParse(t.dados ?? {});
      if (!dados.success) throw new Error(`dados inválidos para a tarefa "${t.tipo}": ${dados.error.issues.map((i) => i.path.join('.')).join(', ')}`);
      return { t, id: uuid7(), dados: dados.data as object };
    });
    const gravar = async (tx: Db, lista: typeof prontas) => {
      const porTipo = new Map<string, JobInsert[]>();
      for (const p of lista) {
        const job: JobInsert = { id: p.id, data: p.dados };
        if (p.t.executarEm) job.startAfter = p.t.executarEm;
        if (p.t.maxTentativas) job.retryLimit = p.t.maxTentativas - 1;
        const doTipo = porTipo.get(p.t.tipo);
        if (doTipo) doTipo.push(job);
        else porTipo.set(p.t.tipo, [job]);
      }
      for (const [tipo, jobs] of porTipo) {
        for (let i = 0; i < jobs.length; i += 1000) await motor.insert(tipo, jobs.slice(i, i + 1000), { db: repo.conexaoDaTransacao(tx) });
      }
      this.acordar(porTipo.keys());
      return lista.length;
    };
    if (!prontas.some((p) => p.t.chave)) return gravar(db, prontas);
    // com chave: a chave e a tarefa na mesma transação — a de quem chama, ou uma aberta aqui
    const comChave = async (tx: Db) => {
      const aceitas = await repo.reservarChaves(tx, prontas.filter((p) => p.t.chave).map((p) => ({ chave: p.t.chave!, tipo: p.t.tipo, tarefaId: p.id })));
      return gravar(tx, prontas.filter((p) => !p.t.chave || aceitas.has(p.id)));
    };
    return repo.ehTransacao(db) ? comChave(db) : db.transaction((tx) => comChave(tx as unknown as Db));
  }

  paraEntrada(tipo: string, dados: unknown): { tipo: string; dados: string } {
    return validarParaEntrada(this.definicao(tipo), dados);
  }

  avisarEntrada(): void {
    if (this.ligada) this.entrada.avisar();
  }

  repassarEntrada(): Promise<number> {
    return this.entrada.repassar();
  }

  /** Uma rodada por vez neste processo; quem chega durante uma espera por ela e roda de novo. */
  async processarPendentes(): Promise<number> {
    while (this.emAndamento) await this.emAndamento.catch(() => 0);
    this.emAndamento = this.rodarTudo();
    try {
      return await this.emAndamento;
    } finally {
      this.emAndamento = null;
    }
  }

  async iniciar(): Promise<void> {
    const motor = await this.motor();
    if (!temPoolProprio(motor)) await motor.start(); // o de pool próprio já começou ao ser preparado
    this.ligada = true;
    await repo.transferirTarefasAntigas(this.exigirServicos().db, motor, this.definicoes, this.opts.log);
    await this.agendarRotinas(motor);
    await this.entrada.ligar();
    for (const d of this.definicoes.values()) {
      // um lote de até `simultaneas` tarefas de cada vez, executadas juntas, cada uma com o seu resultado; lote
      // cheio → busca de novo na hora (uma fila grande não espera o intervalo de consulta a cada tarefa)
      const id = await motor.work(
        d.nome,
        {
          batchSize: d.simultaneas ?? 2, burstWhenBatchFull: true, perJobResults: true, includeMetadata: true,
          pollingIntervalSeconds: this.opts.consultaSeg ?? 2,
        },
        (jobs) =>
          Promise.all(
            jobs.map((job) =>
              this.executar(d, job).then(
                () => ({ id: job.id, status: 'completed' as const }),
                (err: unknown) => ({ id: job.id, status: 'failed' as const, output: { name: 'ErroDeTarefa', message: (err as Error).message } }),
              ),
            ),
          ),
      );
      this.executores.set(d.nome, id);
    }
  }

  async parar(esperaMs = 30_000): Promise<void> {
    while (this.emAndamento) await this.emAndamento.catch(() => 0);
    if (!this.ligada || !this.motorPronto) return;
    this.ligada = false;
    await this.entrada.desligar();
    const motor = await this.motorPronto;
    await motor.stop({ graceful: true, close: temPoolProprio(motor), timeout: esperaMs });
  }

  async verificar(): Promise<void> {
    const motor = await this.motor();
    if (!(await motor.isInstalled())) throw new Error('fila de tarefas sem esquema');
  }

  async listarFalhas(limite: number, deslocamento: number) {
    return repo.listarFalhas(this.exigirServicos().db, limite, deslocamento);
  }

  async reenviar(id: string): Promise<boolean> {
    const nome = await repo.filaDaFalha(this.exigirServicos().db, id);
    if (!nome) return false;
    const r = (await (await this.motor()).retry(nome, id)) as { affected?: number };
    const devolvida = (r.affected ?? 0) > 0;
    if (devolvida) this.acordar([nome]);
    return devolvida;
  }

  async contarPorSituacao(): Promise<repo.ContagemDeTarefas[]> {
    return repo.contarPorSituacao(this.exigirServicos().db);
  }

  private exigirServicos(): Servicos {
    if (!this.servicos) throw new Error('fila de tarefas sem serviços: chame vincular() antes');
    return this.servicos;
  }

  private definicao(tipo: string): Definicao {
    const d = this.definicoes.get(tipo);
    if (!d) throw new Error(`tipo de tarefa não registrado: "${tipo}"`);
    return d;
  }

  /**
   * O pg-boss desta fila, com as filas de todos os tipos criadas e já conhecidas pelo motor. Chame
   * `preparar()` antes de a fila ser usada dentro de uma transação: no PGlite (uma conexão só) uma consulta
   * de preparo feita fora da transação esperaria por ela para sempre.
   */
  private motor(): Promise<PgBoss> {
    this.motorPronto ??= (async () => {
      const db = this.exigirServicos().db;
      const motor = this.opts.automatica ? criarMotor(db, true, this.opts.log) : await motorCompartilhado(db, this.opts.log);
      if (temPoolProprio(motor)) await motor.start();
      await garantirFilas(motor, [...this.definicoes.values()]);
      return motor;
    })();
    this.motorPronto.catch(() => (this.motorPronto = null));
    return this.motorPronto;
  }

  async preparar(): Promise<void> {
    await this.motor();
  }

  /** As rotinas do registro como agendamentos do pg-boss (horário de São Paulo); as que saíram do registro deixam de rodar. */
  private async agendarRotinas(motor: PgBoss): Promise<void> {
    const rotinas = this.opts.rotinas ?? [];
    for (const r of rotinas) {
      this.definicao(r.tarefa);
      await motor.schedule(r.tarefa, cronDiario(r.hora), {}, { tz: FUSO, key: r.nome, missed: 'once' });
    }
    for (const s of await motor.getSchedules()) {
      if (!rotinas.some((r) => r.tarefa === s.name && r.nome === s.key)) await motor.unschedule(s.name, s.key);
    }
  }

  /** Avisa os executores deste processo de que há tarefa nova (a transação de quem enfileirou pode ainda não ter confirmado). */
  private acordar(tipos: Iterable<string>): void {
    if (!this.ligada) return;
    const ids = [...tipos].map((t) => this.executores.get(t)).filter((x): x is string => !!x);
    if (ids.length === 0) return;
    setTimeout(() => {
      if (this.ligada) for (const id of ids) this.motorPronto?.then((m) => m.notifyWorker(id)).catch(() => undefined);
    }, 20).unref();
  }

  private async rodarTudo(): Promise<number> {
    const motor = await this.motor();
    let total = 0;
    for (;;) {
      await this.repassarEntrada();
      let rodada = 0;
      for (const d of this.definicoes.values()) {
        for (const job of await motor.fetch(d.nome, { batchSize: 10, includeMetadata: true })) {
          rodada++;
          try {
            await this.executar(d, job);
            await motor.complete(d.nome, job.id);
          } catch (err) {
            await motor.fail(d.nome, job.id, { name: 'ErroDeTarefa', message: (err as Error).message });
          }
        }
      }
      if (rodada === 0) return total;
      total += rodada;
    }
  }

  /** Valida os dados, executa com tempo máximo e registra; uma falha sai como `ErroDeTarefa` (sem dados pessoais). */
  private async executar(d: Definicao, job: { id: string; data: unknown; retryCount?: number; retryLimit?: number }): Promise<void> {
    const log = this.opts.log.child({ tarefaId: job.id, tipo: d.nome });
    const tentativa = (job.retryCount ?? 0) + 1;
    try {
      const dados = d.dados.safeParse(job.data);
      if (!dados.success) throw new ErroDeTarefa('dados da tarefa inválidos');
      const ctx = criarCtx(this.exigirServicos(), log);
      await comLimite(d.limiteSeg ?? POLITICA.limiteSeg, (sinal) => d.executar(ctx, dados.data, sinal));
      log.info({ tentativa }, 'tarefa concluída');
    } catch (err) {
      const resumo = resumoDoErro(err);
      this.opts.aoFalhar?.(d.nome);
      const desiste = job.retryLimit !== undefined && job.retryCount !== undefined && job.retryCount >= job.retryLimit;
      log.warn({ erro: resumo, tentativa, desiste }, desiste ? 'tarefa falhou de vez' : 'tarefa falhou; nova tentativa agendada');
      throw new ErroDeTarefa(resumo);
    }
  }
}
