/**
 * O arquivo da cópia de segurança: um `.tar.gz` com `manifesto.json` primeiro, o banco em `banco/`, os arquivos de
 * `DATA_DIR/files` em `arquivos/<chave>` e, se houver, o segredo gerado pelo servidor (`DATA_DIR/segredo-jwt`).
 * O manifesto traz o formato, a data, o tipo de banco, a versão da aplicação, as linhas de cada tabela e o tamanho
 * e o SHA-256 de cada entrada: a restauração confere tudo antes de mexer no destino.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Pack } from 'tar';
import { z } from 'zod';
import { ErroDeCopia } from './banco.ts';
import { escreverEntrada, lerEntradas, motivoDaFalha, nomeSeguro } from './fluxo-tar.ts';

export const FORMATO = 'escola-da-saude/copia-de-seguranca';
export const VERSAO_DO_FORMATO = 1;
export const ENTRADA_MANIFESTO = 'manifesto.json';
export const ENTRADA_BANCO = { pglite: 'banco/pglite.tar', postgres: 'banco/postgres.dump' } as const;
/** O segredo gerado pelo servidor em DATA_DIR quando não há JWT_SECRET (sessões, links do calendário). */
export const ENTRADA_SEGREDO = 'segredo-jwt';

const ItemSchema = z.object({ bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
const ManifestoSchema = z.object({
  formato: z.literal(FORMATO),
  versao: z.number().int().min(1),
  criadaEm: z.string(),
  aplicacao: z.object({ nome: z.string(), versao: z.string() }),
  banco: ItemSchema.extend({ tipo: z.enum(['pglite', 'postgres']), servidor: z.string(), contagens: z.record(z.string(), z.number()) }),
  arquivos: z.object({ quantidade: z.number().int().min(0), bytes: z.number().int().min(0), lista: z.array(ItemSchema.extend({ chave: z.string() })) }),
  segredoJwt: ItemSchema.nullable(),
});
export type Manifesto = z.infer<typeof ManifestoSchema>;
export type ArquivoListado = Manifesto['arquivos']['lista'][number] & { caminho: string };

/** Uma chave relativa segura: segmentos sem `.`/`..`, sem barra invertida nem NUL. */
export function chaveSegura(chave: string): boolean {
  return chave.length <= 240 && nomeSeguro(chave);
}

/** SHA-256 e tamanho de um arquivo, lido em fluxo. */
export async function resumo(caminho: string): Promise<{ bytes: number; sha256: string }> {
  const h = createHash('sha256');
  let bytes = 0;
  for await (const p of createReadStream(caminho) as AsyncIterable<Buffer>) {
    h.update(p);
    bytes += p.length;
  }
  return { bytes, sha256: h.digest('hex') };
}

/** Os arquivos de `raiz`, em ordem, com tamanho e SHA-256 (gravações em andamento do storage, `*.tmp`, ficam de fora). */
export async function listarArquivos(raiz: string): Promise<ArquivoListado[]> {
  const achados: ArquivoListado[] = [];
  const visitar = async (rel: string) => {
    let itens;
    try {
      itens = await fs.readdir(path.join(raiz, rel), { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' && rel === '') return;
      throw err;
    }
    for (const item of itens.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const chave = rel ? `${rel}/${item.name}` : item.name;
      if (item.isDirectory()) await visitar(chave);
      else if (item.isFile() && !item.name.endsWith('.tmp')) {
        if (!chaveSegura(chave)) throw new ErroDeCopia(`Nome de arquivo que a cópia não aceita em ${raiz}: ${chave}`);
        const caminho = path.join(raiz, chave);
        achados.push({ chave, caminho, ...(await resumo(caminho)) });
      }
    }
  };
  await visitar('');
  return achados;
}

/** O conteúdo de um arquivo em pedaços, conferindo no fim o SHA-256 listado (o arquivo não mudou no meio). */
async function* lerConferindo(a: ArquivoListado): AsyncGenerator<Buffer> {
  const h = createHash('sha256');
  try {
    for await (const p of createReadStream(a.caminho) as AsyncIterable<Buffer>) {
      h.update(p);
      yield p;
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new ErroDeCopia(`O arquivo ${a.chave} foi removido durante a cópia: rode a cópia de novo.`);
    throw err;
  }
  if (h.digest('hex') !== a.sha256) throw new ErroDeCopia(`O arquivo ${a.chave} mudou durante a cópia: rode a cópia de novo.`);
}

export interface ConteudoDaCopia {
  /** O dump: em memória (PGlite) ou num arquivo (PostgreSQL). */
  banco: Buffer | string;
  arquivos: ArquivoListado[];
  segredo: Buffer | null;
}

/** Grava o `.tar.gz` em `destino` (que não pode existir; modo 600: há dados pessoais). */
export async function gravarArquivo(destino: string, manifesto: Manifesto, { banco, arquivos, segredo }: ConteudoDaCopia): Promise<void> {
  // strict: um aviso do tar (ex.: caminho absoluto ajustado) vira erro em vez de mudar a cópia em silêncio
  const pack = new Pack({ gzip: { level: 6 }, strict: true, preservePaths: false });
  const gravacao = pipeline(pack, createWriteStream(destino, { flags: 'wx', mode: 0o600 }));
  // o erro é lido no await do fim; antes disso, ele interrompe a espera da contrapressão (`parada`)
  const parada = new AbortController();
  gravacao.then(
    () => parada.abort(new Error('a gravação do tar terminou antes do fim')),
    (err: unknown) => parada.abort(err),
  );
  const agora = new Date();
  const entrada = (nome: string, tamanho: number, conteudo: Buffer | AsyncIterable<Buffer>) => escreverEntrada(pack, nome, tamanho, conteudo, agora, parada.signal);
  try {
    const texto = Buffer.from(`${JSON.stringify(manifesto, null, 2)}\n`);
    await entrada(ENTRADA_MANIFESTO, texto.length, texto);
    const doBanco = typeof banco === 'string' ? (createReadStream(banco) as AsyncIterable<Buffer>) : banco;
    await entrada(ENTRADA_BANCO[manifesto.banco.tipo], manifesto.banco.bytes, doBanco);
    for (const a of arquivos) await entrada(`arquivos/${a.chave}`, a.bytes, lerConferindo(a));
    if (segredo) await entrada(ENTRADA_SEGREDO, segredo.length, segredo);
    pack.end();
  } catch (err) {
    pack.destroy(err as Error);
    await gravacao.catch(() => undefined);
    throw err;
  }
  await gravacao.catch((err: unknown) => {
    throw new ErroDeCopia(`Não foi possível gravar ${destino}: ${(err as Error).message}`);
  });
}

/** Lê o manifesto de um JSON qualquer, com mensagens claras para versões que não conhecemos. */
function validarManifesto(bruto: unknown, arquivo: string): Manifesto {
  const formato = (bruto as { formato?: unknown } | null)?.formato;
  if (formato !== FORMATO) throw new ErroDeCopia(`${arquivo} não é uma cópia de segurança da Escola da Saúde (manifesto de outro formato).`);
  const versao = (bruto as { versao?: unknown }).versao;
  if (typeof versao === 'number' && versao > VERSAO_DO_FORMATO) {
    throw new ErroDeCopia(`${arquivo} usa o formato de cópia ${versao}, mais novo que o desta versão da aplicação (${VERSAO_DO_FORMATO}): atualize a aplicação para restaurá-la.`);
  }
  const r = ManifestoSchema.safeParse(bruto);
  if (!r.success) throw new ErroDeCopia(`O manifesto de ${arquivo} está incompleto ou inválido (${r.error.issues.map((i) => i.path.join('.')).join(', ')}).`);
  return r.data;
}

async function lerJson(conteudo: AsyncIterable<Buffer>, tamanho: number, arquivo: string): Promise<unknown> {
  if (tamanho > 64 * 1024 * 1024) throw new ErroDeCopia(`O manifesto de ${arquivo} é grande demais.`);
  const partes: Buffer[] = [];
  for await (const p of conteudo) partes.push(p);
  try {
    return JSON.parse(Buffer.concat(partes).toString('utf8'));
  } catch {
    throw new ErroDeCopia(`O manifesto de ${arquivo} não é um JSON válido.`);
  }
}

/** Grava uma entrada em `destino` conferindo tamanho e SHA-256 com o manifesto. */
async function extrairConferindo(conteudo: AsyncIterable<Buffer>, destino: string, esperado: { bytes: number; sha256: string }, nome: string): Promise<void> {
  await fs.mkdir(path.dirname(destino), { recursive: true });
  const h = createHash('sha256');
  let bytes = 0;
  await pipeline(
    conteudo,
    async function* (fonte: AsyncIterable<Buffer>) {
      for await (const p of fonte) {
        h.update(p);
        bytes += p.length;
        yield p;
      }
    },
    createWriteStream(destino, { flags: 'wx', mode: 0o600 }),
  );
  if (bytes !== esperado.bytes || h.digest('hex') !== esperado.sha256) {
    throw new ErroDeCopia(`A entrada ${nome} não confere com o manifesto (conteúdo alterado ou corrompido).`);
  }
}

/**
 * Extrai a cópia em `pasta` (banco em `pasta/banco/…`, arquivos em `pasta/arquivos/…`, o segredo em
 * `pasta/segredo-jwt`), conferindo cada entrada.
 * `aoLerManifesto` roda antes de extrair o resto (ex.: recusar outro tipo de banco sem ler o arquivo inteiro).
 */
export async function extrairArquivo(arquivo: string, pasta: string, aoLerManifesto: (m: Manifesto) => void | Promise<void>): Promise<Manifesto> {
  const cabeca = Buffer.alloc(2);
  const fd = await fs.open(arquivo, 'r');
  await fd.read(cabeca, 0, 2, 0).finally(() => fd.close());
  if (cabeca[0] !== 0x1f || cabeca[1] !== 0x8b) throw new ErroDeCopia(`${arquivo} não é uma cópia de segurança da Escola da Saúde (não é um arquivo .tar.gz).`);
  let manifesto: Manifesto | null = null;
  const esperadas = new Map<string, { bytes: number; sha256: string }>();
  try {
    for await (const e of lerEntradas(arquivo)) {
      if (!manifesto) {
        if (e.tipo !== 'arquivo' || e.nome !== ENTRADA_MANIFESTO) throw new ErroDeCopia(`${arquivo} não é uma cópia de segurança da Escola da Saúde (falta o ${ENTRADA_MANIFESTO} no início).`);
        manifesto = validarManifesto(await lerJson(e.conteudo, e.tamanho, arquivo), arquivo);
        await aoLerManifesto(manifesto);
        esperadas.set(ENTRADA_BANCO[manifesto.banco.tipo], manifesto.banco);
        if (manifesto.segredoJwt) esperadas.set(ENTRADA_SEGREDO, manifesto.segredoJwt);
        for (const a of manifesto.arquivos.lista) {
          if (!chaveSegura(a.chave)) throw new ErroDeCopia(`O manifesto de ${arquivo} tem um nome de arquivo inválido: ${a.chave}`);
          esperadas.set(`arquivos/${a.chave}`, a);
        }
        continue;
      }
      if (e.tipo === 'pasta') continue;
      const esperado = esperadas.get(e.nome);
      if (!esperado || esperado.bytes !== e.tamanho) {
        throw new ErroDeCopia(`${arquivo} tem uma entrada fora do manifesto, repetida ou de outro tamanho (${e.nome}): cópia adulterada ou corrompida.`);
      }
      esperadas.delete(e.nome);
      await extrairConferindo(e.conteudo, path.join(pasta, ...e.nome.split('/')), esperado, e.nome);
    }
  } catch (err) {
    if (err instanceof ErroDeCopia) throw err;
    const motivo = motivoDaFalha(err);
    if (motivo === null) throw err;
    throw new ErroDeCopia(`${arquivo} está corrompido ou incompleto (${motivo}). Use outra cópia.`);
  }
  if (!manifesto) throw new ErroDeCopia(`${arquivo} não é uma cópia de segurança da Escola da Saúde (tar vazio).`);
  if (esperadas.size > 0) throw new ErroDeCopia(`${arquivo} está incompleto: faltam ${esperadas.size} entradas do manifesto (ex.: ${[...esperadas.keys()][0]}).`);
  return manifesto;
}
