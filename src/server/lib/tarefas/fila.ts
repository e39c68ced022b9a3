import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { criarCtx, type Ctx, type Servicos } from '../context.ts';
import * as repo from './tarefas.repository.ts';
import { agoraEmSaoPaulo } from './horario.ts';

export type { NovaTarefa } from './tarefas.repository.ts';

/** O que executa uma tarefa de um tipo. Lançar um erro = falha (volta à fila com espera crescente). */
export type Tratador = (ctx: Ctx, dados: unknown) => Promise<void>;

/** Rotina diária: todo dia, a partir de `hora` (HH:MM, horário de São Paulo), uma tarefa do `tipo`. */
export interface RotinaDiaria {
  nome: string;
  hora: string;
  tipo: string;
  dados?: unknown;
}

export interface OpcoesFila {
  log: FastifyBaseLogger;
  /** Intervalo entre as varreduras da fila (ms). */
  intervaloMs?: number;
  /** Por quanto tempo uma tarefa tomada fica com este processo antes de outro poder retomá-la (ms). */
  travaMs?: number;
  /** Tarefas tomadas por varredura. */
  lote?: number;
}

/** Primeira espera depois de uma falha; dobra a cada tentativa, até `ESPERA_MAXIMA_MS`. */
export const ESPERA_INICIAL_MS = 30_000;
export const ESPERA_MAXIMA_MS = 60 * 60_000;

export function esperaAposFalha(tentativas: number): number {
  return Math.min(ESPERA_INICIAL_MS * 2 ** Math.max(0, tentativas - 1), ESPERA_MAXIMA_MS);
}

/**
 * A fila de tarefas da aplicação. Guardada no banco (tabela `tarefas`), funciona igual no PGlite e no
 * PostgreSQL: quem enfileira passa o próprio `db` (ou `tx`), e a tarefa só existe se a transação
 * confirmar; cada varredura toma as vencidas com `SKIP LOCKED`; falhas voltam com espera exponencial
 * até `maxTentativas` e então ficam como `falhou`, para um administrador ver e reenviar.
 */
export interface Fila {
  /** Enfileira (na transação de quem chama, se `db` for um `tx`). Falso se a chave de idempotência já existia. */
  enfileirar(db: Db, tarefa: repo.NovaTarefa): Promise<boolean>;
  /** Várias de uma vez (uma gravação por bloco); devolve quantas foram criadas (as de chave repetida ficam de fora). */
  enfileirarVarias(db: Db, tarefas: readonly repo.NovaTarefa[]): Promise<number>;
  registrar(tipo: string, tratador: Tratador): void;
  agendarDiaria(rotina: RotinaDiaria): void;
  /** Executa tudo o que está vencido agora (inclusive o que as tarefas enfileirarem); devolve quantas rodaram. */
  processarPendentes(): Promise<number>;
  /** Liga a varredura periódica (o servidor liga; os testes chamam `processarPendentes`). */
  iniciar(): void;
  /** Para a varredura e espera a que estiver em andamento. */
  parar(): Promise<void>;
}

/** Cria a fila. Os serviços chegam depois (`vincular`), porque a própria fila faz parte deles. */
export function criarFila(opts: OpcoesFila): Fila & { vincular(servicos: Servicos): void } {
  return new FilaNoBanco(opts);
}

class FilaNoBanco implements Fila {
  private readonly tratadores = new Map<string, Tratador>();
  private readonly rotinas: RotinaDiaria[] = [];
  private servicos: Servicos | null = null;
  private temporizador: NodeJS.Timeout | null = null;
  private emAndamento: Promise<number> | null = null;
  private ligada = false;

  constructor(private readonly opts: OpcoesFila) {}

  vincular(servicos: Servicos): void {
    this.servicos = servicos;
  }

  async enfileirar(db: Db, tarefa: repo.NovaTarefa): Promise<boolean> {
    const criada = await repo.inserirTarefa(db, tarefa, this.exigirServicos().now());
    // acorda a varredura logo (se a transação de quem chamou ainda não confirmou, a próxima pega)
    if (criada && !tarefa.executarEm) this.agendarVarredura(20);
    return criada;
  }

  async enfileirarVarias(db: Db, tarefas: readonly repo.NovaTarefa[]): Promise<number> {
    if (tarefas.length === 0) return 0;
    const criadas = await repo.inserirTarefas(db, tarefas, this.exigirServicos().now());
    if (criadas > 0) this.agendarVarredura(20);
    return criadas;
  }

  registrar(tipo: string, tratador: Tratador): void {
    if (this.tratadores.has(tipo)) throw new Error(`tratador duplicado para "${tipo}"`);
    this.tratadores.set(tipo, tratador);
  }

  agendarDiaria(rotina: RotinaDiaria): void {
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(rotina.hora)) throw new Error(`hora inválida: ${rotina.hora}`);
    this.rotinas.push(rotina);
  }

  /** Uma varredura por vez neste processo; quem chega durante uma espera por ela e roda de novo. */
  async processarPendentes(): Promise<number> {
    while (this.emAndamento) await this.emAndamento.catch(() => 0);
    this.emAndamento = this.varrer();
    try {
      return await this.emAndamento;
    } finally {
      this.emAndamento = null;
    }
  }

  iniciar(): void {
    this.ligada = true;
    this.agendarVarredura(0);
  }

  async parar(): Promise<void> {
    this.ligada = false;
    if (this.temporizador) clearTimeout(this.temporizador);
    this.temporizador = null;
    while (this.emAndamento) await this.emAndamento.catch(() => 0);
  }

  private exigirServicos(): Servicos {
    if (!this.servicos) throw new Error('fila de tarefas sem serviços: chame vincular() antes');
    return this.servicos;
  }

  private agendarVarredura(ms: number): void {
    if (!this.ligada) return;
    if (this.temporizador) clearTimeout(this.temporizador);
    this.temporizador = setTimeout(() => {
      this.temporizador = null;
      this.processarPendentes()
        .catch((err: unknown) => this.opts.log.error({ erro: (err as Error)?.name }, 'falha ao varrer a fila de tarefas'))
        .finally(() => this.agendarVarredura(this.opts.intervaloMs ?? 1000));
    }, ms);
    this.temporizador.unref();
  }

  private async varrer(): Promise<number> {
    const s = this.exigirServicos();
    await this.enfileirarRotinas(s);
    const travaMs = this.opts.travaMs ?? 5 * 60_000;
    let total = 0;
    for (;;) {
      const agora = s.now();
      const tomadas = await repo.tomarTarefas(s.db, agora, this.opts.lote ?? 10, new Date(agora.getTime() + travaMs));
      if (tomadas.length === 0) return total;
      for (const t of tomadas) await this.executar(s, t);
      total += tomadas.length;
    }
  }

  /** Enfileira as rotinas diárias cuja hora já passou hoje (a chave `nome:data` impede repetir). */
  private async enfileirarRotinas(s: Servicos): Promise<void> {
    const { data, hora } = agoraEmSaoPaulo(s.now());
    for (const r of this.rotinas) {
      if (hora < r.hora) continue;
      await repo.inserirTarefa(s.db, { tipo: r.tipo, dados: r.dados ?? {}, chave: `${r.nome}:${data}` }, s.now());
    }
  }

  private async executar(s: Servicos, t: repo.LinhaTarefa): Promise<void> {
    const log = this.opts.log.child({ tarefaId: t.id, tipo: t.tipo });
    const tratador = this.tratadores.get(t.tipo);
    try {
      if (!tratador) throw new Error(`nenhum tratador registrado para o tipo "${t.tipo}"`);
      await tratador(criarCtx(s, log), t.dados);
      await repo.concluirTarefa(s.db, t.id, s.now());
      log.info({ tentativa: t.tentativas }, 'tarefa concluída');
    } catch (err) {
      // LGPD: só o tipo e o código do erro (mensagens de SMTP podem conter endereços)
      const e = err as { name?: string; code?: string; message?: string };
      const resumo = [e?.name ?? 'Error', e?.code].filter(Boolean).join(' ') + (tratador ? '' : `: ${e?.message}`);
      const proxima = t.tentativas < t.maxTentativas ? new Date(s.now().getTime() + esperaAposFalha(t.tentativas)) : null;
      await repo.registrarFalha(s.db, t.id, resumo.slice(0, 500), proxima);
      log.warn({ erro: resumo, tentativa: t.tentativas, desiste: !proxima }, proxima ? 'tarefa falhou; nova tentativa agendada' : 'tarefa falhou de vez');
    }
  }
}
