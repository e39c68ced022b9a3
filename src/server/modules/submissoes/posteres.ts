/**
 * O pôster do trabalho (SPEC §7: `POST /api/submissoes/{submissaoId}/poster`, multipart, campo
 * `poster`): PNG, JPG, WEBP, PDF, PPT ou PPTX até 30 MB, tipo conferido pelo conteúdo, guardado no
 * `Storage` sob nome gerado. Trocar guarda o anterior no histórico (o arquivo fica). Só o autor envia,
 * enquanto mexe no trabalho (até o prazo, em rascunho ou enviado) e se a chamada aceita pôster.
 *
 * Quem baixa: o autor, a administração (trabalho enviado) e quem tem uma atribuição ativa no trabalho —
 * este com um nome de arquivo neutro (o nome original pode ter o nome de quem escreveu: a revisão é
 * cega). O histórico, só o autor e a administração. Para os demais, 404.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Poster, PosterParamsSchema, SubmissaoIdParamsSchema } from '#shared/contracts/submissoes.ts';
import { ARQUIVO_POSTER, autorPodeEditar, MENSAGENS_CHAMADA as M } from '#shared/rules/chamadas.ts';
import { conferirArquivo, nomeDeArquivoSeguro, TIPOS_ARQUIVO, type TipoArquivo } from '../../lib/arquivos.ts';
import type { ArquivoRecebido } from '../../lib/multipart.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { semPermissao } from '../../lib/permissao.ts';
import { regrasDaChamada } from '../chamadas/chamadas.service.ts';
import { avaliaOTrabalho, buscarSubmissao, gravarPoster, posterAtual, posterPorId, type LinhaPoster } from './submissoes.repository.ts';
import { paraPoster, submissaoNaoEncontrada } from './submissoes.service.ts';
import { ehAutorDaSubmissao, enxergaSubmissao, podeBaixarPoster } from './submissoes.policy.ts';

type Params = z.output<typeof SubmissaoIdParamsSchema>;

/**
 * Confere que o autor pode trocar o pôster agora: enxerga, é o autor, a situação permite, o prazo não
 * passou e a chamada aceita pôster. Usada antes de receber o arquivo e de novo, travada, ao gravar.
 * @throws NAO_ENCONTRADO, SEM_PERMISSAO, CONFLITO, REGRA_NEGOCIO
 */
async function exigirPosterEditavel(ctx: CtxAutenticado, id: number, travar: boolean): Promise<void> {
  const s = await buscarSubmissao(ctx.db, id, travar);
  if (!s || !enxergaSubmissao(ctx.user, s.submissao)) throw submissaoNaoEncontrada();
  if (!ehAutorDaSubmissao(ctx.user, s.submissao)) throw semPermissao(M.soSeus);
  if (!autorPodeEditar(s.submissao.status)) throw new AppError('CONFLITO', s.submissao.status === 'retirada' ? M.jaRetirada : M.naoEditavel);
  const regras = await regrasDaChamada(ctx, s.submissao.chamadaId, { travar });
  if (!regras?.aberta) throw new AppError('REGRA_NEGOCIO', M.prazoAlteracoes);
  if (!regras.aceitaPoster) throw new AppError('REGRA_NEGOCIO', M.posterNaoAceito);
}

/**
 * Envia ou troca o pôster; o anterior fica no histórico.
 * @throws NAO_ENCONTRADO, SEM_PERMISSAO, CONFLITO, REGRA_NEGOCIO, DADOS_INVALIDOS (vazio, tipo), MUITO_GRANDE
 */
export async function enviarPoster(ctx: CtxAutenticado, params: Params, origem: ArquivoRecebido | (() => Promise<ArquivoRecebido>)): Promise<Poster> {
  await exigirPosterEditavel(ctx, params.submissaoId, false);
  // o corpo multipart só é lido depois da regra de quem pode enviar (lib/multipart.ts)
  const arquivo = typeof origem === 'function' ? await origem() : origem;
  const t = conferirArquivo(arquivo.conteudo, { aceitos: ARQUIVO_POSTER.tipos satisfies readonly TipoArquivo[], maxBytes: ARQUIVO_POSTER.maxBytes });
  const chave = await ctx.storage.salvar('posteres', arquivo.conteudo, t.extensao);
  try {
    const novo = await ctx.db.transaction(async (tx) => {
      await exigirPosterEditavel({ ...ctx, db: tx }, params.submissaoId, true);
      return gravarPoster(tx, {
        submissaoId: params.submissaoId,
        chave,
        nomeOriginal: nomeDeArquivoSeguro(arquivo.nome, 'poster', t.extensao),
        tipo: t.tipo as (typeof ARQUIVO_POSTER.tipos)[number],
        mime: t.mime,
        tamanho: arquivo.conteudo.length,
        hashSha256: createHash('sha256').update(arquivo.conteudo).digest('hex'),
        enviadoPor: ctx.user.id,
        enviadoEm: ctx.now(),
      });
    });
    ctx.log.info({ submissaoId: params.submissaoId, tipo: t.tipo }, 'pôster enviado');
    return paraPoster(novo);
  } catch (err) {
    await ctx.storage.remover(chave).catch(() => undefined);
    throw err;
  }
}

interface ArquivoBaixado {
  nome: string;
  mime: string;
  conteudo: Buffer;
}

async function ler(ctx: CtxAutenticado, p: LinhaPoster, nome: string): Promise<ArquivoBaixado> {
  const conteudo = await ctx.storage.ler(p.chave);
  if (!conteudo) throw new AppError('NAO_ENCONTRADO', M.semPoster);
  return { nome, mime: p.mime, conteudo };
}

/**
 * O pôster atual, para o autor, a administração ou quem avalia o trabalho (com nome neutro).
 * @throws NAO_ENCONTRADO (sem acesso, ou sem pôster)
 */
export async function baixarPoster(ctx: CtxAutenticado, params: Params): Promise<ArquivoBaixado> {
  const s = await buscarSubmissao(ctx.db, params.submissaoId);
  if (!s) throw submissaoNaoEncontrada();
  const enxerga = enxergaSubmissao(ctx.user, s.submissao);
  if (!podeBaixarPoster(ctx.user, s.submissao, enxerga || (await avaliaOTrabalho(ctx.db, s.submissao.id, ctx.user.id)))) throw submissaoNaoEncontrada();
  const p = await posterAtual(ctx.db, s.submissao.id);
  if (!p) throw new AppError('NAO_ENCONTRADO', M.semPoster);
  const neutro = `poster-trabalho-${s.submissao.id}${TIPOS_ARQUIVO[p.tipo].extensao}`;
  return ler(ctx, p, enxerga ? p.nomeOriginal : neutro);
}

/**
 * Um pôster do histórico (ou o atual), para o autor e a administração.
 * @throws NAO_ENCONTRADO
 */
export async function baixarPosterAnterior(ctx: CtxAutenticado, params: z.output<typeof PosterParamsSchema>): Promise<ArquivoBaixado> {
  const s = await buscarSubmissao(ctx.db, params.submissaoId);
  if (!s || !enxergaSubmissao(ctx.user, s.submissao)) throw submissaoNaoEncontrada();
  const p = await posterPorId(ctx.db, s.submissao.id, params.posterId);
  if (!p) throw new AppError('NAO_ENCONTRADO', 'Pôster não encontrado.');
  return ler(ctx, p, p.nomeOriginal);
}
