import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { montarApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import { criarMailerCaixa, type Mailer } from '../lib/mailer.ts';
import { criarStorageLocal, type Storage } from '../lib/storage.ts';
import { configDeTeste, SEGREDO_TESTE } from './config.ts';
import { criarBancoDeTeste, limparBanco } from './db.ts';

export { SEGREDO_TESTE } from './config.ts';

export interface AppDeTeste {
  app: FastifyInstance;
  handle: DbHandle;
  config: Config;
  /** Relógio controlável: os testes avançam o tempo com `relogio.avancar(ms)`. */
  relogio: { agora: Date; avancar(ms: number): void };
}

/**
 * Uma app por arquivo de teste, sobre um banco próprio (PGlite do modelo, ou PostgreSQL real).
 * Use `beforeEach(() => limpar(t))` para isolar os testes.
 */
export async function criarAppDeTeste(
  opts: {
    env?: Record<string, string>;
    mailer?: (h: DbHandle) => Mailer;
    inicio?: Date;
    /** Liga os logs (nível info, em JSON) e os escreve neste stream, para o teste ler. */
    logStream?: NodeJS.WritableStream;
    /** Serve o SPA deste diretório (um build falso do web); sem ele, só a API. */
    webDir?: string;
    /** Chamado a cada comando SQL (testes que provam que nada rodou). */
    aoConsultar?: (sql: string) => void;
    /** Storage dos arquivos (um S3 de teste, por exemplo); sem ele, um diretório temporário, apagado no fim. */
    storage?: Storage;
  } = {},
): Promise<AppDeTeste> {
  const handle = await criarBancoDeTeste(opts.aoConsultar ? { aoConsultar: opts.aoConsultar } : {});
  const config = configDeTeste({ ...(opts.logStream ? { LOG_LEVEL: 'info' } : {}), ...opts.env });
  const relogio = {
    agora: opts.inicio ?? new Date(),
    avancar(ms: number) {
      relogio.agora = new Date(relogio.agora.getTime() + ms);
    },
  };
  const arquivos = opts.storage ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'escola-arquivos-'));
  const app = await montarApp(config, {
    storage: opts.storage ?? criarStorageLocal(arquivos!),
    db: handle.db,
    dbKind: handle.kind,
    mailer: opts.mailer ? opts.mailer(handle) : criarMailerCaixa(handle.db),
    jwtSecret: SEGREDO_TESTE,
    now: () => relogio.agora,
    serveWeb: Boolean(opts.webDir),
    ...(opts.webDir ? { webDir: opts.webDir } : {}),
    logger: Boolean(opts.logStream),
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
  });
  if (arquivos) app.addHook('onClose', async () => fs.rmSync(arquivos, { recursive: true, force: true }));
  await app.ready();
  return { app, handle, config, relogio };
}

export async function limpar(t: AppDeTeste): Promise<void> {
  await limparBanco(t.handle);
}

export async function fechar(t: AppDeTeste | undefined): Promise<void> {
  if (!t) return;
  await t.app.close();
  await t.handle.close();
}
