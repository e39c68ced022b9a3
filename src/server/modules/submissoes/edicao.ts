/**
 * O autor salva, envia e retira o trabalho (decisão 022):
 * - rascunho a qualquer momento até o prazo, incompleto mas nunca fora das regras da chamada (limites
 *   de caracteres, linha temática da chamada, início da experiência no período, coautores);
 * - enviar exige o trabalho completo e o prazo aberto; o enviado continua editável até o prazo, sempre
 *   completo;
 * - retirar é definitivo e vale até o prazo;
 * - depois do prazo, tudo só leitura.
 * Cada gravação trava o trabalho (escrita) e a chamada (compartilhada): uma edição da chamada que tire
 * uma linha em uso espera, e a conferência vale até o commit. Cada mudança de situação avisa o autor
 * (app e e-mail) na mesma transação.
 */
import type { z } from 'zod';
import type { ChamadaIdParamsSchema } from '#shared/contracts/chamadas.ts';
import type { Submissao, SubmissaoEntradaValidada, SubmissaoIdParamsSchema } from '#shared/contracts/submissoes.ts';
import {
  autorPodeEditar,
  CAMPOS_COM_LIMITE,
  limiteMensagem,
  MENSAGENS_CHAMADA as M,
  maxCoautoresMensagem,
  mesNoPeriodo,
  pendenciasParaEnviar,
  tamanhoDoTexto,
} from '#shared/rules/chamadas.ts';
import type { Db } from '../../db/client.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError, erroCampo } from '../../lib/errors.ts';
import { semPermissao } from '../../lib/permissao.ts';
import { chamadaNaoEncontrada, regrasDaChamada, type RegrasDaChamada } from '../chamadas/chamadas.service.ts';
import { avisarMudancaDeSituacao } from './avisos.ts';
import {
  atualizarEditavel,
  buscarSubmissao,
  contaDe,
  contasPorEmailOuCpf,
  inserirSubmissao,
  substituirCoautores,
  unidadesExistentes,
  type CoautorParaGravar,
  type SubmissaoComNomes,
} from './submissoes.repository.ts';
import { recarregar, submissaoNaoEncontrada } from './submissoes.service.ts';
import { ehAutorDaSubmissao, enxergaSubmissao } from './submissoes.policy.ts';

type Params = z.output<typeof SubmissaoIdParamsSchema>;
type Entrada = SubmissaoEntradaValidada;

/**
 * Confere o trabalho contra as regras da chamada e acha as contas dos coautores.
 * @throws DADOS_INVALIDOS com o campo (e, ao enviar incompleto, a lista do que falta em `details.campos`)
 */
async function conferir(tx: Db, regras: RegrasDaChamada, e: Entrada, autor: { id: number; email: string }, enviar: boolean): Promise<CoautorParaGravar[]> {
  for (const campo of CAMPOS_COM_LIMITE) {
    const max = regras.limites[campo];
    if (tamanhoDoTexto(e[campo]) > max) throw erroCampo(campo, limiteMensagem(campo, max));
  }
  if (e.linha_id !== null && !regras.linhas.some((l) => l.id === e.linha_id)) throw erroCampo('linha_id', M.linhaInvalida);
  if (e.inicio_experiencia !== null && !mesNoPeriodo(e.inicio_experiencia, regras.periodo.inicio, regras.periodo.fim)) {
    throw erroCampo('inicio_experiencia', M.inicioForaDoPeriodo);
  }
  if (e.coautores.length > regras.maxCoautores) throw erroCampo('coautores', maxCoautoresMensagem(regras.maxCoautores));
  if (new Set(e.coautores.map((c) => c.email)).size !== e.coautores.length) throw erroCampo('coautores', M.coautorRepetido);
  const unidades = await unidadesExistentes(tx, e.coautores.flatMap((c) => (c.unidade_id === null ? [] : [c.unidade_id])));
  const contas = await contasPorEmailOuCpf(tx, e.coautores.map((c) => c.email), e.coautores.flatMap((c) => (c.cpf ? [c.cpf] : [])));
  const coautores = e.coautores.map((c, i): CoautorParaGravar => {
    if (c.unidade_id !== null && !unidades.has(c.unidade_id)) throw erroCampo(`coautores.${i}.unidade_id`, 'Selecione uma unidade válida.');
    const conta = contas.find((u) => u.email === c.email) ?? contas.find((u) => c.cpf !== null && u.cpf === c.cpf);
    if (c.email === autor.email || conta?.id === autor.id) throw erroCampo(`coautores.${i}.email`, M.autorComoCoautor);
    return { nome: c.nome, email: c.email, unidadeId: c.unidade_id, papel: c.papel, cpf: c.cpf, usuarioId: conta?.id ?? null };
  });
  if (enviar) {
    const falta = pendenciasParaEnviar(e);
    if (falta.length) throw new AppError('DADOS_INVALIDOS', falta[0]!.mensagem, { details: { campos: falta } });
  }
  return coautores;
}

function camposDaEntrada(e: Entrada) {
  return {
    titulo: e.titulo,
    inicioExperiencia: e.inicio_experiencia,
    linhaId: e.linha_id,
    introducao: e.introducao,
    objetivos: e.objetivos,
    metodo: e.metodo,
    resultados: e.resultados,
    consideracoes: e.consideracoes,
    bibliografia: e.bibliografia,
  };
}

/** A chamada de um trabalho, travada contra edições até o commit. @throws NAO_ENCONTRADO (rascunho conta como inexistente) */
async function regrasTravadas(ctx: CtxAutenticado, tx: Db, chamadaId: number): Promise<RegrasDaChamada> {
  const regras = await regrasDaChamada({ db: tx, now: ctx.now }, chamadaId, { travar: true });
  if (!regras?.publicado) throw chamadaNaoEncontrada();
  return regras;
}

const aviso = (s: { id: number; autorId: number }, titulo: string, regras: RegrasDaChamada) => ({ id: s.id, autorId: s.autorId, titulo, chamadaTitulo: regras.titulo, prazoFinal: regras.prazoFinal });

/**
 * Cria um trabalho de quem está logado numa chamada publicada e aberta: rascunho, ou já enviado com
 * `enviar` (o autor é avisado).
 * @throws NAO_ENCONTRADO (chamada inexistente ou rascunho), REGRA_NEGOCIO (prazo encerrado), DADOS_INVALIDOS
 */
export async function criarSubmissao(ctx: CtxAutenticado, params: z.output<typeof ChamadaIdParamsSchema>, e: Entrada): Promise<Submissao> {
  const agora = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const regras = await regrasTravadas(ctx, tx, params.chamadaId);
    if (!regras.aberta) throw new AppError('REGRA_NEGOCIO', M.prazoEncerrado);
    const autor = (await contaDe(tx, ctx.user.id))!;
    const coautores = await conferir(tx, regras, e, { id: ctx.user.id, email: autor.email }, e.enviar);
    const novo = await inserirSubmissao(tx, {
      chamadaId: regras.id,
      autorId: ctx.user.id,
      ...camposDaEntrada(e),
      status: e.enviar ? 'submetida' : 'rascunho',
      submetidaEm: e.enviar ? agora : null,
      criadoEm: agora,
      atualizadoEm: agora,
    });
    await substituirCoautores(tx, novo, coautores);
    if (e.enviar) await avisarMudancaDeSituacao({ ...ctx, db: tx }, aviso({ id: novo, autorId: ctx.user.id }, e.titulo, regras), 'submetida');
    return novo;
  });
  ctx.log.info({ submissaoId: id, chamadaId: params.chamadaId, enviada: e.enviar }, 'trabalho criado');
  return recarregar(ctx, id);
}

/**
 * O trabalho travado, do autor, numa situação que ele ainda mexe e dentro do prazo.
 * @throws NAO_ENCONTRADO, SEM_PERMISSAO (a administração, em trabalho alheio), CONFLITO (retirado,
 *   em avaliação ou decidido), REGRA_NEGOCIO (prazo encerrado)
 */
async function doAutorParaMexer(ctx: CtxAutenticado, tx: Db, id: number): Promise<{ atual: SubmissaoComNomes; regras: RegrasDaChamada }> {
  const atual = await buscarSubmissao(tx, id, true);
  if (!atual || !enxergaSubmissao(ctx.user, atual.submissao)) throw submissaoNaoEncontrada();
  if (!ehAutorDaSubmissao(ctx.user, atual.submissao)) throw semPermissao(M.soSeus);
  const status = atual.submissao.status;
  if (!autorPodeEditar(status)) throw new AppError('CONFLITO', status === 'retirada' ? M.jaRetirada : M.naoEditavel);
  const regras = await regrasTravadas(ctx, tx, atual.submissao.chamadaId);
  if (!regras.aberta) throw new AppError('REGRA_NEGOCIO', M.prazoAlteracoes);
  return { atual, regras };
}

/**
 * Salva o trabalho inteiro (os coautores são substituídos). Um rascunho pode ser enviado com `enviar`;
 * um trabalho já enviado continua enviado e precisa continuar completo.
 * @throws NAO_ENCONTRADO, SEM_PERMISSAO, CONFLITO, REGRA_NEGOCIO, DADOS_INVALIDOS
 */
export async function editarSubmissao(ctx: CtxAutenticado, params: Params, e: Entrada): Promise<Submissao> {
  const agora = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const { atual, regras } = await doAutorParaMexer(ctx, tx, params.submissaoId);
    const s = atual.submissao;
    const enviando = s.status === 'rascunho' && e.enviar;
    const coautores = await conferir(tx, regras, e, { id: s.autorId, email: atual.autor.email }, enviando || s.status === 'submetida');
    const mudanca = enviando ? { status: 'submetida' as const, submetidaEm: agora } : {};
    await atualizarEditavel(tx, s.id, { ...camposDaEntrada(e), ...mudanca, atualizadoEm: agora });
    await substituirCoautores(tx, s.id, coautores);
    if (enviando) await avisarMudancaDeSituacao({ ...ctx, db: tx }, aviso(s, e.titulo, regras), 'submetida');
  });
  return recarregar(ctx, params.submissaoId);
}

/**
 * Retira o trabalho (rascunho ou enviado), até o prazo; definitivo. O autor é avisado.
 * @throws NAO_ENCONTRADO, SEM_PERMISSAO, CONFLITO (`jaRetirada`, `naoEditavel`), REGRA_NEGOCIO (prazo)
 */
export async function retirarSubmissao(ctx: CtxAutenticado, params: Params): Promise<Submissao> {
  const agora = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const { atual, regras } = await doAutorParaMexer(ctx, tx, params.submissaoId);
    const s = atual.submissao;
    await atualizarEditavel(tx, s.id, { status: 'retirada', retiradaEm: agora, atualizadoEm: agora });
    await avisarMudancaDeSituacao({ ...ctx, db: tx }, aviso(s, s.titulo, regras), 'retirada');
  });
  ctx.log.info({ submissaoId: params.submissaoId }, 'trabalho retirado');
  return recarregar(ctx, params.submissaoId);
}

