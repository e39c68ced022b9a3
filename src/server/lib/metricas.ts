import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Métricas no formato do Prometheus (prom-client), um registro por app (os testes montam várias no mesmo
 * processo): pedidos e latência por rota (o molde da rota, nunca a URL com ids), tarefas da fila por tipo e
 * situação (lidas do banco na hora da coleta: valem para todos os processos), falhas de tarefas deste
 * processo (e-mails incluídos) e as métricas do próprio Node (memória, CPU, atraso do laço de eventos).
 */
export interface Metricas {
  registro: Registry;
  registrarPedido(metodo: string, rota: string, status: number, segundos: number): void;
  registrarFalhaDeTarefa(tipo: string): void;
  /** De onde vêm as contagens de tarefas (a fila, ligada depois de criada). */
  contarTarefasCom(fn: () => Promise<{ tipo: string; situacao: string; total: number }[]>): void;
}

/** `processo`: também as métricas do Node (uma vez por processo: os testes, que montam muitas apps, não pedem). */
export function criarMetricas(processo = true): Metricas {
  const registro = new Registry();
  if (processo) collectDefaultMetrics({ register: registro, prefix: 'escola_' });
  const pedidos = new Counter({ name: 'escola_http_pedidos_total', help: 'Pedidos HTTP respondidos, por método, rota e status', labelNames: ['metodo', 'rota', 'status'], registers: [registro] });
  const duracao = new Histogram({
    name: 'escola_http_duracao_segundos',
    help: 'Tempo de resposta dos pedidos HTTP, por método e rota',
    labelNames: ['metodo', 'rota'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registro],
  });
  const falhas = new Counter({ name: 'escola_tarefas_falhas_total', help: 'Execuções de tarefas que falharam neste processo, por tipo (email = e-mails não entregues)', labelNames: ['tipo'], registers: [registro] });
  let contar: (() => Promise<{ tipo: string; situacao: string; total: number }[]>) | null = null;
  new Gauge({
    name: 'escola_tarefas',
    help: 'Tarefas guardadas na fila, por tipo e situação (created, retry, active, completed, failed, cancelled)',
    labelNames: ['tipo', 'situacao'],
    registers: [registro],
    async collect() {
      this.reset();
      for (const l of contar ? await contar() : []) this.set({ tipo: l.tipo, situacao: l.situacao }, l.total);
    },
  });
  return {
    registro,
    registrarPedido(metodo, rota, status, segundos) {
      pedidos.inc({ metodo, rota, status: String(status) });
      duracao.observe({ metodo, rota }, segundos);
    },
    registrarFalhaDeTarefa(tipo) {
      falhas.inc({ tipo });
    },
    contarTarefasCom(fn) {
      contar = fn;
    },
  };
}
