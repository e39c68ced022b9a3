import type { z } from 'zod';
import {
  ASSINATURA_LIMITES as LIMITES, MENSAGEM_ASSINATURA_FORMATO, MENSAGEM_ASSINATURA_GRANDE,
  type AssinanteDisponivel, type MinhaAssinatura, type SalvarAssinaturaBodySchema,
} from '#shared/contracts/assinaturas.ts';
import { ID_MAXIMO } from '#shared/contracts/comum.ts';
import type { Ctx, CtxAutenticado, Servicos } from '../../lib/context.ts';
import { AppError, erroCampo } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import {
  assinantesDisponiveis, assinantesPorIds, assinaturaDe, atualizarAssinatura, excluirAssinatura, existeAssinatura, inserirAssinatura, travarPessoa,
  type LinhaAssinatura,
} from './assinaturas.repository.ts';
import { ehPng, lerPng } from './png.ts';

/** Pasta das imagens no `Storage`. */
const PASTA = 'assinaturas';
const PREFIXO_DATA_URL = 'data:image/png;base64,';
const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;
/** `data:<tipo>[;parâmetros];base64` — o tipo declarado não vale nada: quem decide é o conteúdo. */
const CABECALHO_RE = /^data:[^,]{0,200};base64$/i;

/** Quem assina um documento, como o renderizador de certificados precisa. */
export interface AssinanteDoDocumento {
  nome: string;
  funcao: string | null;
  /** A imagem PNG, ou nulo (sem assinatura salva, ou o arquivo sumiu do `Storage`). */
  imagem: Uint8Array | null;
}

/**
 * A imagem de um data URL, conferida pelo conteúdo: base64 válido, até 1 MB, um PNG bem formado
 * (ver `png.ts`) entre 20×10 e 2000×1000 pixels.
 * @throws DADOS_INVALIDOS (não é PNG, PNG danificado, dimensões fora), MUITO_GRANDE (mais de 1 MB)
 */
export function imagemDaAssinatura(dataUrl: string): Buffer {
  const virgula = dataUrl.indexOf(',');
  if (virgula < 0 || !CABECALHO_RE.test(dataUrl.slice(0, virgula))) throw erroCampo('imagem', MENSAGEM_ASSINATURA_FORMATO);
  const base64 = dataUrl.slice(virgula + 1);
  const preenchimento = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length / 4) * 3 - preenchimento > LIMITES.maxBytes) throw erroCampo('imagem', MENSAGEM_ASSINATURA_GRANDE, 'MUITO_GRANDE');
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64_RE.test(base64)) throw erroCampo('imagem', MENSAGEM_ASSINATURA_FORMATO);
  const bytes = Buffer.from(base64, 'base64');
  if (!ehPng(bytes)) throw erroCampo('imagem', MENSAGEM_ASSINATURA_FORMATO);
  const png = lerPng(bytes, { largura: LIMITES.larguraMax, altura: LIMITES.alturaMax });
  if (!png) throw erroCampo('imagem', 'A imagem PNG está danificada. Desenhe a assinatura ou envie outra imagem.');
  if (png.excede) {
    throw erroCampo('imagem', `A imagem deve ter no máximo ${LIMITES.larguraMax} × ${LIMITES.alturaMax} pixels. Use uma imagem menor.`);
  }
  if (png.largura < LIMITES.larguraMin || png.altura < LIMITES.alturaMin) {
    throw erroCampo('imagem', `A imagem é pequena demais: use pelo menos ${LIMITES.larguraMin} × ${LIMITES.alturaMin} pixels.`);
  }
  return bytes;
}

const paraDataUrl = (bytes: Uint8Array) => PREFIXO_DATA_URL + Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

const SEM_ASSINATURA: MinhaAssinatura = { tem_assinatura: false, funcao: null, atualizada_em: null, imagem: null };

async function paraResposta(ctx: Ctx, linha: LinhaAssinatura, imagem?: Uint8Array): Promise<MinhaAssinatura> {
  const bytes = imagem ?? (await ctx.storage.ler(linha.arquivo));
  if (!bytes) ctx.log.warn({ usuarioId: linha.usuarioId }, 'arquivo da assinatura não encontrado no storage');
  return { tem_assinatura: true, funcao: linha.funcao, atualizada_em: linha.atualizadaEm.toISOString(), imagem: bytes ? paraDataUrl(bytes) : null };
}

/** Remove um arquivo que não é mais apontado; uma falha fica no log (o arquivo sobra, a operação vale). */
async function descartarArquivo(ctx: Ctx, chave: string): Promise<void> {
  try {
    await ctx.storage.remover(chave);
  } catch (err) {
    ctx.log.warn({ err, chave }, 'não foi possível remover o arquivo de assinatura');
  }
}

/** A assinatura de quem pede: a imagem (data URL PNG) e a função, ou `tem_assinatura: false`. */
export async function minhaAssinatura(ctx: CtxAutenticado): Promise<MinhaAssinatura> {
  const linha = await assinaturaDe(ctx.db, ctx.user.id);
  return linha ? paraResposta(ctx, linha) : SEM_ASSINATURA;
}

/**
 * Salva ou substitui a assinatura de quem pede. A primeira vez exige a imagem; depois, cada campo
 * omitido fica como está (só a função pode mudar). A imagem nova é guardada antes e a antiga removida
 * só depois de a linha apontar para a nova; trocas simultâneas da mesma pessoa passam uma de cada vez.
 * @throws DADOS_INVALIDOS (imagem ausente na primeira vez, ou não é um PNG aceito), MUITO_GRANDE
 */
export async function salvarAssinatura(ctx: CtxAutenticado, body: z.output<typeof SalvarAssinaturaBodySchema>): Promise<MinhaAssinatura> {
  const usuarioId = ctx.user.id;
  const imagem = body.imagem === undefined ? null : imagemDaAssinatura(body.imagem);
  const novoArquivo = imagem ? await ctx.storage.salvar(PASTA, imagem, '.png') : null;
  let resultado: { linha: LinhaAssinatura; anterior: string | null };
  try {
    resultado = await ctx.db.transaction(async (tx) => {
      if (!(await travarPessoa(tx, usuarioId))) throw new AppError('NAO_ENCONTRADO', 'Pessoa não encontrada.');
      const atual = await assinaturaDe(tx, usuarioId);
      if (!atual) {
        if (!novoArquivo) throw erroCampo('imagem', 'Faça ou envie a assinatura antes de salvar.');
        const linha = await inserirAssinatura(tx, { usuarioId, arquivo: novoArquivo, funcao: body.funcao ?? null, atualizadaEm: ctx.now() });
        return { linha, anterior: null };
      }
      if (!novoArquivo && body.funcao === undefined) return { linha: atual, anterior: null };
      const linha = await atualizarAssinatura(tx, usuarioId, {
        ...(novoArquivo ? { arquivo: novoArquivo } : {}),
        ...(body.funcao !== undefined ? { funcao: body.funcao } : {}),
        atualizadaEm: ctx.now(),
      });
      return { linha, anterior: novoArquivo ? atual.arquivo : null };
    });
  } catch (err) {
    if (novoArquivo) await descartarArquivo(ctx, novoArquivo);
    throw err;
  }
  if (resultado.anterior) await descartarArquivo(ctx, resultado.anterior);
  ctx.log.info({ usuarioId, imagemNova: Boolean(novoArquivo) }, 'assinatura salva');
  return paraResposta(ctx, resultado.linha, imagem ?? undefined);
}

/** Remove a assinatura de quem pede (e o arquivo). Sem assinatura, não faz nada. */
export async function removerAssinatura(ctx: CtxAutenticado): Promise<null> {
  const usuarioId = ctx.user.id;
  const arquivo = await ctx.db.transaction(async (tx) => {
    await travarPessoa(tx, usuarioId);
    return excluirAssinatura(tx, usuarioId);
  });
  if (arquivo) {
    await descartarArquivo(ctx, arquivo);
    ctx.log.info({ usuarioId }, 'assinatura removida');
  }
  return null;
}

/** Pessoas ativas com assinatura salva, por nome: as opções de quem assina um certificado (SPEC §2.8). */
export async function listarAssinantes(ctx: Pick<Servicos, 'db'>): Promise<AssinanteDisponivel[]> {
  const linhas = await assinantesDisponiveis(ctx.db);
  return linhas.map((l) => ({ ...l, tem_assinatura: true as const }));
}

/** A pessoa tem assinatura salva. */
export async function temAssinatura(ctx: Pick<Servicos, 'db'>, usuarioId: number): Promise<boolean> {
  return existeAssinatura(ctx.db, usuarioId);
}

/**
 * Copia a imagem da assinatura salva da pessoa para uma chave nova na `pasta` (um documento que guarda a
 * assinatura do momento, como o termo de uso das salas: trocar a assinatura depois não muda a cópia).
 * Devolve a chave da cópia, ou nulo se a pessoa não tem assinatura (ou o arquivo sumiu do `Storage`).
 */
export async function copiarAssinaturaPara(ctx: Pick<Servicos, 'db' | 'storage'>, usuarioId: number, pasta: string): Promise<string | null> {
  const linha = await assinaturaDe(ctx.db, usuarioId);
  const bytes = linha ? await ctx.storage.ler(linha.arquivo) : null;
  return bytes ? ctx.storage.salvar(pasta, bytes, '.png') : null;
}

async function lerImagem(storage: Storage, chave: string | null): Promise<Uint8Array | null> {
  return chave ? storage.ler(chave) : null;
}

/**
 * Nome, função e imagem de cada pessoa, para imprimir num documento (certificados, termos). Uma
 * consulta para todos os ids; as imagens são lidas do `Storage` (arquivo ausente: imagem nula).
 * Ids que não são de ninguém ficam fora do mapa; quem não tem assinatura vem com função e imagem nulas.
 */
export async function assinaturasParaDocumento(ctx: Pick<Servicos, 'db' | 'storage'>, usuarioIds: number[]): Promise<Map<number, AssinanteDoDocumento>> {
  const ids = [...new Set(usuarioIds)].filter((id) => Number.isInteger(id) && id > 0 && id <= ID_MAXIMO);
  if (ids.length === 0) return new Map();
  const linhas = await assinantesPorIds(ctx.db, ids);
  const itens = await Promise.all(
    linhas.map(async (l) => [l.id, { nome: l.nome, funcao: l.funcao, imagem: await lerImagem(ctx.storage, l.arquivo) }] as const),
  );
  return new Map(itens);
}
