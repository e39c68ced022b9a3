import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type Queue } from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { conexaoDoMotor } from './conexao.ts';
import { POLITICA, type DefinicaoDeTarefa } from './definicao.ts';
import * as repo from './tarefas.repository.ts';

// Definições de tipos diferentes numa mesma lista: o tipo dos dados de cada uma só importa dentro dela.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Definicao = DefinicaoDeTarefa<any>;

export function opcoesDaFila(d: Definicao): Omit<Queue, 'name'> {
  return {
    retryLimit: (d.tentativas ?? POLITICA.tentativas) - 1,
    retryDelay: POLITICA.esperaSeg,
    retryBackoff: true,
    retryDelayMax: POLITICA.esperaMaximaSeg,
    expireInSeconds: Math.ceil(d.limiteSeg ?? POLITICA.limiteSeg) + POLITICA.folgaDaPosseSeg,
    deleteAfterSeconds: POLITICA.retencaoSeg,
    // tarefa nova acorda na hora os executores de todos os processos (LISTEN/NOTIFY no PostgreSQL; sem isso, o
    // processo que não enfileirou só a veria na consulta seguinte, até 2 s depois)
    notify: true,
  };
}

const CAMPOS_DA_FILA = ['retryLimit', 'retryDelay', 'retryBackoff', 'retryDelayMax', 'expireInSeconds', 'deleteAfterSeconds', 'notify'] as const;
/** Conexões do motor do servidor no PostgreSQL (as consultas dos executores; a que escuta os avisos é à parte). */
const CONEXOES_DO_MOTOR = 4;

/** Um motor por processo e banco para as filas que não executam sozinhas (testes, scripts): só enfileira e consulta. */
const motoresCompartilhados = new WeakMap<object, Promise<PgBoss>>();
/** As filas já garantidas por cada motor, para não consultar de novo a cada `Fila` criada sobre ele. */
const filasGarantidas = new WeakMap<PgBoss, Set<string>>();
const clienteDe = (db: Db) => (db as unknown as { $client: object }).$client;

/**
 * O servidor no PostgreSQL (`automatica`) dá ao pg-boss um pool próprio e pequeno: só com ele o pg-boss mantém a
 * conexão que escuta os avisos de tarefa nova (LISTEN/NOTIFY) e acorda os executores de todos os processos. Quem
 * enfileira continua passando a própria transação. No PGlite, e nos testes e scripts, a conexão da aplicação.
 * Um motor de pool próprio precisa de `start()` antes de qualquer consulta (`temPoolProprio`).
 */
export function criarMotor(db: Db, automatica: boolean, log: FastifyBaseLogger): PgBoss {
  const { conexao, pglite, url } = conexaoDoMotor(db);
  const proprio = automatica && !pglite && url;
  const motor = new PgBoss({
    ...(proprio ? { connectionString: url, max: CONEXOES_DO_MOTOR, useListenNotify: true } : { db: conexao }),
    schema: repo.ESQUEMA_DA_FILA,
    ...(pglite ? { backend: 'pglite' as const } : {}),
    migrate: true,
    supervise: automatica,
    schedule: automatica,
    persistWarnings: false,
    openTelemetry: { enabled: false },
  });
  motor.on('error', (err: Error) => log.error({ erro: err?.name, codigo: (err as { code?: string })?.code }, 'erro no motor da fila de tarefas'));
  if (proprio) comPoolProprio.add(motor);
  return motor;
}

const comPoolProprio = new WeakSet<PgBoss>();
/** O motor abre as próprias conexões no `start()` e as fecha ao parar; os outros usam as da aplicação, que ficam. */
export const temPoolProprio = (motor: PgBoss): boolean => comPoolProprio.has(motor);

export function motorCompartilhado(db: Db, log: FastifyBaseLogger): Promise<PgBoss> {
  const cliente = clienteDe(db);
  let m = motoresCompartilhados.get(cliente);
  if (!m) {
    m = Promise.resolve(criarMotor(db, false, log));
    motoresCompartilhados.set(cliente, m);
  }
  return m;
}

/**
 * Cria as filas que faltam, acerta as que mudaram de política (o registro é a fonte) e faz o motor
 * conhecer cada uma (a consulta que ele faria na primeira tarefa enfileirada).
 */
export async function garantirFilas(motor: PgBoss, definicoes: readonly Definicao[]): Promise<void> {
  const garantidas = filasGarantidas.get(motor) ?? new Set<string>();
  filasGarantidas.set(motor, garantidas);
  const faltam = definicoes.filter((d) => !garantidas.has(d.nome));
  if (faltam.length === 0) return;
  const existentes = new Map((await motor.getQueues()).map((q) => [q.name, q]));
  for (const d of faltam) {
    const desejado = opcoesDaFila(d);
    const atual = existentes.get(d.nome);
    if (!atual) {
      await motor.createQueue(d.nome, desejado).catch(async (err: unknown) => {
        // outro processo criou no mesmo instante
        if (!(await motor.getQueue(d.nome))) throw err;
      });
    } else if (CAMPOS_DA_FILA.some((c) => (atual as unknown as Record<string, unknown>)[c] !== desejado[c])) {
      await motor.updateQueue(d.nome, desejado);
    }
    await motor.findJobs(d.nome, { id: '00000000-0000-4000-8000-000000000000', limit: 1 });
    garantidas.add(d.nome);
  }
}

