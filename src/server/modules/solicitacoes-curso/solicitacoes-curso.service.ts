/**
 * Solicitações de curso (issue 10), do lado de quem propõe: listar, ver, criar (rascunho ou já
 * enviada), editar o rascunho, enviar e retirar. As ações da administração (análise, decisão e
 * conversão em evento) ficam em `decisoes.ts`; o calendário anual, em `planejamento.ts`.
 *
 * Visibilidade: cada pessoa vê as próprias; a administração vê também as dos outros que já foram
 * enviadas alguma vez (`enviada_em` preenchido): um rascunho alheio, ou um rascunho retirado sem nunca
 * ter sido enviado, é 404 até para ela. O que alguém não vê responde 404, nunca 403:
 * não se revela que a solicitação existe. Quem vê mas não é autor (a administração) e tenta uma ação
 * do autor recebe 403 com `soSuas`.
 */
import type { z } from 'zod';
import type {
  CriarSolicitacaoBodySchema,
  ListarSolicitacoesQuerySchema,
  Solicitacao,
  SolicitacaoEntradaSchema,
  SolicitacaoIdParamsSchema,
} from '#shared/contracts/solicitacoes-curso.ts';
import { cargaHoraria } from '#shared/rules/cronograma.ts';
import {
  autorPodeEditar,
  autorPodeRetirar,
  MENSAGENS_SOLICITACAO as M,
  STATUS_SOLICITACAO,
} from '#shared/rules/solicitacoes-curso.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { AppError, erroCampo } from '../../lib/errors.ts';
import { exigirPermissao, semPermissao } from '../../lib/permissao.ts';
import {
  buscarSolicitacao,
  datasEPalestrantes,
  inserirSolicitacao,
  listarSolicitacoes as listarRepo,
  mudarSeEstiver,
  pessoasPorIds,
  substituirDatasEPalestrantes,
  unidadeExiste,
  type LinhaSolicitacao,
  type PalestranteProposto,
  type SolicitacaoComNomes,
} from './solicitacoes-curso.repository.ts';
import { ehAutorDaSolicitacao, enxergaSolicitacao, podeIndicarPalestranteComConta, veSolicitacoesAlheias } from './solicitacoes-curso.policy.ts';

type Entrada = z.output<typeof SolicitacaoEntradaSchema>;
type Id = z.output<typeof SolicitacaoIdParamsSchema>;

export const naoEncontrada = () => new AppError('NAO_ENCONTRADO', 'Solicitação não encontrada.');
/** Só um rascunho é enviado para análise. */
export const MENSAGEM_SO_RASCUNHO_ENVIA = 'Só é possível enviar uma solicitação em rascunho.';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function paraSolicitacao(
  ctx: CtxAutenticado,
  l: SolicitacaoComNomes,
  datas: Solicitacao['datas'],
  palestrantes: Solicitacao['palestrantes'],
): Solicitacao {
  const s = l.solicitacao;
  const status = s.status;
  const autor = s.autorId === ctx.user.id;
  return {
    id: s.id,
    titulo: s.titulo,
    descricao: s.descricao,
    publico_alvo: s.publicoAlvo,
    local: s.local,
    tipo: s.tipo,
    unidade: s.unidadeId !== null && l.unidadeNome !== null ? { id: s.unidadeId, nome: l.unidadeNome } : null,
    modalidade: s.modalidade,
    departamento: s.departamento,
    restrito: s.restrito,
    restricao_descricao: s.restricaoDescricao,
    carga_horaria: s.cargaHoraria,
    carga_horaria_estimada: cargaHoraria(datas),
    gera_certificado: s.geraCertificado,
    status,
    motivo: s.motivo,
    datas,
    palestrantes,
    autor: { id: s.autorId, nome: l.autorNome },
    evento_id: s.eventoId,
    evento_publicado: s.eventoId === null ? null : (l.eventoPublicado ?? false),
    enviada_em: iso(s.enviadaEm),
    decidida_em: iso(s.decididaEm),
    criado_em: s.criadoEm.toISOString(),
    atualizado_em: s.atualizadoEm.toISOString(),
    pode_editar: autor && autorPodeEditar(status),
    pode_retirar: autor && autorPodeRetirar(status),
  };
}

/** Várias linhas com as datas e os palestrantes de cada uma (duas consultas a mais, no total). */
async function completar(ctx: CtxAutenticado, linhas: SolicitacaoComNomes[]): Promise<Solicitacao[]> {
  const { datas, palestrantes } = await datasEPalestrantes(ctx.db, linhas.map((l) => l.solicitacao.id));
  return linhas.map((l) => paraSolicitacao(ctx, l, datas.get(l.solicitacao.id) ?? [], palestrantes.get(l.solicitacao.id) ?? []));
}

/**
 * Lista: quem não administra vê só as suas; a administração vê as suas e as alheias já enviadas alguma
 * vez (`minhas=1`: só as próprias). Filtros de situação e departamento; as atualizadas por último primeiro.
 */
export async function listarSolicitacoes(ctx: CtxAutenticado, q: z.output<typeof ListarSolicitacoesQuerySchema>): Promise<Solicitacao[]> {
  const linhas = await listarRepo(ctx.db, {
    usuarioId: ctx.user.id,
    todas: veSolicitacoesAlheias(ctx.user) && q.minhas !== '1',
    status: q.status,
    departamento: q.departamento,
  });
  return completar(ctx, linhas);
}

/**
 * Uma solicitação, para o autor ou a administração (rascunho alheio: 404 também para ela).
 * @throws NAO_ENCONTRADO
 */
export async function obterSolicitacao(ctx: CtxAutenticado, params: Id): Promise<Solicitacao> {
  const l = await buscarSolicitacao(ctx.db, params.id);
  if (!l || !enxergaSolicitacao(ctx.user, l.solicitacao)) throw naoEncontrada();
  return (await completar(ctx, [l]))[0]!;
}

/**
 * Confere no banco o que o contrato não alcança: a unidade existe; cada palestrante com conta é uma
 * conta ativa, sem repetição. Devolve os palestrantes com o nome de cada conta. Só a administração
 * indica palestrantes por conta: para as outras pessoas, o nome e a situação de uma conta alheia
 * seriam uma forma de descobrir quem está cadastrado — a recusa vem antes de qualquer consulta.
 * @throws SEM_PERMISSAO palestrante com conta, de quem não administra; DADOS_INVALIDOS com o campo do problema
 */
async function conferirReferencias(ctx: Ctx, e: Entrada): Promise<PalestranteProposto[]> {
  const ids = e.palestrantes.flatMap((p) => ('usuario_id' in p ? [p.usuario_id] : []));
  exigirPermissao(ids.length === 0 || podeIndicarPalestranteComConta(ctx.user), M.palestranteComConta);
  const [unidadeOk, pessoas] = await Promise.all([
    e.unidade_id === null ? Promise.resolve(true) : unidadeExiste(ctx.db, e.unidade_id),
    pessoasPorIds(ctx.db, ids),
  ]);
  if (!unidadeOk) throw erroCampo('unidade_id', 'Selecione uma unidade válida.');
  const porId = new Map(pessoas.map((p) => [p.id, p]));
  const vistos = new Set<number>();
  return e.palestrantes.map((p, i) => {
    if (!('usuario_id' in p)) return { usuario_id: null, nome: p.nome };
    const pessoa = porId.get(p.usuario_id);
    if (!pessoa?.ativo) throw erroCampo(`palestrantes.${i}`, `Palestrante ${i + 1}: pessoa sem conta ativa.`);
    if (vistos.has(p.usuario_id)) throw erroCampo(`palestrantes.${i}`, `Palestrante ${i + 1}: palestrante repetido.`);
    vistos.add(p.usuario_id);
    return { usuario_id: pessoa.id, nome: pessoa.nome };
  });
}

function camposDaEntrada(e: Entrada) {
  return {
    titulo: e.titulo,
    descricao: e.descricao,
    publicoAlvo: e.publico_alvo,
    local: e.local,
    tipo: e.tipo,
    unidadeId: e.unidade_id,
    modalidade: e.modalidade,
    departamento: e.departamento,
    restrito: e.restrito,
    // sem restrição, a descrição dela não vale nada
    restricaoDescricao: e.restrito ? e.restricao_descricao : null,
    cargaHoraria: e.carga_horaria,
    geraCertificado: e.gera_certificado,
  };
}

/**
 * Cria uma solicitação da pessoa logada, com datas e palestrantes, numa transação: rascunho, ou já
 * enviada para análise com `enviar: true`.
 * @throws DADOS_INVALIDOS (unidade inexistente, palestrante sem conta ativa ou repetido)
 */
export async function criarSolicitacao(ctx: CtxAutenticado, body: z.output<typeof CriarSolicitacaoBodySchema>): Promise<Solicitacao> {
  const { enviar, ...e } = body;
  const palestrantes = await conferirReferencias(ctx, e);
  const agora = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const novo = await inserirSolicitacao(tx, {
      ...camposDaEntrada(e),
      status: enviar ? 'enviada' : 'rascunho',
      autorId: ctx.user.id,
      enviadaEm: enviar ? agora : null,
      criadoEm: agora,
      atualizadoEm: agora,
    });
    await substituirDatasEPalestrantes(tx, novo, e.datas, palestrantes);
    return novo;
  });
  ctx.log.info({ solicitacaoId: id, enviada: enviar }, 'solicitação de curso criada');
  return obterSolicitacao(ctx, { id });
}

/**
 * Por que uma mudança condicional não aconteceu: a solicitação sumiu ou não é visível (404), é de
 * outra pessoa numa ação do autor (403 `soSuas`), ou a situação não permite (`erroDaSituacao`).
 */
export async function explicarRecusa(
  ctx: CtxAutenticado,
  id: number,
  o: { doAutor: boolean; erroDaSituacao: (atual: LinhaSolicitacao) => AppError },
): Promise<AppError> {
  const l = await buscarSolicitacao(ctx.db, id);
  if (!l || !enxergaSolicitacao(ctx.user, l.solicitacao)) return naoEncontrada();
  if (o.doAutor && !ehAutorDaSolicitacao(ctx.user, l.solicitacao)) return semPermissao(M.soSuas);
  return o.erroDaSituacao(l.solicitacao);
}

const soRascunho = () => semPermissao(M.soRascunho);

/**
 * Edita um rascunho próprio (substitui datas e palestrantes). Alheia invisível: 404; alheia visível
 * (a administração): 403 `soSuas`; própria fora do rascunho: 403 `soRascunho`.
 * @throws NAO_ENCONTRADO, SEM_PERMISSAO, DADOS_INVALIDOS
 */
export async function editarSolicitacao(ctx: CtxAutenticado, params: Id, e: Entrada): Promise<Solicitacao> {
  const recusa = () => explicarRecusa(ctx, params.id, { doAutor: true, erroDaSituacao: soRascunho });
  const atual = await buscarSolicitacao(ctx.db, params.id);
  if (!atual || atual.solicitacao.autorId !== ctx.user.id || !autorPodeEditar(atual.solicitacao.status)) throw await recusa();
  const palestrantes = await conferirReferencias(ctx, e);
  const mudou = await ctx.db.transaction(async (tx) => {
    const linha = await mudarSeEstiver(tx, params.id, { de: STATUS_SOLICITACAO.filter(autorPodeEditar), autorId: ctx.user.id }, { ...camposDaEntrada(e), atualizadoEm: ctx.now() });
    if (linha) await substituirDatasEPalestrantes(tx, params.id, e.datas, palestrantes);
    return Boolean(linha);
  });
  // entre a leitura e a gravação alguém enviou ou retirou: a recusa explica a situação nova
  if (!mudou) throw await recusa();
  return obterSolicitacao(ctx, params);
}

/**
 * Envia um rascunho próprio para análise.
 * @throws NAO_ENCONTRADO, SEM_PERMISSAO (alheia), CONFLITO (não está em rascunho)
 */
export async function enviarSolicitacao(ctx: CtxAutenticado, params: Id): Promise<Solicitacao> {
  const agora = ctx.now();
  const linha = await mudarSeEstiver(ctx.db, params.id, { de: ['rascunho'], autorId: ctx.user.id }, { status: 'enviada', enviadaEm: agora, atualizadoEm: agora });
  if (!linha) throw await explicarRecusa(ctx, params.id, { doAutor: true, erroDaSituacao: () => new AppError('CONFLITO', MENSAGEM_SO_RASCUNHO_ENVIA) });
  ctx.log.info({ solicitacaoId: params.id }, 'solicitação de curso enviada');
  return obterSolicitacao(ctx, params);
}

/**
 * Retira uma solicitação própria ainda não decidida (rascunho, enviada ou em análise).
 * @throws NAO_ENCONTRADO, SEM_PERMISSAO (alheia), CONFLITO (`jaRetirada`; `naoRetira` se já decidida)
 */
export async function retirarSolicitacao(ctx: CtxAutenticado, params: Id): Promise<Solicitacao> {
  const linha = await mudarSeEstiver(
    ctx.db,
    params.id,
    { de: STATUS_SOLICITACAO.filter(autorPodeRetirar), autorId: ctx.user.id },
    { status: 'retirada', atualizadoEm: ctx.now() },
  );
  if (!linha) {
    throw await explicarRecusa(ctx, params.id, {
      doAutor: true,
      erroDaSituacao: (atual) => new AppError('CONFLITO', atual.status === 'retirada' ? M.jaRetirada : M.naoRetira),
    });
  }
  ctx.log.info({ solicitacaoId: params.id }, 'solicitação de curso retirada');
  return obterSolicitacao(ctx, params);
}
