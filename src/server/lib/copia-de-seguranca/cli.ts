/**
 * Os comandos `npm run backup` e `npm run restore` (scripts/backup.ts e scripts/restore.ts só chamam daqui):
 * argumentos, configuração (a mesma do servidor: DATA_DIR, DATABASE_URL) e mensagens. Devolvem o código de saída.
 */
import { parseArgs } from 'node:util';
import { ConfigError, carregarConfig, type Config } from '../../config.ts';
import { avisosDaRestauracao, ErroDeCopia, fazerCopia, restaurarCopia, type Manifesto } from './copia.ts';

export interface Terminal {
  saida(texto: string): void;
  erro(texto: string): void;
}

export const terminalDoProcesso: Terminal = {
  saida: (t) => process.stdout.write(`${t}\n`),
  erro: (t) => process.stderr.write(`${t}\n`),
};

const SAIDAS = `Códigos de saída: 0 deu certo; 1 falhou; 64 uso errado; 75 o servidor está usando o banco; 78 configuração inválida.`;

export const AJUDA_BACKUP = `Uso: npm run backup -- [--saida <arquivo>]

Grava uma cópia de segurança do banco e dos arquivos enviados/gerados (DATA_DIR/files) num arquivo .tar.gz só,
com o segredo gerado em DATA_DIR/segredo-jwt (quando não há JWT_SECRET) e um manifesto.json.
Usa a mesma configuração do servidor: DATA_DIR e, para PostgreSQL, DATABASE_URL.

  --saida <arquivo>  onde gravar (padrão: DATA_DIR/backups/escola-AAAA-MM-DD-HHMM.tar.gz, horário de São Paulo);
                     um arquivo existente nunca é sobrescrito
  --ajuda            mostra esta ajuda

PGlite: o servidor precisa estar parado (o PGlite atende um processo só); a cópia trava o banco enquanto roda.
PostgreSQL: usa o pg_dump do cliente do PostgreSQL (Debian: postgresql-client; outra pasta: PG_BIN_DIR), num
instantâneo consistente, com o servidor no ar ou não (um arquivo enviado durante a cópia pode ficar de fora).
Com S3_BUCKET os arquivos ficam no bucket e não entram na cópia.
A cópia tem dados pessoais: guarde-a com o mesmo cuidado do banco (o arquivo é criado com permissão 600).
${SAIDAS}`;

export const AJUDA_RESTORE = `Uso: npm run restore -- <arquivo> [--substituir]

Restaura uma cópia feita por npm run backup no banco e na pasta de arquivos da configuração atual
(DATA_DIR e, para PostgreSQL, DATABASE_URL). Pare o servidor antes.

O destino precisa estar vazio: sem banco PGlite em DATA_DIR/db (ou, no PostgreSQL, sem tabelas nossas nos
esquemas public, pgboss e drizzle) e com DATA_DIR/files vazia. Senão, nada é alterado e o comando falha.

  --substituir  apaga o que existe e restaura por cima (PGlite: troca DATA_DIR/db; PostgreSQL: apaga e recria
                os esquemas public, pgboss e drizzle, numa transação só com a restauração)
  --ajuda       mostra esta ajuda

A cópia inteira é conferida (manifesto, SHA-256 de cada entrada, linhas de cada tabela) antes de trocar o destino.
O segredo gerado (DATA_DIR/segredo-jwt) volta junto; um diferente já existente só é trocado com --substituir.
O tipo de banco precisa ser o mesmo da cópia: uma cópia do PGlite não é restaurada num PostgreSQL, nem o contrário.
PostgreSQL: usa pg_restore e psql do cliente do PostgreSQL (Debian: postgresql-client; outra pasta: PG_BIN_DIR).
${SAIDAS}`;

type Argumentos = { ajuda: boolean; saida?: string; substituir: boolean; arquivos: string[] };

function lerArgumentos(argv: string[], opcoes: 'backup' | 'restore'): Argumentos {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: opcoes === 'restore',
    options: {
      ajuda: { type: 'boolean', short: 'h' },
      ...(opcoes === 'backup' ? { saida: { type: 'string', short: 'o' } } : { substituir: { type: 'boolean' } }),
    },
  });
  const v = values as { ajuda?: boolean; saida?: string; substituir?: boolean };
  return { ajuda: Boolean(v.ajuda), ...(v.saida ? { saida: v.saida } : {}), substituir: Boolean(v.substituir), arquivos: positionals };
}

/** Argumentos inválidos viram uma mensagem em português (o parseArgs fala inglês). */
function interpretar(argv: string[], comando: 'backup' | 'restore', t: Terminal): Argumentos | null {
  try {
    return lerArgumentos(argv, comando);
  } catch (err) {
    const citado = /'([^']+)'/.exec((err as Error).message)?.[1];
    const opcao = /--[\w-]+/.exec(citado ?? '')?.[0] ?? citado;
    const motivo = (err as { code?: string }).code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' ? `a opção ${opcao ?? ''} precisa de um valor` : `argumento não reconhecido: ${opcao ?? argv.join(' ')}`;
    t.erro(`${motivo}. Veja npm run ${comando} -- --ajuda`);
    return null;
  }
}

function lerConfig(env: Record<string, string | undefined>, t: Terminal): Config | null {
  try {
    return carregarConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    t.erro(err.message);
    return null;
  }
}

/** Com o storage no S3 (S3_BUCKET), os arquivos não estão em DATA_DIR/files: a cópia leva só o banco. */
const avisoS3 = (env: Record<string, string | undefined>) =>
  env.S3_BUCKET
    ? [`Aviso: com S3_BUCKET, os arquivos ficam no bucket ${env.S3_BUCKET} e não entram nesta cópia (só o que houver em DATA_DIR/files); use o versionamento ou a cópia do próprio bucket.`]
    : [];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

function resumoDoManifesto(m: Manifesto): string {
  const linhas = Object.values(m.banco.contagens).reduce((s, n) => s + n, 0);
  const tabelas = Object.keys(m.banco.contagens).length;
  const banco = m.banco.tipo === 'pglite' ? 'PGlite' : 'PostgreSQL';
  return (
    `  banco: ${banco} ${m.banco.servidor}, ${tabelas} tabelas, ${linhas} linhas (${mb(m.banco.bytes)})\n` +
    `  arquivos: ${m.arquivos.quantidade} (${mb(m.arquivos.bytes)})\n` +
    `  feita em ${m.criadaEm} pela versão ${m.aplicacao.versao}`
  );
}

/** Erros do sistema de arquivos que não são defeito: a mensagem basta, sem a pilha. */
const MOTIVOS: Record<string, string> = {
  EACCES: 'sem permissão',
  EPERM: 'sem permissão',
  ENOSPC: 'disco cheio',
  EDQUOT: 'cota de disco esgotada',
  EROFS: 'disco somente leitura',
  ENOTDIR: 'caminho inválido',
  EISDIR: 'é uma pasta',
};

/** Falhas esperadas viram mensagem e código; as outras (defeito) saem com a pilha. */
async function executar(t: Terminal, fn: () => Promise<void>): Promise<number> {
  try {
    await fn();
    return 0;
  } catch (err) {
    if (err instanceof ErroDeCopia) {
      t.erro(err.message);
      return err.codigo;
    }
    const motivo = MOTIVOS[(err as NodeJS.ErrnoException).code ?? ''];
    if (motivo) {
      t.erro(`Falha ao ler ou gravar arquivos (${motivo}): ${(err as Error).message}`);
      return 1;
    }
    t.erro(`Falha inesperada: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return 1;
  }
}

/** `npm run backup -- [--saida <arquivo>]`. */
export async function executarBackup(argv: string[], env: Record<string, string | undefined> = process.env, t: Terminal = terminalDoProcesso): Promise<number> {
  const args = interpretar(argv, 'backup', t);
  if (!args) return 64;
  if (args.ajuda) {
    t.saida(AJUDA_BACKUP);
    return 0;
  }
  const config = lerConfig(env, t);
  if (!config) return 78;
  return executar(t, async () => {
    const { arquivo, manifesto } = await fazerCopia({ dataDir: config.dataDir, databaseUrl: config.db.url, saida: args.saida, binarios: { pasta: env.PG_BIN_DIR || undefined } });
    t.saida(`Cópia de segurança gravada em ${arquivo}\n${resumoDoManifesto(manifesto)}`);
    for (const aviso of avisoS3(env)) t.saida(aviso);
  });
}

/** `npm run restore -- <arquivo> [--substituir]`. */
export async function executarRestore(argv: string[], env: Record<string, string | undefined> = process.env, t: Terminal = terminalDoProcesso): Promise<number> {
  const args = interpretar(argv, 'restore', t);
  if (!args) return 64;
  if (args.ajuda) {
    t.saida(AJUDA_RESTORE);
    return 0;
  }
  if (args.arquivos.length !== 1) {
    t.erro(`${args.arquivos.length === 0 ? 'Indique o arquivo da cópia' : 'Indique um arquivo só'}: npm run restore -- <arquivo> [--substituir]. Veja --ajuda.`);
    return 64;
  }
  const config = lerConfig(env, t);
  if (!config) return 78;
  return executar(t, async () => {
    const { manifesto, avisos } = await restaurarCopia({
      arquivo: args.arquivos[0]!,
      dataDir: config.dataDir,
      databaseUrl: config.db.url,
      substituir: args.substituir,
      binarios: { pasta: env.PG_BIN_DIR || undefined },
    });
    const destino = config.db.url ? 'no PostgreSQL de DATABASE_URL' : `no PGlite de ${config.dataDir}`;
    t.saida(`Cópia restaurada ${destino}, com os arquivos em ${config.dataDir}/files\n${resumoDoManifesto(manifesto)}`);
    for (const aviso of [...avisos, ...avisosDaRestauracao(manifesto)].map((a) => `Aviso: ${a}`).concat(avisoS3(env))) t.saida(aviso);
  });
}
