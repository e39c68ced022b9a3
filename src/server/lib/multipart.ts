import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Envios `multipart/form-data` (SPEC §5 e §7: o modelo de banner no campo `file`, o pôster no campo
 * `poster`). Sem biblioteca (como a decisão 011): o corpo inteiro chega em memória, com o limite da
 * rota, e este leitor o separa em partes. Serve a arquivos de dezenas de MB; nada de streaming.
 */

export interface ParteRecebida {
  /** Nome do campo (`name` do Content-Disposition). */
  campo: string;
  /** Nome do arquivo como o navegador mandou (nulo numa parte que não é arquivo). */
  nomeArquivo: string | null;
  conteudo: Buffer;
}

/** Partes demais num envio de um arquivo só: alguém está testando o servidor. */
const MAX_PARTES = 10;
/** Cabeçalhos de uma parte (Content-Disposition e Content-Type cabem com folga). */
const MAX_CABECALHOS = 8 * 1024;

const invalido = (mensagem = 'Envio de arquivo malformado. Envie o formulário de novo.') => new AppError('DADOS_INVALIDOS', mensagem);

/** Fronteira declarada no Content-Type (`boundary=...`, com ou sem aspas), de 1 a 70 caracteres. */
function fronteira(contentType: string | undefined): string {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType ?? '');
  const valor = m?.[1] ?? m?.[2];
  if (!/^multipart\/form-data\b/i.test(contentType ?? '') || !valor) throw invalido('Envie o arquivo num formulário multipart/form-data.');
  return valor;
}

/** Parâmetros de um cabeçalho (`name="x"; filename="y"; filename*=UTF-8''z`). */
function parametros(cabecalho: string): Map<string, string> {
  const achados = new Map<string, string>();
  for (const m of cabecalho.matchAll(/;\s*([A-Za-z0-9_*-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g)) {
    achados.set(m[1]!.toLowerCase(), m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[3]!.trim());
  }
  return achados;
}

function nomeDoArquivo(p: Map<string, string>): string | null {
  const estendido = p.get('filename*');
  if (estendido) {
    const m = /^UTF-8''(.*)$/i.exec(estendido);
    if (m) {
      try {
        return decodeURIComponent(m[1]!);
      } catch {
        /* mal codificado: vale o `filename` simples */
      }
    }
  }
  return p.has('filename') ? p.get('filename')! : null;
}

/**
 * Separa um corpo multipart nas suas partes.
 * @throws DADOS_INVALIDOS corpo sem a fronteira, parte sem cabeçalhos ou sem nome, partes demais
 */
export function lerMultipart(corpo: Buffer, contentType: string | undefined): ParteRecebida[] {
  const limite = fronteira(contentType);
  const delimitador = Buffer.from(`--${limite}`, 'latin1');
  const separador = Buffer.from(`\r\n--${limite}`, 'latin1');
  let pos = corpo.indexOf(delimitador);
  if (pos < 0) throw invalido();
  pos += delimitador.length;
  const partes: ParteRecebida[] = [];
  for (;;) {
    if (corpo[pos] === 0x2d && corpo[pos + 1] === 0x2d) return partes; // "--": fim
    if (corpo[pos] !== 0x0d || corpo[pos + 1] !== 0x0a) throw invalido();
    pos += 2;
    const fimCabecalhos = corpo.indexOf('\r\n\r\n', pos, 'latin1');
    if (fimCabecalhos < 0 || fimCabecalhos - pos > MAX_CABECALHOS) throw invalido();
    const cabecalhos = corpo.toString('utf8', pos, fimCabecalhos).split('\r\n');
    const disposicao = cabecalhos.find((c) => /^content-disposition\s*:/i.test(c));
    if (!disposicao || !/:\s*form-data\b/i.test(disposicao)) throw invalido();
    const p = parametros(disposicao);
    const campo = p.get('name');
    if (!campo) throw invalido();
    const inicio = fimCabecalhos + 4;
    const fim = corpo.indexOf(separador, inicio);
    if (fim < 0) throw invalido();
    partes.push({ campo, nomeArquivo: nomeDoArquivo(p), conteudo: corpo.subarray(inicio, fim) });
    if (partes.length > MAX_PARTES) throw invalido('Envie um arquivo por vez.');
    pos = fim + separador.length;
  }
}

/**
 * Aceita `multipart/form-data` nas rotas deste plugin (o parser vale só dentro dele), com o corpo
 * inteiro em memória até `maxBytes`.
 */
export function aceitarMultipart(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: maxBytes }, (_req, corpo, done) => done(null, corpo));
}

/**
 * O arquivo do campo pedido num envio multipart (o primeiro, se vier repetido).
 * @throws DADOS_INVALIDOS sem corpo multipart, ou sem arquivo no campo
 */
export function arquivoDoCampo(req: FastifyRequest, campo: string): { nome: string | null; conteudo: Buffer } {
  if (!Buffer.isBuffer(req.body)) throw invalido('Envie o arquivo num formulário multipart/form-data.');
  const parte = lerMultipart(req.body, req.headers['content-type']).find((p) => p.campo === campo);
  if (!parte) throw invalido(`Envie o arquivo no campo "${campo}" do formulário.`);
  return { nome: parte.nomeArquivo, conteudo: parte.conteudo };
}
