/**
 * `npm start`: constrói o web se preciso, aplica migrações, semeia a demonstração num banco vazio,
 * serve SPA + API numa porta e imprime a URL e as contas de demonstração.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { montarApp, WEB_DIST_DIR } from './app.ts';
import { ConfigError, carregarConfig, type Config } from './config.ts';
import { DbLockedError, lockPgliteDir, openDb, type DbKind } from './db/client.ts';
import { bancoVazio, CONTAS_DEMO, SENHA_DEMO, seedDemo, seedLookups } from './db/seed.ts';
import { seedEventosDemo } from './db/seed-eventos.ts';
import { seedSalas } from './db/seed-salas.ts';
import { criarMailerCaixa, criarMailerSmtp, type Mailer } from './lib/mailer.ts';
import { criarStorageLocal, type Storage } from './lib/storage.ts';
import { criarStorageS3 } from './lib/storage-s3.ts';
import { webDesatualizado } from './lib/web-build.ts';

function falhar(mensagem: string, codigo = 1): never {
  process.stderr.write(`\n${mensagem}\n\n`);
  process.exit(codigo);
}

/** Segredo do JWT: o da configuração, ou um gerado uma vez e guardado em DATA_DIR (modo 600). */
function resolverSegredo(config: Config): string {
  if (config.auth.jwtSecret) return config.auth.jwtSecret;
  const arquivo = path.join(config.dataDir, 'segredo-jwt');
  if (fs.existsSync(arquivo)) return fs.readFileSync(arquivo, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const segredo = randomBytes(48).toString('base64url');
  fs.writeFileSync(arquivo, segredo, { mode: 0o600 });
  return segredo;
}

/** Trava o PGlite (um processo só), abre o banco, migra e semeia as listas e, num banco vazio, a demonstração. */
async function prepararBanco(config: Config) {
  let liberarTrava = () => {};
  if (!config.db.url) {
    try {
      liberarTrava = lockPgliteDir(path.join(config.dataDir, 'db'));
    } catch (err) {
      if (err instanceof DbLockedError) falhar(err.message, 75);
      throw err;
    }
  }
  let avisarPool = (_err: Error) => {};
  const handle = await openDb({
    onPoolError: (err) => avisarPool(err),
    url: config.db.url,
    pgliteDir: path.join(config.dataDir, 'db'),
    poolMax: config.db.poolMax,
    migrate: config.db.migrateOnStart,
  });
  await seedLookups(handle.db);
  await seedSalas(handle.db, dataEmSaoPaulo(new Date()));
  const semear = config.db.seedDemo ?? handle.kind === 'pglite';
  let semeou = false;
  if (semear && (await bancoVazio(handle.db))) {
    await seedDemo(handle.db, config.auth.scryptLogN);
    semeou = true;
  }
  return { handle, liberarTrava, semear, semeou, definirAvisoPool: (fn: (err: Error) => void) => (avisarPool = fn) };
}

/** Onde ficam os arquivos: o bucket de `S3_BUCKET` ou, sem ele, `DATA_DIR/files`; com a linha do banner. */
async function prepararStorage(config: Config): Promise<{ storage: Storage; descricao: string; fechar: () => void }> {
  const s3 = config.storage.s3;
  if (!s3) {
    const dir = path.join(config.dataDir, 'files');
    return { storage: criarStorageLocal(dir), descricao: `diretório ${dir}`, fechar: () => {} };
  }
  const storage = criarStorageS3(s3);
  // só avisa: uma política sem s3:ListBucket recusa o HEAD do bucket mas pode ler e gravar os objetos
  await storage.conferirAcesso().catch((err: unknown) => process.stderr.write(`Aviso: ${err instanceof Error ? err.message : String(err)}\n`));
  return { storage, descricao: `bucket S3 "${s3.bucket}"${s3.endpoint ? ` em ${s3.endpoint}` : ` (AWS, ${s3.regiao})`}`, fechar: storage.fechar };
}

/** Imprime a URL, o banco, o modo de e-mail, onde ficam os arquivos e as contas de demonstração. */
function imprimirBoasVindas(config: Config, app: FastifyInstance, kind: DbKind, modoEmail: Mailer['modo'], arquivos: string, demo: 'criados' | 'existentes' | null): void {
  const endereco = app.server.address();
  const porta = typeof endereco === 'object' && endereco ? endereco.port : config.port;
  const url = config.appUrl ?? `http://localhost:${porta}`;
  const linhas = [
    '',
    `Escola da Saúde rodando em ${url}`,
    `  API: ${url}/api  •  documentação: ${url}/api/docs`,
    `  banco: ${kind === 'pglite' ? `PGlite em ${path.join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)'}` +
      `  •  e-mail: ${modoEmail === 'smtp' ? 'SMTP' : 'caixa de saída em /admin/emails'}`,
    `  arquivos: ${arquivos}`,
    fs.existsSync(path.join(WEB_DIST_DIR, 'index.html')) ? '' : '  (sem build do web: só a API)',
  ];
  if (demo) {
    linhas.push(demo === 'criados' ? '  Dados de demonstração criados. Contas:' : '  Contas de demonstração:');
    for (const c of CONTAS_DEMO) linhas.push(`    ${c.email.padEnd(24)} senha ${SENHA_DEMO}  (${c.perfis.join(', ')})`);
    linhas.push(`    participante1@escola.demo … participante14@escola.demo, senha ${SENHA_DEMO} (usuario; inscritos na oficina lotada)`);
  }
  process.stdout.write(`${linhas.filter((l, i) => l || i === 0).join('\n')}\n\n`);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = carregarConfig();
  } catch (err) {
    if (err instanceof ConfigError) falhar(err.message, 78);
    throw err;
  }

  if (!process.env.SKIP_WEB_BUILD && webDesatualizado()) {
    process.stdout.write('Construindo a interface web (vite build)…\n');
    const { build } = await import('vite');
    await build({ logLevel: 'warn' });
  }

  const { handle, liberarTrava, semear, semeou, definirAvisoPool } = await prepararBanco(config);
  const mailer = config.smtp.url ? await criarMailerSmtp(config.smtp.url, config.smtp.from) : criarMailerCaixa(handle.db);
  const arquivos = await prepararStorage(config);
  const app = await montarApp(config, {
    storage: arquivos.storage,
    db: handle.db,
    dbKind: handle.kind,
    mailer,
    jwtSecret: resolverSegredo(config),
    iniciarTarefas: true,
    logsLegiveis: Boolean(process.stdout.isTTY) && config.env !== 'production',
  });

  definirAvisoPool((err) => app.log.warn({ err }, 'conexão ociosa do PostgreSQL perdida'));
  // eventos e inscrições de demonstração passam pelos serviços (fila de avisos, arquivos): precisam da app montada
  if (semeou) await seedEventosDemo(app.deps, app.log, config.auth.scryptLogN);

  let fechando = false;
  const encerrar = async (sinal: string) => {
    if (fechando) return;
    fechando = true;
    app.log.info({ sinal }, 'encerrando');
    await app.close();
    await mailer.close();
    arquivos.fechar();
    await handle.close();
    liberarTrava();
    process.exit(0);
  };
  process.on('SIGINT', () => void encerrar('SIGINT'));
  process.on('SIGTERM', () => void encerrar('SIGTERM'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    liberarTrava();
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') falhar(`A porta ${config.port} já está em uso. Use PORT=outra-porta.`, 75);
    throw err;
  }
  imprimirBoasVindas(config, app, handle.kind, mailer.modo, arquivos.descricao, semear ? (semeou ? 'criados' : 'existentes') : null);
}

main().catch((err: unknown) => {
  process.stderr.write(`Falha ao iniciar: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
