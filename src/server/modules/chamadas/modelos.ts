/**
 * Modelos de cada chamada (SPEC §7): o de banner (pôster) e, pelo mesmo caminho em `modelo-slides`, o
 * dos slides da apresentação oral. A administração envia (multipart, campo `file`; PPTX, PPT ou PDF até
 * 30 MB, tipo conferido pelo conteúdo), consulta os metadados e remove; quem enxerga a chamada baixa
 * (HEAD diz se existe). Trocar um modelo substitui o anterior, que sai do `Storage` depois do commit.
 */
import { createHash } from 'node:crypto';
import type { Modelo } from '#shared/contracts/chamadas.ts';
import { ARQUIVO_MODELO, semModeloMensagem, type TipoModelo } from '#shared/rules/chamadas.ts';
import { conferirArquivo, nomeDeArquivoSeguro, type TipoArquivo } from '../../lib/arquivos.ts';
import type { ArquivoRecebido } from '../../lib/multipart.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { apagarModelo, buscarChamada, buscarModelo, gravarModelo } from './chamadas.repository.ts';
import { chamadaNaoEncontrada, exigirAberta, paraModelo } from './chamadas.service.ts';
import { enxergaChamada, podeGerenciarChamadas } from './chamadas.policy.ts';

const semModelo = (tipo: TipoModelo) => new AppError('NAO_ENCONTRADO', semModeloMensagem(tipo));

/**
 * Envia ou troca o modelo de uma chamada (rascunho ou publicada: a administração prepara o rascunho;
 * encerrada, não muda mais).
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, CONFLITO (encerrada), DADOS_INVALIDOS (vazio, tipo), MUITO_GRANDE
 */
export async function enviarModelo(ctx: CtxAutenticado, chamadaId: number, tipo: TipoModelo, origem: ArquivoRecebido | (() => Promise<ArquivoRecebido>)): Promise<Modelo> {
  exigirPermissao(podeGerenciarChamadas(ctx.user));
  // chamada inexistente ou encerrada: recusada antes de ler o corpo (conferida de novo na transação)
  const antes = await buscarChamada(ctx.db, chamadaId);
  if (!antes) throw chamadaNaoEncontrada();
  exigirAberta(antes);
  // o corpo multipart só é lido depois da regra de quem pode enviar (lib/multipart.ts)
  const arquivo = typeof origem === 'function' ? await origem() : origem;
  const t = conferirArquivo(arquivo.conteudo, { aceitos: ARQUIVO_MODELO.tipos satisfies readonly TipoArquivo[], maxBytes: ARQUIVO_MODELO.maxBytes });
  const chave = await ctx.storage.salvar('modelos-chamada', arquivo.conteudo, t.extensao);
  let anterior: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const c = await buscarChamada(tx, chamadaId, 'share');
      if (!c) throw chamadaNaoEncontrada();
      exigirAberta(c);
      anterior = await gravarModelo(tx, {
        chamadaId,
        tipo,
        chave,
        nomeArquivo: nomeDeArquivoSeguro(arquivo.nome, `modelo-${tipo}`, t.extensao),
        mime: t.mime,
        tamanho: arquivo.conteudo.length,
        hashSha256: createHash('sha256').update(arquivo.conteudo).digest('hex'),
        enviadoPor: ctx.user.id,
        enviadoEm: ctx.now(),
      });
      await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: `chamada.modelo-${tipo}`, alvoTipo: 'chamada', alvoId: chamadaId });
    });
  } catch (err) {
    await ctx.storage.remover(chave).catch(() => undefined);
    throw err;
  }
  if (anterior) await ctx.storage.remover(anterior).catch(() => undefined);
  ctx.log.info({ chamadaId, tipo }, 'modelo da chamada enviado');
  return paraModelo((await buscarModelo(ctx.db, chamadaId, tipo))!);
}

/**
 * O arquivo do modelo, para quem enxerga a chamada (publicada, ou administração).
 * @throws NAO_ENCONTRADO chamada inexistente ou rascunho alheio; chamada sem esse modelo
 */
export async function baixarModelo(ctx: CtxAutenticado, chamadaId: number, tipo: TipoModelo): Promise<{ nome: string; mime: string; conteudo: Buffer }> {
  const c = await buscarChamada(ctx.db, chamadaId);
  if (!c || !enxergaChamada(ctx.user, c)) throw chamadaNaoEncontrada();
  const m = await buscarModelo(ctx.db, chamadaId, tipo);
  const conteudo = m ? await ctx.storage.ler(m.chave) : null;
  if (!m || !conteudo) throw semModelo(tipo);
  return { nome: m.nomeArquivo, mime: m.mime, conteudo };
}

/** Metadados do modelo, ou nulo. @throws SEM_PERMISSAO, NAO_ENCONTRADO (chamada) */
export async function metadadosDoModelo(ctx: CtxAutenticado, chamadaId: number, tipo: TipoModelo): Promise<Modelo | null> {
  exigirPermissao(podeGerenciarChamadas(ctx.user));
  if (!(await buscarChamada(ctx.db, chamadaId))) throw chamadaNaoEncontrada();
  const m = await buscarModelo(ctx.db, chamadaId, tipo);
  return m && paraModelo(m);
}

/** Remove o modelo. @throws SEM_PERMISSAO, NAO_ENCONTRADO (chamada ou modelo), CONFLITO (encerrada) */
export async function removerModelo(ctx: CtxAutenticado, chamadaId: number, tipo: TipoModelo): Promise<null> {
  exigirPermissao(podeGerenciarChamadas(ctx.user));
  const chave = await ctx.db.transaction(async (tx) => {
    const c = await buscarChamada(tx, chamadaId, 'share');
    if (!c) throw chamadaNaoEncontrada();
    exigirAberta(c);
    const removida = await apagarModelo(tx, chamadaId, tipo);
    if (!removida) throw semModelo(tipo);
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: `chamada.modelo-${tipo}.remover`, alvoTipo: 'chamada', alvoId: chamadaId });
    return removida;
  });
  await ctx.storage.remover(chave).catch(() => undefined);
  return null;
}
