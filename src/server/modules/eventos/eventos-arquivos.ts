import { semControlesDeDirecao } from '#shared/contracts/campos.ts';
import { ARQUIVOS_EVENTO } from '#shared/rules/eventos.ts';
import { conferirArquivo, dimensoesImagem } from '../../lib/arquivos.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { buscarEvento } from './eventos.repository.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { alterarEvento, travarEvento } from './eventos-edicao.repository.ts';
import { podeEditarEventos, podeVerEvento } from './eventos.policy.ts';

const eventoNaoEncontrado = () => new AppError('NAO_ENCONTRADO', 'Evento não encontrado.');

/**
 * Nome do arquivo como a pessoa o enviou: só o nome, sem caminho, sem controles nem controles de direção
 * (um U+202E faria "agenda\u202Efdp.exe" aparecer como "agendaexe.pdf"), até 150 caracteres.
 */
function nomeSeguro(bruto: string | undefined): string {
  let nome = 'programacao.pdf';
  try {
    if (bruto) nome = decodeURIComponent(bruto);
  } catch {
    /* nome mal codificado: fica o padrão */
  }
  // eslint-disable-next-line no-control-regex -- tirar caracteres de controle é o propósito
  nome = semControlesDeDirecao(nome.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f"]/g, '')).trim().slice(0, 150);
  if (!nome) nome = 'programacao.pdf';
  return nome.toLowerCase().endsWith('.pdf') ? nome : `${nome}.pdf`;
}

/**
 * Troca o folder (PNG ou JPEG, até 2 MB, tipo conferido pelo conteúdo). Guarda as dimensões para
 * a página reservar o espaço. O arquivo anterior é removido depois que a troca confirma.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, DADOS_INVALIDOS, MUITO_GRANDE
 */
export async function enviarFolder(ctx: CtxAutenticado, id: number, conteudo: Buffer) {
  exigirPermissao(podeEditarEventos(ctx.user));
  const tipo = conferirArquivo(conteudo, { aceitos: ['png', 'jpeg'], maxBytes: ARQUIVOS_EVENTO.folder.maxBytes });
  const dim = dimensoesImagem(conteudo);
  const chave = await ctx.storage.salvar('folders', conteudo, tipo.extensao);
  let anterior: string | null = null;
  const agora = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const e = await travarEvento(tx, id);
      if (!e) throw eventoNaoEncontrado();
      anterior = e.folderChave;
      await alterarEvento(tx, id, { folderChave: chave, folderMime: tipo.mime, folderLargura: dim?.largura ?? null, folderAltura: dim?.altura ?? null, atualizadoEm: agora });
      await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'evento.folder', alvoTipo: 'evento', alvoId: id });
    });
  } catch (err) {
    await ctx.storage.remover(chave).catch(() => undefined);
    throw err;
  }
  if (anterior) await ctx.storage.remover(anterior).catch(() => undefined);
  return { url: `/api/eventos/${id}/folder?v=${agora.getTime().toString(36)}`, largura: dim?.largura ?? null, altura: dim?.altura ?? null };
}

/**
 * Troca a programação (PDF até 15 MB).
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, DADOS_INVALIDOS, MUITO_GRANDE
 */
export async function enviarProgramacao(ctx: CtxAutenticado, id: number, conteudo: Buffer, nomeBruto: string | undefined) {
  exigirPermissao(podeEditarEventos(ctx.user));
  const tipo = conferirArquivo(conteudo, { aceitos: ['pdf'], maxBytes: ARQUIVOS_EVENTO.programacao.maxBytes });
  const nome = nomeSeguro(nomeBruto);
  const chave = await ctx.storage.salvar('programacoes', conteudo, tipo.extensao);
  let anterior: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const e = await travarEvento(tx, id);
      if (!e) throw eventoNaoEncontrado();
      anterior = e.programacaoChave;
      await alterarEvento(tx, id, { programacaoChave: chave, programacaoNome: nome, programacaoTamanho: conteudo.length, atualizadoEm: ctx.now() });
      await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'evento.programacao', alvoTipo: 'evento', alvoId: id });
    });
  } catch (err) {
    await ctx.storage.remover(chave).catch(() => undefined);
    throw err;
  }
  if (anterior) await ctx.storage.remover(anterior).catch(() => undefined);
  return { url: `/api/eventos/${id}/programacao`, nome, tamanho: conteudo.length };
}

/** Remove o folder ou a programação. @throws SEM_PERMISSAO, NAO_ENCONTRADO */
export async function removerArquivo(ctx: CtxAutenticado, id: number, qual: 'folder' | 'programacao'): Promise<null> {
  exigirPermissao(podeEditarEventos(ctx.user));
  const chave = await ctx.db.transaction(async (tx) => {
    const e = await travarEvento(tx, id);
    if (!e) throw eventoNaoEncontrado();
    if (qual === 'folder') {
      await alterarEvento(tx, id, { folderChave: null, folderMime: null, folderLargura: null, folderAltura: null, atualizadoEm: ctx.now() });
      return e.folderChave;
    }
    await alterarEvento(tx, id, { programacaoChave: null, programacaoNome: null, programacaoTamanho: null, atualizadoEm: ctx.now() });
    return e.programacaoChave;
  });
  if (chave) await ctx.storage.remover(chave).catch(() => undefined);
  return null;
}

/**
 * O folder ou a programação de um evento, para quem pode ver o evento (publicado, ou administração).
 * @throws NAO_ENCONTRADO
 */
export async function lerArquivo(ctx: Ctx, id: number, qual: 'folder' | 'programacao') {
  const achado = await buscarEvento(ctx.db, id);
  const e = achado?.evento;
  if (!e || !podeVerEvento(ctx.user, e)) throw eventoNaoEncontrado();
  const chave = qual === 'folder' ? e.folderChave : e.programacaoChave;
  const conteudo = chave ? await ctx.storage.ler(chave) : null;
  if (!conteudo) throw new AppError('NAO_ENCONTRADO', qual === 'folder' ? 'Este evento não tem folder.' : 'Este evento não tem programação.');
  return {
    conteudo,
    mime: qual === 'folder' ? (e.folderMime ?? 'application/octet-stream') : 'application/pdf',
    nome: qual === 'folder' ? null : (e.programacaoNome ?? 'programacao.pdf'),
    publico: e.publicado,
  };
}
