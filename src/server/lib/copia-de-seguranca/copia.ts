/**
 * Cópia de segurança e restauração (`npm run backup` / `npm run restore`): o banco (PGlite ou PostgreSQL, com os
 * esquemas public, pgboss e drizzle) e os arquivos de `DATA_DIR/files` num `.tar.gz` só (formato em arquivo.ts).
 * A restauração só escreve num destino vazio (ou com `substituir`) e só depois de conferir a cópia inteira.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { DbLockedError, lockPgliteDir, MIGRATIONS_DIR } from '../../db/client.ts';
import { ENTRADA_BANCO, ENTRADA_SEGREDO, extrairArquivo, FORMATO, gravarArquivo, listarArquivos, resumo, VERSAO_DO_FORMATO, type Manifesto } from './arquivo.ts';
import {
  conferirProgramas,
  copiarPglite,
  copiarPostgres,
  diferencas,
  ErroDeCopia,
  ocupacaoPostgres,
  restaurarPglite,
  restaurarPostgres,
  type BinariosPg,
  type Contagens,
  type TipoDeBanco,
} from './banco.ts';

export { ErroDeCopia, type Manifesto };

export interface Destino {
  /** DATA_DIR: o PGlite em `db/`, os arquivos em `files/`. */
  dataDir: string;
  /** DATABASE_URL: com ela, o banco é esse PostgreSQL. */
  databaseUrl?: string | undefined;
  binarios?: BinariosPg;
}

const pastaDoBanco = (d: Destino) => path.join(d.dataDir, 'db');
const pastaDosArquivos = (d: Destino) => path.join(d.dataDir, 'files');
const pastaDoSegredo = (d: Destino) => path.join(d.dataDir, ENTRADA_SEGREDO);
const tipoDe = (d: Destino): TipoDeBanco => (d.databaseUrl ? 'postgres' : 'pglite');

function versaoDaAplicacao(): { nome: string; versao: string } {
  const pacote = JSON.parse(fs.readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
  return { nome: pacote.name, versao: pacote.version };
}

/** `escola-AAAA-MM-DD-HHMM.tar.gz`, no horário de São Paulo. */
export function nomePadrao(agora: Date): string {
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(agora)
      .map((p) => [p.type, p.value]),
  );
  return `escola-${partes.year}-${partes.month}-${partes.day}-${partes.hour}${partes.minute}.tar.gz`;
}

/** Trava o diretório do PGlite (o servidor não pode estar rodando com ele) e devolve o destravador. */
function travarPglite(d: Destino, acao: string): () => void {
  try {
    return lockPgliteDir(pastaDoBanco(d));
  } catch (err) {
    if (!(err instanceof DbLockedError)) throw err;
    throw new ErroDeCopia(
      `O servidor está rodando com o banco PGlite de ${d.dataDir}: pare-o antes de ${acao} (o PGlite atende um processo só).\n${err.message}`,
      75,
    );
  }
}

const pastaVazia = async (p: string) => (await fsp.readdir(p).catch(() => [])).length === 0;

export interface OpcoesDaCopia extends Destino {
  /** Arquivo a gravar; padrão `DATA_DIR/backups/escola-AAAA-MM-DD-HHMM.tar.gz`. */
  saida?: string | undefined;
  agora?: Date;
}

/** Faz a cópia de segurança e devolve o caminho gravado e o manifesto. */
export async function fazerCopia(o: OpcoesDaCopia): Promise<{ arquivo: string; manifesto: Manifesto }> {
  const agora = o.agora ?? new Date();
  const saida = path.resolve(o.saida ?? path.join(o.dataDir, 'backups', nomePadrao(agora)));
  if (fs.existsSync(saida)) throw new ErroDeCopia(`${saida} já existe: escolha outro nome com --saida (a cópia nunca sobrescreve).`);
  const arquivosDir = path.resolve(pastaDosArquivos(o));
  if (`${saida}${path.sep}`.startsWith(`${arquivosDir}${path.sep}`)) throw new ErroDeCopia(`A cópia não pode ser gravada dentro de ${arquivosDir} (ela entraria nela mesma).`);
  await fsp.mkdir(path.dirname(saida), { recursive: true });

  const tipo = tipoDe(o);
  const liberar = tipo === 'pglite' ? travarPglite(o, 'fazer a cópia') : () => {};
  let temporaria: string | null = null;
  try {
    temporaria = await fsp.mkdtemp(path.join(path.dirname(saida), '.copia-'));
    const parcial = path.join(temporaria, 'copia.tar.gz');
    let banco: Buffer | string;
    let dados: { contagens: Contagens; servidor: string; bytes: number; sha256: string };
    if (tipo === 'pglite') {
      if (!fs.existsSync(path.join(pastaDoBanco(o), 'PG_VERSION'))) {
        throw new ErroDeCopia(`Não há banco PGlite em ${pastaDoBanco(o)}. Confira DATA_DIR (ou defina DATABASE_URL, se o banco é um PostgreSQL).`);
      }
      const r = await copiarPglite(pastaDoBanco(o));
      banco = r.dump;
      dados = { contagens: r.contagens, servidor: r.servidor, bytes: r.dump.length, sha256: createHash('sha256').update(r.dump).digest('hex') };
    } else {
      banco = path.join(temporaria, 'banco.dump');
      const r = await copiarPostgres(o.databaseUrl!, banco, o.binarios ?? {});
      dados = { ...r, ...(await resumo(banco)) };
    }
    // os arquivos depois do banco: um arquivo novo durante a cópia vira só um arquivo sem uso na volta
    const arquivos = await listarArquivos(arquivosDir);
    const segredo = await fsp.readFile(pastaDoSegredo(o)).catch(() => null);
    const manifesto: Manifesto = {
      formato: FORMATO,
      versao: VERSAO_DO_FORMATO,
      criadaEm: agora.toISOString(),
      aplicacao: versaoDaAplicacao(),
      banco: { tipo, servidor: dados.servidor, bytes: dados.bytes, sha256: dados.sha256, contagens: dados.contagens },
      arquivos: {
        quantidade: arquivos.length,
        bytes: arquivos.reduce((s, a) => s + a.bytes, 0),
        lista: arquivos.map(({ chave, bytes, sha256 }) => ({ chave, bytes, sha256 })),
      },
      segredoJwt: segredo ? { bytes: segredo.length, sha256: createHash('sha256').update(segredo).digest('hex') } : null,
    };
    await gravarArquivo(parcial, manifesto, { banco, arquivos, segredo });
    await fsp.rename(parcial, saida);
    return { arquivo: saida, manifesto };
  } finally {
    if (temporaria) await fsp.rm(temporaria, { recursive: true, force: true });
    liberar();
  }
}

export interface OpcoesDaRestauracao extends Destino {
  arquivo: string;
  /** Apaga o banco e os arquivos existentes (PostgreSQL: os esquemas public, pgboss e drizzle). */
  substituir?: boolean;
}

/** O que já existe no destino (vazio: pode restaurar). */
async function ocupacao(d: Destino): Promise<string[]> {
  const ocupado: string[] = [];
  if (tipoDe(d) === 'pglite') {
    if (!(await pastaVazia(pastaDoBanco(d)))) ocupado.push(`já há um banco PGlite em ${pastaDoBanco(d)}`);
  } else {
    const pg = await ocupacaoPostgres(d.databaseUrl!);
    if (pg.outrasConexoes > 0) {
      throw new ErroDeCopia(`Há ${pg.outrasConexoes} outra(s) conexão(ões) abertas no banco de destino (o servidor está no ar?): pare o servidor antes de restaurar. Nada foi alterado.`, 75);
    }
    ocupado.push(...pg.ocupado);
  }
  if (!(await pastaVazia(pastaDosArquivos(d)))) ocupado.push(`a pasta de arquivos ${pastaDosArquivos(d)} não está vazia`);
  return ocupado;
}

function conferirTipo(m: Manifesto, destino: TipoDeBanco): void {
  if (m.banco.tipo === destino) return;
  throw new ErroDeCopia(
    m.banco.tipo === 'pglite'
      ? 'Esta cópia é de um banco PGlite e o destino é um PostgreSQL (DATABASE_URL definida). A restauração entre tipos ' +
          'diferentes não é feita: restaure sem DATABASE_URL (num DATA_DIR vazio) para voltar ao PGlite. Nada foi alterado.'
      : 'Esta cópia é de um PostgreSQL e o destino é o PGlite (DATABASE_URL não definida). Defina DATABASE_URL com o ' +
          'PostgreSQL de destino (um banco vazio) e rode de novo. Nada foi alterado.',
  );
}

/** Troca `atual` por `nova`: o que existia vai para `lixeira` (apagada depois), uma pasta vazia só sai. */
async function trocarPasta(nova: string, atual: string, lixeira: string): Promise<void> {
  if (fs.existsSync(atual)) {
    if (await pastaVazia(atual)) await fsp.rm(atual, { recursive: true });
    else await fsp.rename(atual, lixeira);
  }
  await fsp.mkdir(path.dirname(atual), { recursive: true });
  await fsp.rename(nova, atual);
}

/**
 * O segredo gerado (sem JWT_SECRET) volta para DATA_DIR se lá não há outro; um diferente só é trocado com
 * `substituir` (sem ele, as sessões e os links de calendário da cópia deixam de valer: avisa).
 */
async function restaurarSegredo(o: OpcoesDaRestauracao, extraido: string): Promise<string[]> {
  if (!fs.existsSync(extraido)) return [];
  const atual = await fsp.readFile(pastaDoSegredo(o)).catch(() => null);
  if (atual?.equals(await fsp.readFile(extraido))) return [];
  if (atual && !o.substituir) {
    return [`${pastaDoSegredo(o)} já existia e foi mantido: as sessões e os links de calendário da cópia só valem com o segredo dela (--substituir troca).`];
  }
  await fsp.rename(extraido, pastaDoSegredo(o));
  return [];
}

/** Avisos sobre a cópia restaurada (migrações de outra versão da aplicação). */
export function avisosDaRestauracao(m: Manifesto): string[] {
  const jornal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  const naCopia = m.banco.contagens['drizzle.__drizzle_migrations'] ?? 0;
  const conhecidas = jornal.entries.length;
  if (naCopia > conhecidas) {
    return [`A cópia tem ${naCopia} migrações e este código conhece ${conhecidas}: ela veio de uma versão mais nova da aplicação (${m.aplicacao.versao}); atualize o código antes de iniciar o servidor.`];
  }
  if (naCopia < conhecidas) return [`A cópia tem ${naCopia} das ${conhecidas} migrações deste código: o servidor aplica as que faltam ao iniciar (MIGRATE_ON_START).`];
  return [];
}

/** Restaura a cópia no destino. Recusa (sem alterar nada) um destino ocupado, a menos que `substituir`. */
export async function restaurarCopia(o: OpcoesDaRestauracao): Promise<{ manifesto: Manifesto; avisos: string[] }> {
  const stat = await fsp.stat(o.arquivo).catch(() => null);
  if (!stat?.isFile()) throw new ErroDeCopia(`O arquivo ${o.arquivo} não existe.`);
  const tipo = tipoDe(o);
  await fsp.mkdir(o.dataDir, { recursive: true });
  const liberar = tipo === 'pglite' ? travarPglite(o, 'restaurar') : () => {};
  let area: string | null = null;
  try {
    const ocupado = await ocupacao(o);
    if (ocupado.length > 0 && !o.substituir) {
      throw new ErroDeCopia(`O destino não está vazio: ${ocupado.join('; ')}.\nNada foi alterado. Para apagar o que existe e restaurar por cima, use --substituir.`);
    }
    if (tipo === 'postgres') await conferirProgramas(o.binarios ?? {}, ['pg_restore', 'psql']); // antes de extrair tudo
    // a área de trabalho fica em DATA_DIR: as pastas restauradas entram no lugar por rename (mesmo disco)
    area = await fsp.mkdtemp(path.join(o.dataDir, '.restauracao-'));
    const manifesto = await extrairArquivo(o.arquivo, area, (m) => conferirTipo(m, tipo));
    const dump = path.join(area, ...ENTRADA_BANCO[tipo].split('/'));
    let contagens: Contagens;
    if (tipo === 'pglite') {
      contagens = await restaurarPglite(path.join(area, 'db'), await fsp.readFile(dump));
    } else {
      contagens = await restaurarPostgres(o.databaseUrl!, dump, Boolean(o.substituir), o.binarios ?? {});
    }
    const erradas = diferencas(manifesto.banco.contagens, contagens);
    if (erradas.length > 0) {
      const nota = tipo === 'postgres' ? 'O PostgreSQL já recebeu a cópia; os arquivos não foram restaurados.' : 'Nada foi alterado.';
      throw new ErroDeCopia(`O banco restaurado não confere com o manifesto da cópia:\n  ${erradas.slice(0, 10).join('\n  ')}\n${nota}`);
    }
    if (tipo === 'pglite') await trocarPasta(path.join(area, 'db'), pastaDoBanco(o), path.join(area, 'db-anterior'));
    const novos = path.join(area, 'arquivos');
    await fsp.mkdir(novos, { recursive: true, mode: 0o700 });
    await trocarPasta(novos, pastaDosArquivos(o), path.join(area, 'files-anterior'));
    return { manifesto, avisos: await restaurarSegredo(o, path.join(area, ENTRADA_SEGREDO)) };
  } finally {
    if (area) await fsp.rm(area, { recursive: true, force: true });
    liberar();
  }
}
