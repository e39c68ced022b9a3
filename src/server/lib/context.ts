import type { FastifyBaseLogger } from 'fastify';
import type { Perfil } from '#shared/rules/perfis.ts';
import type { Db } from '../db/client.ts';

/** Quem fez a requisição, já conferido contra o banco nesta mesma requisição. */
export interface UsuarioAutenticado {
  id: number;
  perfis: Perfil[];
  perfilIncompleto: boolean;
  sessaoId: string;
  via: 'bearer' | 'cookie';
}

/** Contexto de cada operação de serviço (CONVENTIONS S3). */
export interface Ctx {
  db: Db;
  user: UsuarioAutenticado | null;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** Contexto de uma operação que exige sessão. */
export type CtxAutenticado = Ctx & { user: UsuarioAutenticado };
