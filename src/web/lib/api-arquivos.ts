/**
 * Arquivos pela API (SPEC §7): envio multipart, POST/GET que devolvem um arquivo (nome pelo
 * Content-Disposition) e download no navegador. Separado de api-client.ts para não pesar no
 * pacote inicial: só as páginas que lidam com arquivos o baixam.
 */
import { ApiError, cabecalhos, erroDaResposta, falhaDeRede, json, montarUrl, requisitar, type OpcoesChamada } from './api-client.ts';
import { baixarBlob } from './baixar-arquivo.ts';
import { atualizarPeloCabecalho } from './perfil-flag.ts';

export interface OpcoesEnvio extends OpcoesChamada {
  /**
   * Recebe a fração já enviada (0 a 1) enquanto o arquivo sobe. Com ela o envio vai por XMLHttpRequest: o
   * `fetch` não mede o envio do corpo.
   */
  aoProgresso?: (fracao: number) => void;
}

/**
 * Envio multipart: aceita FormData, ou File/Blob posto no campo indicado (SPEC §5: o pôster vai no campo
 * `poster`, o modelo no `file`; um arquivo sem nome vai como `arquivo.pptx`).
 */
export async function apiUpload<T>(c: string, dados: FormData | Blob, campo = 'file', o: OpcoesEnvio = {}): Promise<T> {
  let form: FormData;
  if (dados instanceof FormData) form = dados;
  else if (dados instanceof Blob) {
    form = new FormData();
    const nome = dados instanceof File && dados.name ? dados.name : 'arquivo.pptx';
    form.append(campo, dados, nome);
  } else throw new Error('apiUpload: passe um FormData ou File/Blob.');
  const { aoProgresso, ...opcoes } = o;
  if (aoProgresso && typeof XMLHttpRequest === 'function') {
    try {
      return await enviarComProgresso<T>(c, form, aoProgresso, opcoes);
    } catch (err) {
      // 401: o token venceu no meio; o caminho comum renova a sessão e repete (sem medir o progresso)
      if (!(err instanceof ApiError && err.status === 401)) throw err;
    }
  }
  return requisitar('POST', c, { ...opcoes, body: form }).then((r) => json<T>(r));
}

/**
 * O mesmo POST por XMLHttpRequest, com os cabeçalhos e os erros de toda chamada. Sem o limite de 15 s das
 * outras chamadas: um pôster de 30 MB numa conexão lenta leva minutos, e o progresso mostra que anda.
 */
function enviarComProgresso<T>(c: string, form: FormData, aoProgresso: (fracao: number) => void, o: OpcoesChamada): Promise<T> {
  return new Promise<T>((resolver, rejeitar) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', montarUrl(c, o.query));
    xhr.withCredentials = true;
    cabecalhos(o.headers, false).forEach((valor, nome) => xhr.setRequestHeader(nome, valor));
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) aoProgresso(Math.min(1, e.loaded / e.total));
    });
    const cancelar = () => xhr.abort();
    o.signal?.addEventListener('abort', cancelar);
    const fim = () => o.signal?.removeEventListener('abort', cancelar);
    xhr.addEventListener('load', () => {
      fim();
      atualizarPeloCabecalho(xhr.getResponseHeader('X-Perfil-Incompleto'));
      const r = new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status });
      (r.ok ? json<T>(r) : erroDaResposta(r).then((e) => Promise.reject(e))).then(resolver, rejeitar);
    });
    xhr.addEventListener('error', () => {
      fim();
      rejeitar(falhaDeRede(new TypeError('rede')));
    });
    xhr.addEventListener('abort', () => {
      fim();
      rejeitar(new DOMException('cancelada', 'AbortError'));
    });
    xhr.send(form);
  });
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
