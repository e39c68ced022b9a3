import type { z } from 'zod';
import type { IdParamsSchema } from '#shared/contracts/comum.ts';
import type {
  AtualizarUsuarioBodySchema,
  DefinirPerfisBodySchema,
  DefinirSituacaoBodySchema,
  ListarUsuariosQuerySchema,
  UsuarioDetalhe,
  UsuarioResumo,
} from '#shared/contracts/usuarios.ts';
import { mascararCpf } from '#shared/rules/cpf.ts';
import { perfilIncompleto } from '#shared/rules/perfil-completo.ts';
import { PERFIS } from '#shared/rules/perfis.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError, violacaoUnica } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { revogarSessoesDaPessoa } from '../auth/auth.service.ts';
import {
  camposObrigatoriosDaLinha,
  emailEmUsoPorOutraConta,
  erroEmailEmUso,
  perfisDaLinha,
  valoresDosCamposPerfil,
} from '../perfil/perfil.service.ts';
import { validarOpcoesPerfil } from '../listas/listas.service.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { podeGerenciarUsuarios } from './usuarios.policy.ts';
import {
  alterarUsuario,
  buscarParaAlterar,
  buscarParaGestao,
  contarUsuarios,
  listarUsuarios as listarUsuariosRepo,
  type LinhaGestao,
  type LinhaUsuario,
  type ValoresUsuario,
  contarAdministradoresAtivos,
  ehAdministradorAtivo,
  travarGestaoDeContas,
} from './usuarios.repository.ts';

type IdInput = z.output<typeof IdParamsSchema>;
export type AtualizarUsuarioInput = IdInput & z.output<typeof AtualizarUsuarioBodySchema>;
export type DefinirPerfisInput = IdInput & z.output<typeof DefinirPerfisBodySchema>;
export type DefinirSituacaoInput = IdInput & z.output<typeof DefinirSituacaoBodySchema>;

const naoEncontrado = () => new AppError('NAO_ENCONTRADO', 'Usuário não encontrado.');


/** Linha → item da lista: CPF só mascarado (LGPD). */
function paraResumo(l: LinhaGestao): UsuarioResumo {
  return {
    id: l.id,
    nome: l.nome,
    email: l.email,
    cpf_mascarado: mascararCpf(l.cpf),
    perfis: perfisDaLinha(l.perfis),
    ativo: l.ativo,
    unidade_sigla: l.unidadeSigla,
    cargo_nome: l.cargoNome,
    perfil_incompleto: perfilIncompleto(camposObrigatoriosDaLinha(l)),
    criado_em: l.criadoEm.toISOString(),
  };
}

function paraDetalhe(l: LinhaGestao): UsuarioDetalhe {
  return { ...paraResumo(l), celular: l.celular, registro: l.registro, ...camposObrigatoriosDaLinha(l) };
}

/** Campos que a auditoria registra, com os nomes do contrato. Nunca CPF nem senha. */
function auditaveis(l: Omit<LinhaUsuario, 'cpf' | 'senhaHash'>) {
  return { nome: l.nome, email: l.email, celular: l.celular, registro: l.registro, ...camposObrigatoriosDaLinha(l), perfis: l.perfis, ativo: l.ativo };
}

/** Só o que mudou: `{ antes: { campo: valor }, depois: { campo: valor } }`, ou null quando nada mudou. */
function diferencas(antes: LinhaUsuario, valores: ValoresUsuario) {
  const a: Record<string, unknown> = auditaveis(antes);
  const d: Record<string, unknown> = auditaveis({ ...antes, ...valores });
  const mudou = Object.keys(a).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(d[k]));
  if (mudou.length === 0) return null;
  return {
    antes: Object.fromEntries(mudou.map((k) => [k, a[k]])),
    depois: Object.fromEntries(mudou.map((k) => [k, d[k]])),
  };
}

/**
 * Busca pessoas por nome (sem acento e sem caixa), e-mail ou CPF (com ou sem máscara), com filtros
 * por perfil e situação; ordenada por nome, paginada, com o total. Só administradores.
 * @throws SEM_PERMISSAO
 */
export async function listarUsuarios(ctx: CtxAutenticado, query: z.output<typeof ListarUsuariosQuerySchema>) {
  exigirPermissao(podeGerenciarUsuarios(ctx.user));
  const filtros = { busca: query.busca || undefined, perfil: query.perfil, ativo: query.ativo };
  const [linhas, total] = await Promise.all([
    listarUsuariosRepo(ctx.db, filtros, { limite: query.por_pagina, deslocamento: (query.pagina - 1) * query.por_pagina }),
    contarUsuarios(ctx.db, filtros),
  ]);
  return { itens: linhas.map(paraResumo), total, pagina: query.pagina, por_pagina: query.por_pagina };
}

/**
 * Dados de uma pessoa para a gestão (CPF mascarado). Só administradores.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO
 */
export async function obterUsuario(ctx: CtxAutenticado, input: IdInput): Promise<UsuarioDetalhe> {
  exigirPermissao(podeGerenciarUsuarios(ctx.user));
  const linha = await buscarParaGestao(ctx.db, input.id);
  if (!linha) throw naoEncontrado();
  return paraDetalhe(linha);
}

/**
 * Executa uma alteração de administrador sobre a conta `id`, numa transação: trava a gestão de contas,
 * confere de novo no banco que quem age ainda é administrador ativo (pode ter sido rebaixado ou
 * desativado enquanto a requisição corria), trava a linha, calcula o que `alterar` devolve e, se algo
 * mudou, grava a mudança e a linha de auditoria juntas.
 * @throws SEM_PERMISSAO (ator deixou de ser administrador ativo), NAO_ENCONTRADO, REGRA_NEGOCIO
 */
async function alterarComAuditoria(
  ctx: CtxAutenticado,
  id: number,
  acao: string,
  alterar: (tx: CtxAutenticado['db'], atual: LinhaUsuario) => Promise<{ valores: ValoresUsuario; extra?: Record<string, unknown> }>,
): Promise<UsuarioDetalhe> {
  try {
    await ctx.db.transaction(async (tx) => {
      await travarGestaoDeContas(tx);
      // depois da trava: uma remoção do perfil de quem age já terminou ou espera esta terminar
      exigirPermissao(await ehAdministradorAtivo(tx, ctx.user.id));
      const atual = await buscarParaAlterar(tx, id);
      if (!atual) throw naoEncontrado();
      const { valores, extra } = await alterar(tx, atual);
      const mudancas = diferencas(atual, valores);
      if (!mudancas) return;
      await alterarUsuario(tx, id, { ...valores, atualizadoEm: ctx.now() });
      if (atual.ativo && atual.perfis.includes('administrador') && (await contarAdministradoresAtivos(tx)) === 0) {
        throw new AppError('REGRA_NEGOCIO', 'É preciso manter ao menos um administrador ativo.');
      }
      await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao, alvoTipo: 'usuario', alvoId: id, antes: mudancas.antes, depois: mudancas.depois, ...(extra ? { detalhes: extra } : {}) });
    });
  } catch (err) {
    if (violacaoUnica(err)) throw erroEmailEmUso(); // o único campo único que a gestão altera
    throw err;
  }
  ctx.log.info({ atorId: ctx.user.id, usuarioId: id, acao }, 'conta alterada por administrador');
  return obterUsuario(ctx, { id });
}

/**
 * Edita os dados de uma pessoa (auditado, sem CPF nem senha no registro).
 * Ids das listas precisam existir e estar ativos (manter o atual é aceito); ausente = não altera, null = limpa.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, DADOS_INVALIDOS (opção inexistente), CONFLITO (e-mail em uso)
 */
export async function atualizarUsuario(ctx: CtxAutenticado, input: AtualizarUsuarioInput): Promise<UsuarioDetalhe> {
  exigirPermissao(podeGerenciarUsuarios(ctx.user));
  const { id, ...dados } = input;
  return alterarComAuditoria(ctx, id, 'usuario.dados', async (tx, atual) => {
    await validarOpcoesPerfil({ db: tx }, dados, atual);
    if (dados.email !== atual.email && (await emailEmUsoPorOutraConta({ db: tx }, dados.email, id))) throw erroEmailEmUso();
    return {
      valores: {
        nome: dados.nome,
        email: dados.email,
        celular: dados.celular,
        dataNascimento: dados.data_nascimento,
        ...valoresDosCamposPerfil(dados),
      },
    };
  });
}

/**
 * Define os perfis de uma pessoa: qualquer combinação não vazia (auditado).
 * Um administrador não pode tirar de si mesmo o perfil de administrador.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, REGRA_NEGOCIO
 */
export async function definirPerfis(ctx: CtxAutenticado, input: DefinirPerfisInput): Promise<UsuarioDetalhe> {
  exigirPermissao(podeGerenciarUsuarios(ctx.user));
  const perfis = PERFIS.filter((p) => input.perfis.includes(p));
  if (perfis.length === 0) throw new AppError('DADOS_INVALIDOS', 'Escolha ao menos um perfil.');
  if (input.id === ctx.user.id && !perfis.includes('administrador')) {
    throw new AppError('REGRA_NEGOCIO', 'Você não pode remover o próprio perfil de administrador.');
  }
  return alterarComAuditoria(ctx, input.id, 'usuario.perfis', async () => ({ valores: { perfis } }));
}

/**
 * Desativa ou reativa uma conta (auditado). Desativar encerra na hora todas as sessões da pessoa,
 * na mesma transação. Um administrador não pode desativar a própria conta.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, REGRA_NEGOCIO
 */
export async function definirSituacao(ctx: CtxAutenticado, input: DefinirSituacaoInput): Promise<UsuarioDetalhe> {
  exigirPermissao(podeGerenciarUsuarios(ctx.user));
  if (input.id === ctx.user.id && !input.ativo) {
    throw new AppError('REGRA_NEGOCIO', 'Você não pode desativar a própria conta.');
  }
  return alterarComAuditoria(ctx, input.id, 'usuario.situacao', async (tx, atual) => {
    if (input.ativo || !atual.ativo) return { valores: { ativo: input.ativo } };
    const revogadas = await revogarSessoesDaPessoa({ ...ctx, db: tx }, input.id);
    return { valores: { ativo: false }, extra: { sessoes_revogadas: revogadas } };
  });
}
