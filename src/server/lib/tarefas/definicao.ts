import type { z } from 'zod';
import type { Ctx } from '../context.ts';

/**
 * Um tipo de tarefa em segundo plano: o nome da fila, o formato dos dados (validado ao enfileirar e ao
 * executar), o que ela faz, quantas vezes tenta e quanto tempo pode levar. Todas ficam listadas em
 * `modules/registro-de-tarefas.ts`.
 */
export interface DefinicaoDeTarefa<T = unknown> {
  nome: string;
  dados: z.ZodType<T>;
  /** Lançar um erro = falha (nova tentativa com espera crescente; esgotadas, fica visível em /admin/emails). */
  executar(ctx: Ctx, dados: T, sinal: AbortSignal): Promise<void>;
  /** Tentativas no total (padrão 5). */
  tentativas?: number;
  /** Tempo máximo de uma execução, em segundos (padrão 120); sempre menor que a posse da tarefa. */
  limiteSeg?: number;
  /** Quantas desta fila um processo executa ao mesmo tempo (padrão 2; um lote cheio faz o executor buscar de novo na hora). */
  simultaneas?: number;
}

/** Declara um tipo de tarefa (só ajuda a inferência de `dados`). */
export function definirTarefa<T>(d: DefinicaoDeTarefa<T>): DefinicaoDeTarefa<T> {
  return d;
}

/** Rotina diária: todo dia às `hora` (HH:MM, horário de São Paulo), uma tarefa de `tarefa` (sem dados). */
export interface RotinaDiaria {
  nome: string;
  hora: string;
  tarefa: string;
}

/** Uma tarefa a enfileirar. */
export interface NovaTarefa {
  tipo: string;
  dados?: unknown;
  /**
   * Chave de idempotência, para sempre: uma segunda tarefa com a mesma chave não é criada (gravada em
   * `tarefas_unicas` na mesma transação).
   */
  chave?: string | null;
  executarEm?: Date;
  /** Tentativas no total, quando diferente da definição. */
  maxTentativas?: number;
}

/** Tentativas, espera e retenção comuns a todas as filas. */
export const POLITICA = {
  tentativas: 5,
  limiteSeg: 120,
  /** Primeira espera depois de uma falha (s); dobra a cada tentativa até `esperaMaximaSeg`. */
  esperaSeg: 30,
  esperaMaximaSeg: 60 * 60,
  /** Posse de uma tarefa tomada = limite + esta folga: a execução sempre acaba (ou é cortada) antes. */
  folgaDaPosseSeg: 60,
  /** Tarefas concluídas ou que falharam ficam 7 dias (a tela de falhas, a auditoria) e então somem. */
  retencaoSeg: 7 * 24 * 60 * 60,
} as const;

const HORA_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `HH:MM` → expressão cron diária (minuto hora * * *). */
export function cronDiario(hora: string): string {
  const m = HORA_RE.exec(hora);
  if (!m) throw new Error(`hora inválida: ${hora}`);
  return `${Number(m[2])} ${Number(m[1])} * * *`;
}
