/**
 * O banco na cópia de segurança: o PGlite pelo dump do diretório de dados (`dumpDataDir`) e o PostgreSQL pelo
 * `pg_dump --format=custom` / `pg_restore` do cliente oficial. Os dois contam as linhas de cada tabela dos
 * esquemas da aplicação (public, a fila pgboss e o controle de migrações drizzle), na cópia e na volta.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export type TipoDeBanco = 'pglite' | 'postgres';
export type Contagens = Record<string, number>;
type Consultar = (texto: string) => Promise<Record<string, unknown>[]>;

/** Os esquemas da aplicação: as tabelas, a fila (pg-boss) e o registro das migrações. */
export const ESQUEMAS = ['public', 'pgboss', 'drizzle'] as const;

/** Falha explicada para quem roda o comando (mensagem em português, código de saída). */
export class ErroDeCopia extends Error {
  constructor(
    message: string,
    readonly codigo = 1,
  ) {
    super(message);
  }
}

const ident = (s: string) => `"${s.replaceAll('"', '""')}"`;

/** Linhas de cada tabela dos esquemas da aplicação (`esquema.tabela`), numa consulta só. */
export async function contarLinhas(consultar: Consultar): Promise<Contagens> {
  const tabelas = (await consultar(`
    select n.nspname as esquema, c.relname as tabela from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in (${ESQUEMAS.map((e) => `'${e}'`).join(', ')}) and c.relkind in ('r', 'p') and not c.relispartition
    order by 1, 2`)) as { esquema: string; tabela: string }[];
  if (tabelas.length === 0) return {};
  const partes = tabelas.map((t) => `select '${`${t.esquema}.${t.tabela}`.replaceAll("'", "''")}' as t, count(*)::text as n from ${ident(t.esquema)}.${ident(t.tabela)}`);
  const linhas = (await consultar(partes.join(' union all '))) as { t: string; n: string }[];
  return Object.fromEntries(linhas.map((l) => [l.t, Number(l.n)]));
}

/** As diferenças entre as contagens da cópia e as do banco restaurado (vazio se conferem). */
export function diferencas(esperadas: Contagens, obtidas: Contagens): string[] {
  const nomes = [...new Set([...Object.keys(esperadas), ...Object.keys(obtidas)])].sort();
  return nomes.filter((n) => esperadas[n] !== obtidas[n]).map((n) => `${n}: ${esperadas[n] ?? 'ausente'} na cópia, ${obtidas[n] ?? 'ausente'} no banco`);
}

// ---------------------------------------------------------------- PGlite

/** Abre o diretório do PGlite (sem migrar), conta e tira o dump (um tar, sem compressão: o arquivo todo já é gzip). */
export async function copiarPglite(dir: string): Promise<{ dump: Buffer; contagens: Contagens; servidor: string }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(dir);
  try {
    const consultar: Consultar = async (t) => (await pg.query<Record<string, unknown>>(t)).rows;
    const contagens = await contarLinhas(consultar);
    const [v] = await consultar('show server_version');
    const dump = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
    return { dump, contagens, servidor: String(v?.server_version ?? '') };
  } finally {
    await pg.close();
  }
}

/** Cria o PGlite em `dir` (que não pode existir) a partir do dump e devolve as contagens do banco criado. */
export async function restaurarPglite(dir: string, dump: Buffer): Promise<Contagens> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(dir, { loadDataDir: new Blob([new Uint8Array(dump)]) });
  try {
    return await contarLinhas(async (t) => (await pg.query<Record<string, unknown>>(t)).rows);
  } finally {
    await pg.close();
  }
}

// ---------------------------------------------------------------- PostgreSQL

/** Pasta dos programas do cliente do PostgreSQL (vazia: os do PATH). */
export interface BinariosPg {
  pasta?: string | undefined;
}

const programa = (b: BinariosPg, nome: string) => (b.pasta ? path.join(b.pasta, nome) : nome);

/** A URL sem a senha (que iria para a lista de processos) e o ambiente com ela em PGPASSWORD. */
function conexaoDosProgramas(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.password) {
    env.PGPASSWORD = decodeURIComponent(u.password);
    u.password = '';
  }
  return { url: u.toString(), env };
}

interface Saida {
  codigo: number | null;
  stdout: string;
  stderr: string;
}

function rodar(b: BinariosPg, nome: string, args: string[], env?: NodeJS.ProcessEnv): Promise<Saida> {
  return new Promise((resolve, reject) => {
    const filho = spawn(programa(b, nome), args, { env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    filho.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    filho.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    filho.on('error', (err) => reject(erroDoPrograma(b, nome, err)));
    filho.on('close', (codigo) => resolve({ codigo, stdout, stderr }));
  });
}

function erroDoPrograma(b: BinariosPg, nome: string, err: Error): Error {
  if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return err;
  return new ErroDeCopia(
    `O programa ${nome} não foi encontrado${b.pasta ? ` em ${b.pasta}` : ''}. Ele vem com o cliente do PostgreSQL ` +
      '(Debian/Ubuntu: apt-get install postgresql-client); se estiver noutra pasta, indique-a em PG_BIN_DIR ' +
      '(ex.: PG_BIN_DIR=/usr/lib/postgresql/16/bin).',
  );
}

const ultimasLinhas = (texto: string) => texto.trim().split('\n').slice(-8).join('\n');

/** Confere que os programas existem e não são mais velhos que o servidor (o pg_dump recusa um servidor mais novo). */
export async function conferirProgramas(b: BinariosPg, nomes: string[], versaoServidor?: number): Promise<void> {
  for (const nome of nomes) {
    const r = await rodar(b, nome, ['--version']);
    const major = Number(/(\d+)(\.\d+)?/.exec(r.stdout)?.[1]);
    if (r.codigo !== 0 || !major) throw new ErroDeCopia(`O programa ${nome} não respondeu a --version: ${ultimasLinhas(r.stderr || r.stdout)}`);
    if (versaoServidor && major < versaoServidor) {
      throw new ErroDeCopia(
        `O ${nome} é da versão ${major} e o servidor PostgreSQL é da ${versaoServidor}: instale o cliente ${versaoServidor} ` +
          `(Debian: postgresql-client-${versaoServidor}) e, se preciso, aponte PG_BIN_DIR para a pasta dele (ex.: /usr/lib/postgresql/${versaoServidor}/bin).`,
      );
    }
  }
}

/** Abre uma conexão do `pg` e roda `fn`; um banco inacessível vira uma mensagem clara. */
export async function comPostgres<T>(url: string, fn: (consultar: Consultar) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const cliente = new pg.Client({ connectionString: url });
  try {
    await cliente.connect();
  } catch (err) {
    throw new ErroDeCopia(`Não foi possível conectar ao PostgreSQL de DATABASE_URL: ${(err as Error).message}`);
  }
  try {
    return await fn(async (t) => (await cliente.query<Record<string, unknown>>(t)).rows);
  } finally {
    await cliente.end();
  }
}

const versaoMaior = async (consultar: Consultar) => Math.floor(Number((await consultar('show server_version_num'))[0]?.server_version_num) / 10000);

/**
 * `pg_dump --format=custom` do banco inteiro num instantâneo exportado: as contagens do manifesto saem do mesmo
 * instantâneo que o dump, mesmo com o servidor no ar.
 */
export async function copiarPostgres(url: string, arquivo: string, b: BinariosPg): Promise<{ contagens: Contagens; servidor: string }> {
  await conferirProgramas(b, ['pg_dump']);
  return comPostgres(url, async (consultar) => {
    await conferirProgramas(b, ['pg_dump'], await versaoMaior(consultar));
    await consultar('begin isolation level repeatable read read only');
    const [s] = await consultar('select pg_export_snapshot() as s');
    const contagens = await contarLinhas(consultar);
    const [v] = await consultar('show server_version');
    const c = conexaoDosProgramas(url);
    const r = await rodar(b, 'pg_dump', ['--format=custom', `--snapshot=${String(s?.s)}`, '--file', arquivo, '--dbname', c.url], c.env);
    await consultar('commit');
    if (r.codigo !== 0) throw new ErroDeCopia(`O pg_dump falhou:\n${ultimasLinhas(r.stderr)}`);
    return { contagens, servidor: String(v?.server_version ?? '') };
  });
}

/** O que impede restaurar sem --substituir (vazio: banco livre) e quantas outras conexões usam o banco. */
export async function ocupacaoPostgres(url: string): Promise<{ ocupado: string[]; outrasConexoes: number }> {
  return comPostgres(url, async (consultar) => {
    const linhas = (await consultar(`
      select n.nspname as esquema, count(c.oid)::int as objetos from pg_namespace n
      left join pg_class c on c.relnamespace = n.oid and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
      where n.nspname in (${ESQUEMAS.map((e) => `'${e}'`).join(', ')}) group by n.nspname order by 1`)) as { esquema: string; objetos: number }[];
    const usados = linhas.filter((l) => l.esquema !== 'public' || l.objetos > 0).map((l) => `${l.esquema}: ${l.objetos} tabelas e sequências`);
    const ocupado = usados.length > 0 ? [`o PostgreSQL de destino já tem os esquemas da aplicação (${usados.join('; ')})`] : [];
    const [c] = await consultar('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return { ocupado, outrasConexoes: Number(c?.n ?? 0) };
  });
}

/**
 * `pg_restore` → `psql` numa transação só: com `substituir`, os esquemas da aplicação caem na mesma transação
 * que recria tudo, então uma falha no meio não deixa o banco pela metade.
 */
export async function restaurarPostgres(url: string, arquivo: string, substituir: boolean, b: BinariosPg): Promise<Contagens> {
  await conferirProgramas(b, ['pg_restore', 'psql']);
  const c = conexaoDosProgramas(url);
  const prefixo = [
    'set client_min_messages = warning;',
    ...(substituir ? ESQUEMAS.map((e) => `drop schema if exists ${ident(e)} cascade;`) : []),
    'create schema if not exists public;',
    '',
  ].join('\n');
  const psql = spawn(programa(b, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', '-', '--dbname', c.url], { env: c.env, stdio: ['pipe', 'ignore', 'pipe'] });
  const restore = spawn(programa(b, 'pg_restore'), ['--no-owner', '--no-privileges', '--file', '-', arquivo], { env: c.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const fim = (filho: typeof psql | typeof restore, nome: string) =>
    new Promise<{ codigo: number | null; stderr: string }>((resolve, reject) => {
      let stderr = '';
      filho.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
      filho.on('error', (err) => reject(erroDoPrograma(b, nome, err)));
      filho.on('close', (codigo) => resolve({ codigo, stderr }));
    });
  const esperaPsql = fim(psql, 'psql');
  const esperaRestore = fim(restore, 'pg_restore');
  psql.stdin.on('error', () => undefined); // o psql pode sair antes (erro): o código de saída dele conta a história
  psql.stdin.write(prefixo);
  // o psql só recebe o fim da entrada (e faz o COMMIT) se o pg_restore terminou bem; senão é encerrado antes,
  // e o PostgreSQL desfaz a transação
  restore.stdout.pipe(psql.stdin, { end: false });
  let psqlParouAntes = false;
  psql.on('exit', () => {
    // o psql parou antes do fim (erro no SQL): o resto do pg_restore é descartado e ele, encerrado
    restore.stdout.unpipe(psql.stdin);
    restore.stdout.resume();
    if (restore.exitCode === null && restore.signalCode === null) {
      psqlParouAntes = true;
      restore.kill('SIGTERM');
    }
  });
  const rr = await esperaRestore.catch((err: unknown) => {
    psql.kill('SIGTERM');
    throw err;
  });
  if (rr.codigo === 0) psql.stdin.end();
  else psql.kill('SIGTERM');
  const rp = await esperaPsql;
  if (rr.codigo !== 0 && !psqlParouAntes) throw new ErroDeCopia(`O pg_restore falhou (nada foi alterado no banco):\n${ultimasLinhas(rr.stderr)}`);
  if (rp.codigo !== 0) throw new ErroDeCopia(`A restauração no PostgreSQL falhou (nada foi alterado no banco):\n${ultimasLinhas(rp.stderr)}`);
  return comPostgres(url, contarLinhas);
}
