/**
 * Arquivos pela API (SPEC §7): envio multipart, POST/GET que devolvem um arquivo (nome pelo
 * Content-Disposition) e download no navegador. Separado de api-client.ts para não pesar no
 * pacote inicial: só as páginas que lidam com arquivos o baixam.
 */
import { json, requisitar, type OpcoesChamada } from './api-client.ts';
import { baixarBlob } from './baixar-arquivo.ts';

/** Envio multipart: aceita FormData, ou File/Blob posto no campo indicado. */
export function apiUpload<T>(c: string, dados: FormData | Blob, campo = 'file', o?: OpcoesChamada): Promise<T> {
  let form: FormData;
  if (dados instanceof FormData) form = dados;
  else if (dados instanceof Blob) {
    form = new FormData();
    const nome = dados instanceof File && dados.name ? dados.name : 'arquivo.pptx';
    form.append(campo, dados, nome);
  } else throw new Error('apiUpload: passe um FormData ou File/Blob.');
  return requisitar('POST', c, { ...o, body: form }).then((r) => json<T>(r));
}

function nomeDoArquivo(r: Response, padrao: string): string {
  const cd = r.headers.get('Content-Disposition') ?? '';
  const estrela = /filename\*=UTF-8''([^;]+)/i.exec(cd)?.[1];
  if (estrela) return decodeURIComponent(estrela);
  return /filename="?([^";]+)"?/i.exec(cd)?.[1] ?? padrao;
}

/** POST que devolve um arquivo (blob) com o nome vindo de Content-Disposition. */
export async function apiPostBlob(c: string, body?: unknown, padrao = 'arquivo', o?: OpcoesChamada) {
  const r = await requisitar('POST', c, { ...o, body });
  return { blob: await r.blob(), nome: nomeDoArquivo(r, padrao) };
}

/** GET de arquivo: devolve blob e nome. */
export async function apiGetBlob(c: string, padrao = 'arquivo', o?: OpcoesChamada) {
  const r = await requisitar('GET', c, o);
  return { blob: await r.blob(), nome: nomeDoArquivo(r, padrao) };
}

/** Baixa um arquivo da API e aciona o download no navegador. */
export async function apiDownload(c: string, padrao = 'arquivo', o?: OpcoesChamada): Promise<void> {
  const { blob, nome } = await apiGetBlob(c, padrao, o);
  baixarBlob(blob, nome);
}
