/**
 * Gravação das chamadas pela administração: criar, salvar a chamada inteira, publicar ou voltar a
 * rascunho e excluir. Regras (decisão 022): publicar exige uma linha temática e um critério escrito;
 * com trabalhos, a chamada não é excluída nem volta a rascunho; uma linha com trabalhos e um critério com
 * notas não saem, e a escala de um critério com notas não muda. A edição trava a linha da chamada: quem
 * salva um trabalho ao mesmo tempo espera (ou é esperado), e a conferência "em uso" vale até o commit.
 * O banco repete as regras (chaves e gatilhos da migração 0015). Mudar o peso de um critério com notas
 * ou o limiar de divergência recalcula as notas e a divergência dos trabalhos já avaliados.
 */
import type { z } from 'zod';
import type { ChamadaAdmin, ChamadaEntradaValidada, ChamadaIdParamsSchema, PublicacaoBodySchema } from '#shared/contracts/chamadas.ts';
import {
  criterioEmUsoMensagem,
  escalaEmUsoMensagem,
  linhaEmUsoMensagem,
  MENSAGENS_CHAMADA as M,
  type TipoAvaliacao,
} from '#shared/rules/chamadas.ts';
import type { Db } from '../../db/client.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError, erroCampo } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { recalcularNotasDaChamada } from '../revisao/revisao.service.ts';
import {
  apagarChamada,
  atualizarChamada,
  buscarChamada,
  criteriosDe,
  gravarCriterios,
  gravarLinhas,
  inserirChamada,
  linhasDe,
  temTrabalhos,
  type NovaChamada,
} from './chamadas.repository.ts';
import { chamadaNaoEncontrada, exigirAberta, horarioParaBanco, obterChamadaAdmin } from './chamadas.service.ts';
import { podeGerenciarChamadas } from './chamadas.policy.ts';

type Params = z.output<typeof ChamadaIdParamsSchema>;

function camposDaEntrada(e: ChamadaEntradaValidada): Omit<NovaChamada, 'criadoPor' | 'criadoEm' | 'atualizadoEm'> {
  const horario = (h: string | null) => (h === null ? null : horarioParaBanco(h));
  return {
    titulo: e.titulo,
    descricaoMarkdown: e.descricao_markdown,
    periodoExperienciaInicio: e.periodo_experiencia_inicio,
    periodoExperienciaFim: e.periodo_experiencia_fim,
    prazoFinal: horarioParaBanco(e.prazo_final),
    aceitaPoster: e.aceita_poster,
    maxCoautores: e.max_coautores,
    limiteTitulo: e.limites.titulo,
    limiteIntroducao: e.limites.introducao,
    limiteObjetivos: e.limites.objetivos,
    limiteMetodo: e.limites.metodo,
    limiteResultados: e.limites.resultados,
    limiteConsideracoes: e.limites.consideracoes,
    limiteBibliografia: e.limites.bibliografia,
    criteriosOutros: e.criterios_outros,
    oralOutros: e.oral_outros,
    premiacaoTexto: e.premiacao_texto,
    disposicoesFinaisTexto: e.disposicoes_finais_texto,
    avaliadoresPorTrabalho: e.avaliadores_por_trabalho,
    limiarDivergencia: e.limiar_divergencia,
    terceiroAutomatico: e.terceiro_automatico,
    conflitoUnidade: e.conflito_unidade,
    lancesInicio: horario(e.lances_inicio),
    lancesFim: horario(e.lances_fim),
    prazoAvaliacao: horario(e.prazo_avaliacao),
    publicado: e.publicado,
  };
}

/**
 * Publicar exige ao menos uma linha temática e um critério escrito.
 * @throws REGRA_NEGOCIO com o campo que falta
 */
function exigirPublicavel(linhas: number, criteriosEscritos: number): void {
  if (linhas === 0) throw erroCampo('linhas', M.publicarSemLinha, 'REGRA_NEGOCIO');
  if (criteriosEscritos === 0) throw erroCampo('criterios', M.publicarSemCriterio, 'REGRA_NEGOCIO');
}

/**
 * Confere, sob a trava da chamada, o que a edição muda nas linhas e nos critérios existentes: ids de
 * outra chamada (ou de outro tipo) são recusados; os que saem não podem estar em uso; a escala de um
 * critério com notas não muda.
 * @throws DADOS_INVALIDOS (id alheio), CONFLITO (em uso)
 */
async function conferirMudancas(tx: Db, chamadaId: number, e: ChamadaEntradaValidada): Promise<void> {
  const linhas = (await linhasDe(tx, [chamadaId])).get(chamadaId) ?? [];
  const ids = new Set(linhas.map((l) => l.id));
  e.linhas.forEach((l, i) => {
    if (l.id !== undefined && !ids.has(l.id)) throw erroCampo(`linhas.${i}`, M.linhaDeOutraChamada);
  });
  const mantidas = new Set(e.linhas.flatMap((l) => (l.id ? [l.id] : [])));
  const saiEmUso = linhas.find((l) => l.emUso && !mantidas.has(l.id));
  if (saiEmUso) throw erroCampo('linhas', linhaEmUsoMensagem(saiEmUso.nome), 'CONFLITO');

  const criterios = (await criteriosDe(tx, [chamadaId])).get(chamadaId) ?? [];
  const porTipo: [TipoAvaliacao, 'criterios' | 'criterios_orais'][] = [['escrita', 'criterios'], ['oral', 'criterios_orais']];
  for (const [tipo, campo] of porTipo) {
    const existentes = new Map(criterios.filter((c) => c.tipo === tipo).map((c) => [c.id, c]));
    e[campo].forEach((c, i) => {
      const atual = c.id === undefined ? undefined : existentes.get(c.id);
      if (c.id !== undefined && !atual) throw erroCampo(`${campo}.${i}`, M.criterioDeOutraChamada);
      if (atual?.emUso && (atual.escalaMin !== c.escala_min || atual.escalaMax !== c.escala_max)) throw erroCampo(`${campo}.${i}`, escalaEmUsoMensagem(atual.titulo), 'CONFLITO');
    });
    const mantidos = new Set(e[campo].flatMap((c) => (c.id ? [c.id] : [])));
    const saiComNotas = [...existentes.values()].find((c) => c.emUso && !mantidos.has(c.id));
    if (saiComNotas) throw erroCampo(campo, criterioEmUsoMensagem(saiComNotas.titulo), 'CONFLITO');
  }
}

/**
 * Cria uma chamada com linhas e critérios (publicada já, se vier completa).
 * @throws SEM_PERMISSAO, REGRA_NEGOCIO (publicar sem linha ou critério escrito)
 */
export async function criarChamada(ctx: CtxAutenticado, e: ChamadaEntradaValidada): Promise<ChamadaAdmin> {
  exigirPermissao(podeGerenciarChamadas(ctx.user));
  if (e.publicado) exigirPublicavel(e.linhas.length, e.criterios.length);
  const agora = ctx.now();
  // ids de linhas e critérios não valem numa chamada nova: tudo entra como novo
  const semIds = <T extends { id?: number | undefined }>(xs: T[]) => xs.map(({ id: _, ...x }) => x);
  const chamadaId = await ctx.db.transaction(async (tx) => {
    const id = await inserirChamada(tx, { ...camposDaEntrada(e), criadoPor: ctx.user.id, criadoEm: agora, atualizadoEm: agora });
    await gravarLinhas(tx, id, semIds(e.linhas));
    await gravarCriterios(tx, id, 'escrita', semIds(e.criterios));
    await gravarCriterios(tx, id, 'oral', semIds(e.criterios_orais));
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'chamada.criar', alvoTipo: 'chamada', alvoId: id, detalhes: { publicado: e.publicado } });
    return id;
  });
  ctx.log.info({ chamadaId, publicado: e.publicado }, 'chamada criada');
  return obterChamadaAdmin(ctx, { chamadaId });
}

/**
 * Salva a chamada inteira: campos, linhas e critérios (os com id são mantidos, os sem id entram, os
 * ausentes saem).
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, DADOS_INVALIDOS (linha ou critério de outra chamada), CONFLITO (também: encerrada)
 *   (linha ou critério em uso, escala de critério com notas, voltar a rascunho com trabalhos),
 *   REGRA_NEGOCIO (publicar sem linha ou critério escrito)
 */
export async function editarChamada(ctx: CtxAutenticado, params: Params, e: ChamadaEntradaValidada): Promise<ChamadaAdmin> {
  exigirPermissao(podeGerenciarChamadas(ctx.user));
  if (e.publicado) exigirPublicavel(e.linhas.length, e.criterios.length);
  await ctx.db.transaction(async (tx) => {
    const atual = await buscarChamada(tx, params.chamadaId, 'update');
    if (!atual) throw chamadaNaoEncontrada();
    exigirAberta(atual);
    if (atual.publicado && !e.publicado && (await temTrabalhos(tx, atual.id))) throw new AppError('CONFLITO', M.despublicarComTrabalhos);
    await conferirMudancas(tx, atual.id, e);
    await atualizarChamada(tx, atual.id, { ...camposDaEntrada(e), atualizadoEm: ctx.now() });
    await gravarLinhas(tx, atual.id, e.linhas);
    await gravarCriterios(tx, atual.id, 'escrita', e.criterios);
    await gravarCriterios(tx, atual.id, 'oral', e.criterios_orais);
    // o peso de um critério com notas e o limiar de divergência podem mudar: as notas acompanham
    await recalcularNotasDaChamada({ db: tx }, atual.id);
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'chamada.editar', alvoTipo: 'chamada', alvoId: atual.id, detalhes: { publicado: e.publicado } });
  });
  ctx.log.info({ chamadaId: params.chamadaId }, 'chamada salva');
  return obterChamadaAdmin(ctx, params);
}

/**
 * Publica (exige linha e critério escrito) ou volta a rascunho (só sem trabalhos). Idempotente.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, REGRA_NEGOCIO, CONFLITO (também: encerrada)
 */
export async function publicarChamada(ctx: CtxAutenticado, params: Params, body: z.output<typeof PublicacaoBodySchema>): Promise<ChamadaAdmin> {
  exigirPermissao(podeGerenciarChamadas(ctx.user));
  await ctx.db.transaction(async (tx) => {
    const atual = await buscarChamada(tx, params.chamadaId, 'update');
    if (!atual) throw chamadaNaoEncontrada();
    exigirAberta(atual);
    if (atual.publicado === body.publicado) return;
    if (body.publicado) {
      const linhas = (await linhasDe(tx, [atual.id])).get(atual.id) ?? [];
      const criterios = (await criteriosDe(tx, [atual.id])).get(atual.id) ?? [];
      exigirPublicavel(linhas.length, criterios.filter((c) => c.tipo === 'escrita').length);
    } else if (await temTrabalhos(tx, atual.id)) {
      throw new AppError('CONFLITO', M.despublicarComTrabalhos);
    }
    await atualizarChamada(tx, atual.id, { publicado: body.publicado, atualizadoEm: ctx.now() });
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: body.publicado ? 'chamada.publicar' : 'chamada.despublicar', alvoTipo: 'chamada', alvoId: atual.id });
  });
  return obterChamadaAdmin(ctx, params);
}

/**
 * Exclui uma chamada sem trabalhos, com linhas, critérios e modelos (os arquivos saem do `Storage`
 * depois do commit).
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, CONFLITO (encerrada; tem trabalhos)
 */
export async function excluirChamada(ctx: CtxAutenticado, params: Params): Promise<null> {
  exigirPermissao(podeGerenciarChamadas(ctx.user));
  const chaves = await ctx.db.transaction(async (tx) => {
    const atual = await buscarChamada(tx, params.chamadaId, 'update');
    if (!atual) throw chamadaNaoEncontrada();
    exigirAberta(atual);
    if (await temTrabalhos(tx, atual.id)) throw new AppError('CONFLITO', M.excluirComTrabalhos);
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'chamada.excluir', alvoTipo: 'chamada', alvoId: atual.id, detalhes: { titulo: atual.titulo } });
    return apagarChamada(tx, atual.id);
  });
  for (const chave of chaves) await ctx.storage.remover(chave).catch(() => undefined);
  ctx.log.info({ chamadaId: params.chamadaId }, 'chamada excluída');
  return null;
}
