import type { FastifyBaseLogger } from 'fastify';
import type { Perfil } from '#shared/rules/perfis.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Selador } from './auth/tokens.ts';
import type { Mailer } from './mailer.ts';
import type { Storage } from './storage.ts';
import type { Fila } from './tarefas/fila.ts';

/** Quem fez a requisição, já conferido contra o banco nesta mesma requisição. */
export interface UsuarioAutenticado {
  id: number;
  perfis: Perfil[];
  perfilIncompleto: boolean;
  sessaoId: string;
  via: 'bearer' | 'cookie';
}

/** Os serviços da aplicação, montados uma vez em `montarApp` e entregues a cada operação pelo `ctx`. */
export interface Servicos {
  db: Db;
  config: Config;
  mailer: Mailer;
  selador: Selador;
  /** Fila de tarefas em segundo plano e agendadas (e-mails, rotinas diárias). */
  jobs: Fila;
  /** Arquivos enviados e gerados (entregues só depois de conferir o acesso). */
  storage: Storage;
  /** Relógio injetável: toda regra de tempo usa `now()` (testes avançam o relógio). */
  now: () => Date;
}

/**
 * Contexto de cada operação de serviço (CONVENTIONS S3): `operacao(ctx, input)`, sempre.
 * Dentro de uma transação, quem chama outro serviço passa `{ ...ctx, db: tx }`.
 */
export interface Ctx extends Servicos {
  user: UsuarioAutenticado | null;
  log: FastifyBaseLogger;
}

/** Contexto de uma operação que exige sessão. */
export type CtxAutenticado = Ctx & { user: UsuarioAutenticado };

/** Monta o contexto de uma operação a partir dos serviços da app. */
export function criarCtx(servicos: Servicos, log: FastifyBaseLogger, user: UsuarioAutenticado | null = null): Ctx {
  const { db, config, mailer, selador, jobs, storage, now } = servicos;
  return { db, config, mailer, selador, jobs, storage, now, user, log };
}
