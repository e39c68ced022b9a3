import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { formatarTamanho } from './arquivos.ts';

/**
 * Envios `multipart/form-data` (SPEC §5 e §7: o modelo de banner no campo `file`, o pôster no campo
 * `poster`), pelo @fastify/multipart. O corpo só é lido quando a rota pede o arquivo — depois da
 * autenticação e do perfil exigido pelo contrato, e, nos serviços, depois da regra de quem pode enviar —:
 * quem não pode enviar não faz o servidor ler dezenas de MB.
 */

export interface ArquivoRecebido {
  /** Nome do arquivo como o navegador mandou (nulo quando não veio). */
  nome: string | null;
  conteudo: Buffer;
}

/** Um envio de um arquivo: partes demais é alguém testando o servidor. */
const LIMITES = { files: 1, fields: 5, parts: 6, headerPairs: 20, fieldSize: 8 * 1024 };

const invalido = (mensagem = 'Envio de arquivo malformado. Envie o formulário de novo.') => new AppError('DADOS_INVALIDOS', mensagem);

/** Aceita `multipart/form-data` nas rotas deste plugin (o parser vale só dentro dele). */
export async function aceitarMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: LIMITES });
}

/**
 * O arquivo do campo pedido num envio multipart, com até `maxBytes` (o primeiro, se vier repetido).
 * @throws DADOS_INVALIDOS sem corpo multipart, corpo malformado, partes demais ou sem arquivo no campo
 * @throws MUITO_GRANDE arquivo acima de `maxBytes`
 */
export async function arquivoDoCampo(req: FastifyRequest, campo: string, maxBytes: number): Promise<ArquivoRecebido> {
  if (!req.isMultipart()) throw invalido('Envie o arquivo num formulário multipart/form-data.');
  let achado: ArquivoRecebido | null = null;
  try {
    for await (const parte of req.parts({ limits: { ...LIMITES, fileSize: maxBytes } })) {
      if (parte.type !== 'file') continue;
      const conteudo = await parte.toBuffer();
      if (parte.fieldname === campo && !achado) achado = { nome: parte.filename || null, conteudo };
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('MUITO_GRANDE', `O arquivo passa do limite de ${formatarTamanho(maxBytes)}.`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw invalido('Envie um arquivo por vez.');
    // o busboy recusa fronteira ausente, parte sem cabeçalho, fim inesperado…: tudo é o mesmo envio malformado
    throw invalido();
  }
  if (!achado) throw invalido(`Envie o arquivo no campo "${campo}" do formulário.`);
  return achado;
}
