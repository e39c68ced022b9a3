import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { openDb, type Db, type DbHandle } from '../../db/client.ts';
import { seedLookups } from '../../db/seed.ts';
import { ctxDeTeste, criarUsuario } from '../../testing/factories.ts';
import { CACHE_DIR, impressaoMigracoes } from '../../testing/global-setup.ts';
import { criarFilaDeTeste } from '../../testing/tarefas.ts';
import { TAREFA_EMAIL } from '../mailer.ts';
import { criarStorageLocal } from '../storage.ts';
import { ENTRADA_MANIFESTO, extrairArquivo, FORMATO, gravarArquivo, listarArquivos, type Manifesto } from './arquivo.ts';
import { executarBackup, executarRestore, type Terminal } from './cli.ts';
import { ErroDeCopia, fazerCopia, restaurarCopia } from './copia.ts';
import { comPostgres, restaurarPostgres } from './banco.ts';

const NO_POSTGRES = process.env.TEST_DB_KIND === 'postgres';
const EMAIL = 'maria.copia@teste.gov.br';
const SEGREDO = 'segredo-gerado-da-origem';
const TABELAS = ['usuarios', 'cargos', 'unidades', 'pgboss.job', 'pgboss.queue', 'drizzle.__drizzle_migrations'];

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'copia-de-seguranca-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function linhas<T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> {
  const r = await db.execute(q);
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
}

async function contar(db: Db): Promise<Record<string, number>> {
  const r: Record<string, number> = {};
  for (const t of TABELAS) r[t] = Number((await linhas<{ n: string }>(db, sql.raw(`select count(*)::text as n from ${t}`)))[0]!.n);
  return r;
}

/** Dados de exemplo: pessoas (uma conhecida), uma tarefa na fila do pg-boss e dois arquivos no storage. */
async function popular(db: Db, dataDir: string) {
  await criarUsuario(db, { nome: 'Maria da Cópia', email: EMAIL, perfis: ['usuario', 'administrador'] });
  for (let i = 0; i < 3; i++) await criarUsuario(db);
  const fila = criarFilaDeTeste();
  fila.vincular(ctxDeTeste(db));
  await fila.preparar();
  await fila.enfileirar(db, { tipo: TAREFA_EMAIL, dados: { para: EMAIL, assunto: 'Cópia', texto: 'Olá' } });
  const storage = criarStorageLocal(path.join(dataDir, 'files'));
  const conteudos = [randomBytes(300_000), Buffer.from('%PDF-1.4 certificado de teste')];
  const chaves = [await storage.salvar('assinaturas', conteudos[0]!, '.png'), await storage.salvar('certificados', conteudos[1]!, '.pdf')];
  return { arquivos: chaves.map((chave, i) => ({ chave, conteudo: conteudos[i]! })), contagens: await contar(db) };
}
type Populado = Awaited<ReturnType<typeof popular>>;

/** Confere no destino as contagens, a pessoa conhecida e os bytes de cada arquivo. */
async function conferirDestino(handle: DbHandle, dataDir: string, origem: Populado): Promise<void> {
  expect(await contar(handle.db)).toEqual(origem.contagens);
  expect(origem.contagens['pgboss.job']).toBeGreaterThan(0);
  const [maria] = await linhas<{ nome: string; perfis: string[] }>(handle.db, sql`select nome, perfis from usuarios where email = ${EMAIL}`);
  expect(maria).toMatchObject({ nome: 'Maria da Cópia', perfis: ['usuario', 'administrador'] });
  for (const a of origem.arquivos) expect(fs.readFileSync(path.join(dataDir, 'files', a.chave)).equals(a.conteudo)).toBe(true);
}

/** A promessa falha com ErroDeCopia e a mensagem esperada. */
async function falhaCom(p: Promise<unknown>, mensagem: RegExp, codigo?: number): Promise<void> {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ErroDeCopia);
  expect((err as Error).message).toMatch(mensagem);
  if (codigo !== undefined) expect((err as ErroDeCopia).codigo).toBe(codigo);
}

/** Um .tar.gz com as entradas dadas (para arquivos estranhos), gravado pelo `tar`; `link` vira um link simbólico. */
async function tarGz(arquivo: string, entradas: { nome: string; conteudo?: Buffer; link?: string; pasta?: true }[]): Promise<void> {
  const pasta = fs.mkdtempSync(path.join(tmp, 'entradas-'));
  for (const e of entradas) {
    fs.mkdirSync(path.dirname(path.join(pasta, e.nome)), { recursive: true });
    if (e.pasta) fs.mkdirSync(path.join(pasta, e.nome), { recursive: true });
    else if (e.link) fs.symlinkSync(e.link, path.join(pasta, e.nome));
    else fs.writeFileSync(path.join(pasta, e.nome), e.conteudo ?? '');
  }
  await tar.create({ file: arquivo, gzip: true, cwd: pasta, noDirRecurse: true }, entradas.map((e) => e.nome));
}

/** Um manifesto válido para o conteúdo dado. */
function manifestoPara(tipo: 'pglite' | 'postgres', banco: Buffer, arquivos: { chave: string; bytes: number; sha256: string }[] = [], segredo: Buffer | null = null): Manifesto {
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  return {
    formato: FORMATO, versao: 1, criadaEm: new Date().toISOString(), aplicacao: { nome: 'escola-da-saude', versao: '0.0.0' },
    banco: { tipo, servidor: '0', bytes: banco.length, sha256: sha(banco), contagens: {} },
    arquivos: { quantidade: arquivos.length, bytes: arquivos.reduce((s, a) => s + a.bytes, 0), lista: arquivos },
    segredoJwt: segredo ? { bytes: segredo.length, sha256: sha(segredo) } : null,
  };
}

/** Uma cópia falsa (só o manifesto vale) de um tipo de banco, para testar a recusa entre tipos. */
async function copiaDeOutroTipo(tipo: 'pglite' | 'postgres', arquivo: string): Promise<void> {
  const banco = Buffer.from('não é um banco');
  await gravarArquivo(arquivo, manifestoPara(tipo, banco), { banco, arquivos: [], segredo: null });
}

describe('arquivo da cópia (.tar.gz)', () => {
  it('ida e volta: nomes longos, tamanhos na borda do bloco, manifesto primeiro e legível pelo tar do sistema', async () => {
    const origem = path.join(tmp, 'ida-origem');
    const conteudos: Record<string, Buffer> = {
      [`${'pasta-'.repeat(12)}/${'n'.repeat(90)}.bin`]: randomBytes(1000),
      'vazio.txt': Buffer.alloc(0),
      'bloco.bin': randomBytes(512),
      'grande.bin': randomBytes(200_000),
    };
    for (const [chave, c] of Object.entries(conteudos)) {
      fs.mkdirSync(path.dirname(path.join(origem, chave)), { recursive: true });
      fs.writeFileSync(path.join(origem, chave), c);
    }
    const arquivos = await listarArquivos(origem);
    const banco = randomBytes(70_000);
    const segredo = Buffer.from(SEGREDO);
    const manifesto = manifestoPara('pglite', banco, arquivos.map(({ chave, bytes, sha256 }) => ({ chave, bytes, sha256 })), segredo);
    const arquivo = path.join(tmp, 'ida-e-volta.tar.gz');
    await gravarArquivo(arquivo, manifesto, { banco, arquivos, segredo });
    expect(fs.statSync(arquivo).mode & 0o777).toBe(0o600);
    const nomes = execFileSync('tar', ['-tzf', arquivo], { encoding: 'utf8' }).trim().split('\n');
    expect(nomes).toEqual([ENTRADA_MANIFESTO, 'banco/pglite.tar', ...arquivos.map((a) => `arquivos/${a.chave}`), 'segredo-jwt']);

    const destino = path.join(tmp, 'ida-destino');
    fs.mkdirSync(destino);
    const lido = await extrairArquivo(arquivo, destino, (m) => expect(m).toEqual(manifesto));
    expect(lido).toEqual(manifesto);
    expect(fs.readFileSync(path.join(destino, 'banco', 'pglite.tar')).equals(banco)).toBe(true);
    expect(fs.readFileSync(path.join(destino, 'segredo-jwt'), 'utf8')).toBe(SEGREDO);
    for (const [chave, c] of Object.entries(conteudos)) expect(fs.readFileSync(path.join(destino, 'arquivos', chave)).equals(c), chave).toBe(true);
  });

  it('o conteúdo que muda de tamanho durante a cópia interrompe a gravação', async () => {
    const banco = Buffer.from('banco');
    const manifesto = { ...manifestoPara('pglite', banco), banco: { ...manifestoPara('pglite', banco).banco, bytes: 10 } };
    const arquivo = path.join(tmp, 'mudou.tar.gz');
    await expect(gravarArquivo(arquivo, manifesto, { banco, arquivos: [], segredo: null })).rejects.toThrow(/mudou de tamanho durante a cópia \(10 → 5 bytes\)/);
  });

  it('aceita um tar com pastas (de outra ferramenta): elas são puladas sem ler', async () => {
    const banco = randomBytes(2000);
    const arquivo = path.join(tmp, 'com-pastas.tar.gz');
    const manifesto = manifestoPara('pglite', banco);
    await tarGz(arquivo, [
      { nome: ENTRADA_MANIFESTO, conteudo: Buffer.from(JSON.stringify(manifesto)) },
      { nome: 'banco', pasta: true },
      { nome: 'banco/pglite.tar', conteudo: banco },
      { nome: 'arquivos', pasta: true },
    ]);
    const destino = fs.mkdtempSync(path.join(tmp, 'com-pastas-'));
    expect(await extrairArquivo(arquivo, destino, () => {})).toEqual(manifesto);
    expect(fs.readFileSync(path.join(destino, 'banco', 'pglite.tar')).equals(banco)).toBe(true);
  });

  it('recusa entradas inseguras (link, caminho absoluto ou com ..) sem extrair nada', async () => {
    const banco = Buffer.from('banco');
    const manifesto = Buffer.from(JSON.stringify(manifestoPara('pglite', banco)));
    const link = path.join(tmp, 'com-link.tar.gz');
    await tarGz(link, [{ nome: ENTRADA_MANIFESTO, conteudo: manifesto }, { nome: 'banco/pglite.tar', link: '/etc/passwd' }]);
    const fora = path.join(tmp, 'com-ponto-ponto.tar.gz');
    const absoluto = path.join(tmp, 'com-absoluto.tar.gz');
    for (const [arquivo, nome] of [[fora, '../fora.txt'], [absoluto, '/tmp/fora.txt']] as const) {
      const pack = new tar.Pack({ gzip: true, preservePaths: true });
      const gravado = new Promise<void>((resolve, reject) => pack.pipe(fs.createWriteStream(arquivo)).on('close', () => resolve()).on('error', reject));
      for (const [n, c] of [[ENTRADA_MANIFESTO, manifesto], [nome, banco]] as const) {
        const e = new tar.ReadEntry(new tar.Header({ path: n, type: 'File', size: c.length, mode: 0o644, mtime: new Date() }));
        pack.add(e);
        e.end(c);
      }
      pack.end();
      await gravado;
    }
    expect(execFileSync('tar', ['-tzf', fora], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })).toContain('../fora.txt');
    const casos: [string, RegExp][] = [
      [link, /corrompido ou incompleto \(entrada tar de tipo não aceito \(SymbolicLink\) em banco\/pglite\.tar\)/],
      [fora, /corrompido ou incompleto \(entrada tar com nome inseguro: "\.\.\/fora\.txt"\)/],
      [absoluto, /corrompido ou incompleto \(entrada tar com nome inseguro: "\/tmp\/fora\.txt"\)/],
    ];
    for (const [arquivo, esperado] of casos) {
      const destino = fs.mkdtempSync(path.join(tmp, 'inseguro-'));
      await falhaCom(extrairArquivo(arquivo, destino, () => {}), esperado);
      expect(fs.readdirSync(destino)).toEqual([]);
    }
  });
});

describe('cópia de segurança sem o cliente do PostgreSQL', () => {
  it('falha com uma mensagem clara quando o pg_dump não existe', async () => {
    const p = fazerCopia({ dataDir: path.join(tmp, 'sem-binarios'), databaseUrl: 'postgres://x@127.0.0.1:1/x', binarios: { pasta: '/nao/existe' } });
    await falhaCom(p, /O programa pg_dump não foi encontrado em \/nao\/existe.*postgresql-client/s);
  });
});

// cópia e restauração de verdade (PGlite em disco, pg_dump): folga para a máquina ocupada
describe.skipIf(NO_POSTGRES)('cópia de segurança no PGlite', { timeout: 120_000 }, () => {
  let origemDir: string;
  let origem: Populado;
  let copia: string;

  beforeAll(async () => {
    origemDir = path.join(tmp, 'origem');
    const modelo = path.join(CACHE_DIR, `pglite-${impressaoMigracoes()}.tar.gz`);
    const pgliteDir = path.join(origemDir, 'db');
    const handle = fs.existsSync(modelo)
      ? await openDb({ pgliteDir, loadDataDir: new Blob([fs.readFileSync(modelo)]), migrate: false })
      : await openDb({ pgliteDir });
    if (!fs.existsSync(modelo)) await seedLookups(handle.db);
    origem = await popular(handle.db, origemDir);
    await handle.close();
    fs.writeFileSync(path.join(origemDir, 'segredo-jwt'), SEGREDO, { mode: 0o600 }); // o gerado pelo servidor sem JWT_SECRET
  });

  it('copia o banco e os arquivos num .tar.gz e restaura tudo num DATA_DIR vazio', async () => {
    const r = await fazerCopia({ dataDir: origemDir, saida: path.join(tmp, 'copias', 'pglite.tar.gz') });
    copia = r.arquivo;
    expect(fs.statSync(copia).mode & 0o777).toBe(0o600);
    expect(r.manifesto).toMatchObject({ formato: FORMATO, versao: 1, banco: { tipo: 'pglite' }, arquivos: { quantidade: 2 } });
    expect(r.manifesto.banco.contagens['public.usuarios']).toBe(origem.contagens.usuarios);
    expect(r.manifesto.banco.contagens['pgboss.job']).toBe(origem.contagens['pgboss.job']);
    // a trava do PGlite foi devolvida
    expect(fs.existsSync(path.join(origemDir, 'db.lock'))).toBe(false);

    const destino = path.join(tmp, 'destino');
    await restaurarCopia({ arquivo: copia, dataDir: destino });
    expect(fs.readdirSync(destino).sort()).toEqual(['db', 'files', 'segredo-jwt']);
    expect(fs.readFileSync(path.join(destino, 'segredo-jwt'), 'utf8')).toBe(SEGREDO);
    const handle = await openDb({ pgliteDir: path.join(destino, 'db') }); // com as migrações: nada a aplicar
    try {
      await conferirDestino(handle, destino, origem);
    } finally {
      await handle.close();
    }
  });

  it('recusa um destino que não está vazio e, com substituir, troca o banco e os arquivos', async () => {
    const destino = path.join(tmp, 'destino');
    const handle = await openDb({ pgliteDir: path.join(destino, 'db'), migrate: false });
    await criarUsuario(handle.db, { email: 'intrusa@teste.gov.br' });
    await handle.close();
    fs.writeFileSync(path.join(destino, 'files', 'sobra.txt'), 'sobra');
    fs.writeFileSync(path.join(destino, 'segredo-jwt'), 'outro-segredo');

    await falhaCom(restaurarCopia({ arquivo: copia, dataDir: destino }), /não está vazio: já há um banco PGlite.*files não está vazia.*Nada foi alterado.*--substituir/s);
    expect(fs.existsSync(path.join(destino, 'files', 'sobra.txt'))).toBe(true);
    expect(fs.readdirSync(destino).sort()).toEqual(['db', 'files', 'segredo-jwt']);
    expect(fs.readFileSync(path.join(destino, 'segredo-jwt'), 'utf8')).toBe('outro-segredo');

    expect((await restaurarCopia({ arquivo: copia, dataDir: destino, substituir: true })).avisos).toEqual([]);
    expect(fs.existsSync(path.join(destino, 'files', 'sobra.txt'))).toBe(false);
    expect(fs.readFileSync(path.join(destino, 'segredo-jwt'), 'utf8')).toBe(SEGREDO);
    const depois = await openDb({ pgliteDir: path.join(destino, 'db'), migrate: false });
    try {
      await conferirDestino(depois, destino, origem);
      expect(await linhas(depois.db, sql`select 1 from usuarios where email = 'intrusa@teste.gov.br'`)).toEqual([]);
    } finally {
      await depois.close();
    }
  });

  it('recusa copiar enquanto o servidor usa o banco (trava do PGlite de outro processo)', async () => {
    const trava = path.join(origemDir, 'db.lock');
    fs.writeFileSync(trava, String(process.ppid)); // um processo vivo que não é este
    try {
      await falhaCom(fazerCopia({ dataDir: origemDir, saida: path.join(tmp, 'copias', 'travada.tar.gz') }), /O servidor está rodando com o banco PGlite.*pare-o/s, 75);
      expect(fs.existsSync(path.join(tmp, 'copias', 'travada.tar.gz'))).toBe(false);
    } finally {
      fs.rmSync(trava, { force: true });
    }
  });

  it('nunca sobrescreve uma cópia existente e não copia um DATA_DIR sem banco', async () => {
    await falhaCom(fazerCopia({ dataDir: origemDir, saida: copia }), /já existe/);
    await falhaCom(fazerCopia({ dataDir: path.join(tmp, 'nada'), saida: path.join(tmp, 'copias', 'nada.tar.gz') }), /Não há banco PGlite/);
    expect(fs.readdirSync(path.join(tmp, 'copias'))).toEqual(['pglite.tar.gz']);
  });

  it('arquivo desconhecido, corrompido ou de outro tipo de banco: erro claro e destino intocado', async () => {
    const pasta = path.join(tmp, 'estranhos');
    fs.mkdirSync(pasta);
    const bytes = fs.readFileSync(copia);
    const casos: [string, RegExp][] = [];
    const caso = (nome: string, esperado: RegExp, conteudo?: Buffer) => {
      if (conteudo) fs.writeFileSync(path.join(pasta, nome), conteudo);
      casos.push([nome, esperado]);
    };
    caso('lixo.tar.gz', /não é uma cópia de segurança da Escola da Saúde \(não é um arquivo \.tar\.gz\)/, randomBytes(4096));
    caso('cortada.tar.gz', /está corrompido ou incompleto/, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const alterada = Buffer.from(bytes);
    const meio = Math.floor(alterada.length * 0.6);
    for (let i = meio; i < meio + 64; i++) alterada[i] = alterada[i]! ^ 0xff;
    caso('alterada.tar.gz', /corrompido ou incompleto|não confere com o manifesto/, alterada);
    caso('texto.gz', /corrompido ou incompleto/, zlib.gzipSync('só um texto'));
    await tarGz(path.join(pasta, 'outro.tar.gz'), [{ nome: 'leia-me.txt', conteudo: Buffer.from('oi') }]);
    caso('outro.tar.gz', /falta o manifesto\.json no início/);
    await tarGz(path.join(pasta, 'outro-formato.tar.gz'), [{ nome: ENTRADA_MANIFESTO, conteudo: Buffer.from('{"formato":"outra-coisa"}') }]);
    caso('outro-formato.tar.gz', /manifesto de outro formato/);
    await copiaDeOutroTipo('postgres', path.join(pasta, 'postgres.tar.gz'));
    caso('postgres.tar.gz', /cópia é de um PostgreSQL e o destino é o PGlite.*Nada foi alterado/s);

    const destino = path.join(tmp, 'destino-intocado');
    for (const [nome, esperado] of casos) {
      await falhaCom(restaurarCopia({ arquivo: path.join(pasta, nome), dataDir: destino }), esperado);
      expect(fs.readdirSync(destino), nome).toEqual([]); // sem banco, sem arquivos, sem área de trabalho
    }
    await falhaCom(restaurarCopia({ arquivo: path.join(pasta, 'nao-existe.tar.gz'), dataDir: destino }), /não existe/);
  });

  it('pela linha de comando: ajuda, argumentos errados e o caminho completo', async () => {
    const saidas: string[] = [];
    const erros: string[] = [];
    const t: Terminal = { saida: (s) => saidas.push(s), erro: (s) => erros.push(s) };
    expect(await executarBackup(['--ajuda'], {}, t)).toBe(0);
    expect(saidas.pop()).toMatch(/Uso: npm run backup -- \[--saida <arquivo>\]/);
    expect(await executarRestore(['--ajuda'], {}, t)).toBe(0);
    expect(saidas.pop()).toMatch(/--substituir.*PGlite não é restaurada num PostgreSQL/s);
    expect(await executarRestore([], {}, t)).toBe(64);
    expect(erros.pop()).toMatch(/Indique o arquivo da cópia/);
    expect(await executarBackup(['--formato', 'zip'], {}, t)).toBe(64);
    expect(erros.pop()).toMatch(/argumento não reconhecido: --formato/);
    expect(await executarBackup([], { DATA_DIR: origemDir, PORT: 'x' }, t)).toBe(78);

    const env = { DATA_DIR: origemDir, NODE_ENV: 'test' };
    expect(await executarBackup([], env, t)).toBe(0);
    expect(saidas.pop()).toMatch(/Cópia de segurança gravada em .*backups\/escola-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz\n {2}banco: PGlite/);
    const [gravada] = fs.readdirSync(path.join(origemDir, 'backups'));
    const destino = path.join(tmp, 'destino-cli');
    fs.mkdirSync(destino);
    fs.writeFileSync(path.join(destino, 'segredo-jwt'), 'segredo-do-destino'); // sem --substituir, fica (com aviso)
    expect(await executarRestore([path.join(origemDir, 'backups', gravada!)], { DATA_DIR: destino, NODE_ENV: 'test' }, t)).toBe(0);
    expect(saidas.pop()).toMatch(/^Aviso: .*segredo-jwt já existia e foi mantido/);
    expect(saidas.pop()).toMatch(/Cópia restaurada no PGlite/);
    expect(fs.readFileSync(path.join(destino, 'segredo-jwt'), 'utf8')).toBe('segredo-do-destino');
    expect(await executarRestore([path.join(origemDir, 'backups', gravada!)], { DATA_DIR: destino, NODE_ENV: 'test' }, t)).toBe(1);
    expect(erros.pop()).toMatch(/O destino não está vazio/);
  });
});

describe.runIf(NO_POSTGRES)('cópia de segurança no PostgreSQL', { timeout: 120_000 }, () => {
  const base = () => process.env.TEST_DATABASE_URL!;
  const nome = `escola_copia_${randomBytes(4).toString('hex')}`;
  const url = (sufixo: string) => {
    const u = new URL(base());
    u.pathname = `/${nome}_${sufixo}`;
    return u.toString();
  };
  const admin = async (texto: string) => {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: base() });
    await c.connect();
    try {
      await c.query(texto);
    } finally {
      await c.end();
    }
  };
  let origem: Populado;
  let copia: string;

  beforeAll(async () => {
    await admin(`create database ${nome}_o`);
    await admin(`create database ${nome}_d`);
    const handle = await openDb({ url: url('o'), poolMax: 2 });
    try {
      await seedLookups(handle.db);
      origem = await popular(handle.db, path.join(tmp, 'pg-origem'));
    } finally {
      await handle.close();
    }
  });
  afterAll(async () => {
    for (const s of ['o', 'd', 't']) await admin(`drop database if exists ${nome}_${s} with (force)`);
  });

  it('pg_dump com os esquemas public, pgboss e drizzle; pg_restore num banco vazio', async () => {
    const r = await fazerCopia({ dataDir: path.join(tmp, 'pg-origem'), databaseUrl: url('o') });
    copia = r.arquivo;
    expect(path.dirname(copia)).toBe(path.join(tmp, 'pg-origem', 'backups'));
    expect(r.manifesto.banco.tipo).toBe('postgres');
    expect(r.manifesto.banco.contagens['pgboss.job']).toBe(origem.contagens['pgboss.job']);

    await restaurarCopia({ arquivo: copia, dataDir: path.join(tmp, 'pg-destino'), databaseUrl: url('d') });
    const handle = await openDb({ url: url('d'), poolMax: 2 }); // com as migrações: nada a aplicar
    try {
      await conferirDestino(handle, path.join(tmp, 'pg-destino'), origem);
    } finally {
      await handle.close();
    }
  });

  it('recusa um banco com as nossas tabelas, ou em uso; com substituir, recria os esquemas', async () => {
    const destino = path.join(tmp, 'pg-destino-2'); // pasta de arquivos vazia: quem recusa é o banco
    await falhaCom(restaurarCopia({ arquivo: copia, dataDir: destino, databaseUrl: url('d') }), /já tem os esquemas da aplicação.*Nada foi alterado.*--substituir/s);

    const handle = await openDb({ url: url('d'), poolMax: 1, migrate: false });
    await criarUsuario(handle.db, { email: 'intrusa@teste.gov.br' });
    await falhaCom(restaurarCopia({ arquivo: copia, dataDir: destino, databaseUrl: url('d'), substituir: true }), /conexão.*pare o servidor/s, 75);
    await handle.close();

    await restaurarCopia({ arquivo: copia, dataDir: destino, databaseUrl: url('d'), substituir: true });
    const depois = await openDb({ url: url('d'), poolMax: 2, migrate: false });
    try {
      await conferirDestino(depois, destino, origem);
      expect(await linhas(depois.db, sql`select 1 from usuarios where email = 'intrusa@teste.gov.br'`)).toEqual([]);
    } finally {
      await depois.close();
    }
  });

  it('uma falha no meio da restauração não deixa nada pela metade (transação única, mesmo com substituir)', async () => {
    // o pg_restore falha (dump ilegível) depois de os esquemas caírem na transação: nada é confirmado
    const lixo = path.join(tmp, 'lixo.dump');
    fs.writeFileSync(lixo, randomBytes(2048));
    await falhaCom(restaurarPostgres(url('d'), lixo, true, {}), /O pg_restore falhou \(nada foi alterado no banco\)/);
    const handle = await openDb({ url: url('d'), poolMax: 1, migrate: false });
    try {
      expect(await contar(handle.db)).toEqual(origem.contagens);
    } finally {
      await handle.close();
    }
    // o SQL falha no meio (um tipo com o nome de uma tabela, que a checagem do destino vazio não vê)
    await admin(`create database ${nome}_t`);
    await comPostgres(url('t'), (q) => q('create type public.usuarios as (x int)'));
    const destino = path.join(tmp, 'pg-destino-t');
    await falhaCom(restaurarCopia({ arquivo: copia, dataDir: destino, databaseUrl: url('t') }), /restauração no PostgreSQL falhou \(nada foi alterado no banco\).*usuarios/s);
    const restou = await comPostgres(url('t'), (q) => q("select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'pgboss', 'drizzle')"));
    expect(restou[0]?.n).toBe(1); // só o tipo (a linha dele em pg_class), nenhum esquema nem tabela da cópia
    expect(fs.readdirSync(destino)).toEqual([]);
  });

  it('recusa uma cópia do PGlite num PostgreSQL, sem alterar nada', async () => {
    const arquivo = path.join(tmp, 'pglite-falsa.tar.gz');
    await copiaDeOutroTipo('pglite', arquivo);
    await falhaCom(
      restaurarCopia({ arquivo, dataDir: path.join(tmp, 'pg-destino-3'), databaseUrl: url('d'), substituir: true }),
      /cópia é de um banco PGlite e o destino é um PostgreSQL.*Nada foi alterado/s,
    );
    const handle = await openDb({ url: url('d'), poolMax: 1, migrate: false });
    try {
      expect(await contar(handle.db)).toEqual(origem.contagens);
    } finally {
      await handle.close();
    }
  });
});
