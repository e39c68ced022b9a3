/**
 * Atribuições pela administração (decisão 022, revisão): à mão (recusada com o motivo quando quebra
 * uma regra), automática (prévia e gravação; ver `planejamento.ts`), troca e revogação. Toda escrita
 * toma a trava da revisão da chamada e trava as linhas dos trabalhos que mexe; o primeiro avaliador
 * passa o trabalho para "em avaliação" e avisa o autor. Conflito de interesse nunca passa (o serviço
 * confere e-mail, CPF e unidade; o banco repete autoria e coautoria com conta).
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { ChamadaIdParamsSchema } from '#shared/contracts/chamadas.ts';
import type { AtribuicaoAutomaticaBodySchema, AtribuicaoParamsSchema, AtribuirBodySchema, SubstituirBodySchema } from '#shared/contracts/revisao.ts';
import type { AtribuicaoAdmin, AtribuicaoAutomatica, AvaliadorDaChamada } from '#shared/contracts/revisao-gestao.ts';
import type { SubmissaoIdParamsSchema } from '#shared/contracts/submissoes.ts';
import type { TipoAvaliacao } from '#shared/rules/chamadas.ts';
import { conflitoDeInteresse, MENSAGENS_REVISAO as R, mensagemDeConflito, parecerAtrasado, podeSerAvaliador } from '#shared/rules/revisao.ts';
import type { Db } from '../../db/client.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError, erroCampo } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { avisarAtribuicoes, avisarRevogacao } from './avisos.ts';
import { autoriaDe, cenarioDoTipo, type Cenario } from './cenario.ts';
import { chamadaExistente, exigirNaoEncerrada, horarioOuNulo, iso, passarParaEmAvaliacao, trabalhoNaoEncontrado } from './comum.ts';
import { recalcularTrabalhos } from './notas.ts';
import { planejar, type Plano } from './planejamento.ts';
import * as repo from './revisao.repository.ts';
import { podeGerenciarRevisao } from './revisao.policy.ts';

type ParamsTrabalho = z.output<typeof SubmissaoIdParamsSchema>;
type ParamsAtribuicao = z.output<typeof AtribuicaoParamsSchema>;

/** A atribuição para a administração: quem, de onde veio, e o parecer inteiro (com a observação reservada). */
export async function paraAtribuicaoAdmin(db: Db, chamada: repo.LinhaChamada, atribuicoes: readonly repo.LinhaAtribuicao[], agora: Date): Promise<AtribuicaoAdmin[]> {
  const nomes = await repo.nomesDe(db, atribuicoes.map((a) => a.avaliadorId));
  const pareceres = await repo.pareceresDas(db, atribuicoes.map((a) => a.id));
  const criterios = await repo.criteriosDe(db, [chamada.id]);
  const prazo = horarioOuNulo(chamada.prazoAvaliacao);
  return atribuicoes.map((a) => {
    const p = pareceres.get(a.id) ?? null;
    return {
      id: a.id,
      tipo: a.tipo,
      origem: a.origem,
      avaliador: { id: a.avaliadorId, nome: nomes.get(a.avaliadorId) ?? '' },
      atribuido_em: a.atribuidoEm.toISOString(),
      revogado_em: iso(a.revogadoEm),
      parecer: p && {
        situacao: p.enviadoEm ? 'enviado' : 'rascunho',
        nota: p.enviadoEm ? p.nota : null,
        enviado_em: iso(p.enviadoEm),
        comentario: p.comentario,
        observacao_reservada: p.observacaoReservada,
        notas: p.notas.map((n) => ({ criterio_id: n.criterioId, titulo: criterios.find((c) => c.id === n.criterioId)?.titulo ?? '', nota: n.nota, comentario: n.comentario })),
      },
      atrasado: a.revogadoEm === null && parecerAtrasado(prazo, Boolean(p?.enviadoEm), agora),
    };
  });
}

/**
 * Quem pode receber o trabalho no tipo, pelas regras da chamada e da situação.
 * @throws CONFLITO (retirado, rascunho, resultado liberado), REGRA_NEGOCIO (oral sem critérios ou sem aprovação oral)
 */
async function exigirAtribuivel(db: Db, chamada: repo.LinhaChamada, t: repo.TrabalhoDaRevisao, tipo: TipoAvaliacao): Promise<void> {
  exigirNaoEncerrada(chamada);
  if (t.status === 'retirada' || t.submetidaEm === null) throw new AppError('CONFLITO', R.naoAtribuivel);
  if (tipo === 'escrita') {
    if (t.resultadoLiberadoEm) throw new AppError('CONFLITO', R.resultadoLiberado);
    return;
  }
  const criterios = await repo.criteriosDe(db, [chamada.id]);
  if (!criterios.some((c) => c.tipo === 'oral')) throw new AppError('REGRA_NEGOCIO', R.semCriteriosOrais);
  if (t.decisao !== 'aprovada_oral') throw new AppError('REGRA_NEGOCIO', R.oralSoAprovadaOral);
}

/**
 * A pessoa pode avaliar este trabalho: existe, está ativa, é instrutora ou administradora, não tem
 * conflito de interesse e ainda não o avalia no tipo.
 * @throws DADOS_INVALIDOS (pessoa inexistente), REGRA_NEGOCIO (não avalia; conflito, com o motivo), CONFLITO (já avalia)
 */
async function exigirAvaliadorPossivel(db: Db, chamada: repo.LinhaChamada, t: repo.TrabalhoDaRevisao, avaliadorId: number, tipo: TipoAvaliacao) {
  const pessoa = await repo.pessoaPorId(db, avaliadorId);
  if (!pessoa) throw erroCampo('avaliador_id', R.avaliadorNaoEncontrado);
  if (!pessoa.ativo || !podeSerAvaliador(pessoa.perfis)) throw new AppError('REGRA_NEGOCIO', R.naoAvaliador, { details: { motivo: 'NAO_AVALIADOR' } });
  const coautores = (await repo.coautoriasDe(db, [t.id])).get(t.id) ?? [];
  const conflito = conflitoDeInteresse(pessoa, autoriaDe(t, coautores), chamada.conflitoUnidade);
  if (conflito) throw new AppError('REGRA_NEGOCIO', mensagemDeConflito(pessoa.nome, conflito), { details: { motivo: 'CONFLITO_DE_INTERESSE', conflito } });
  if (await repo.atribuicaoAtiva(db, t.id, avaliadorId, tipo)) throw new AppError('CONFLITO', R.jaAtribuido);
  return pessoa;
}

/** O trabalho travado, com a trava da revisão da chamada tomada antes. @throws NAO_ENCONTRADO */
async function trabalhoTravado(tx: Db, submissaoId: number): Promise<{ t: repo.TrabalhoDaRevisao; chamada: repo.LinhaChamada }> {
  const antes = await repo.trabalhoPorId(tx, submissaoId);
  // rascunho: a administração não o enxerga
  if (!antes || antes.submetidaEm === null) throw trabalhoNaoEncontrado();
  await repo.travarRevisao(tx, antes.chamadaId);
  const t = (await repo.trabalhoPorId(tx, submissaoId, true))!;
  return { t, chamada: (await repo.buscarChamada(tx, t.chamadaId))! };
}

async function atribuirNaTransacao(ctx: CtxAutenticado, tx: Db, t: repo.TrabalhoDaRevisao, chamada: repo.LinhaChamada, avaliadorId: number, tipo: TipoAvaliacao) {
  await exigirAtribuivel(tx, chamada, t, tipo);
  await exigirAvaliadorPossivel(tx, chamada, t, avaliadorId, tipo);
  const [nova] = await repo.inserirAtribuicoes(tx, [
    { submissaoId: t.id, chamadaId: chamada.id, avaliadorId, tipo, origem: 'manual', atribuidoPor: ctx.user.id, atribuidoEm: ctx.now() },
  ]);
  await passarParaEmAvaliacao({ ...ctx, db: tx }, chamada, [t.id]);
  await avisarAtribuicoes({ ...ctx, db: tx }, chamada, [{ id: nova!.id, avaliadorId, submissaoId: t.id, titulo: t.titulo, tipo }]);
  return nova!;
}

/**
 * Atribui o trabalho a uma pessoa, à mão.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, DADOS_INVALIDOS, REGRA_NEGOCIO (conflito de interesse com o motivo; não avalia; oral), CONFLITO
 */
export async function atribuir(ctx: CtxAutenticado, params: ParamsTrabalho, body: z.output<typeof AtribuirBodySchema>): Promise<AtribuicaoAdmin> {
  exigirPermissao(podeGerenciarRevisao(ctx.user));
  const { nova, chamada } = await ctx.db.transaction(async (tx) => {
    const { t, chamada } = await trabalhoTravado(tx, params.submissaoId);
    const nova = await atribuirNaTransacao(ctx, tx, t, chamada, body.avaliador_id, body.tipo);
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'revisao.atribuir', alvoTipo: 'submissao', alvoId: t.id, detalhes: { avaliador: body.avaliador_id, tipo: body.tipo }, antes: null, depois: { avaliador: body.avaliador_id, tipo: body.tipo } });
    return { nova, chamada };
  });
  ctx.log.info({ submissaoId: params.submissaoId, tipo: body.tipo }, 'avaliador atribuído');
  return (await paraAtribuicaoAdmin(ctx.db, chamada, [nova], ctx.now()))[0]!;
}

/**
 * A atribuição do trabalho, ativa, que a administração pode revogar.
 * @throws NAO_ENCONTRADO, CONFLITO (revogada; resultado escrito já liberado; chamada encerrada)
 */
async function revogarNaTransacao(ctx: CtxAutenticado, tx: Db, params: ParamsAtribuicao) {
  const a0 = await repo.atribuicaoPorId(tx, params.atribuicaoId);
  if (!a0 || a0.submissaoId !== params.submissaoId) throw new AppError('NAO_ENCONTRADO', R.atribuicaoNaoEncontrada);
  const { t, chamada } = await trabalhoTravado(tx, params.submissaoId);
  exigirNaoEncerrada(chamada);
  const a = (await repo.atribuicaoPorId(tx, params.atribuicaoId))!;
  if (a.revogadoEm) throw new AppError('CONFLITO', R.atribuicaoRevogada);
  if (a.tipo === 'escrita' && t.resultadoLiberadoEm) throw new AppError('CONFLITO', R.resultadoLiberado);
  const revogada = (await repo.revogarAtribuicao(tx, a.id, ctx.user.id, ctx.now()))!;
  // um parecer enviado deixa de contar
  await recalcularTrabalhos(tx, chamada, [t.id]);
  await avisarRevogacao({ ...ctx, db: tx }, chamada, { id: revogada.id, avaliadorId: revogada.avaliadorId, submissaoId: t.id, titulo: t.titulo, tipo: revogada.tipo });
  return { revogada, t, chamada };
}

/**
 * Revoga uma atribuição (o parecer, mesmo enviado, deixa de contar na nota; fica guardado).
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, CONFLITO
 */
export async function revogar(ctx: CtxAutenticado, params: ParamsAtribuicao): Promise<AtribuicaoAdmin> {
  exigirPermissao(podeGerenciarRevisao(ctx.user));
  const { revogada, chamada } = await ctx.db.transaction(async (tx) => {
    const r = await revogarNaTransacao(ctx, tx, params);
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'revisao.revogar', alvoTipo: 'submissao', alvoId: r.t.id, detalhes: { atribuicao: r.revogada.id }, antes: { avaliador: r.revogada.avaliadorId, tipo: r.revogada.tipo }, depois: null });
    return r;
  });
  return (await paraAtribuicaoAdmin(ctx.db, chamada, [revogada], ctx.now()))[0]!;
}

/**
 * Troca quem avalia: revoga a atribuição e atribui à outra pessoa no mesmo tipo, numa transação (se a
 * nova pessoa não pode, nada muda).
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, CONFLITO, REGRA_NEGOCIO, DADOS_INVALIDOS
 */
export async function substituir(ctx: CtxAutenticado, params: ParamsAtribuicao, body: z.output<typeof SubstituirBodySchema>): Promise<AtribuicaoAdmin> {
  exigirPermissao(podeGerenciarRevisao(ctx.user));
  const { nova, chamada } = await ctx.db.transaction(async (tx) => {
    const { revogada, t, chamada } = await revogarNaTransacao(ctx, tx, params);
    if (revogada.avaliadorId === body.avaliador_id) throw new AppError('CONFLITO', R.jaAtribuido);
    const nova = await atribuirNaTransacao(ctx, tx, t, chamada, body.avaliador_id, revogada.tipo);
    await registrarAuditoria({ db: tx }, {
      atorId: ctx.user.id, acao: 'revisao.substituir', alvoTipo: 'submissao', alvoId: t.id, detalhes: { de: revogada.avaliadorId, para: body.avaliador_id, tipo: revogada.tipo },
      antes: { avaliador: revogada.avaliadorId }, depois: { avaliador: body.avaliador_id },
    });
    return { nova, chamada };
  });
  return (await paraAtribuicaoAdmin(ctx.db, chamada, [nova], ctx.now()))[0]!;
}

/** Marca da proposta: muda se qualquer atribuição proposta mudar. */
const marcaDaProposta = (tipo: TipoAvaliacao, pares: readonly { submissaoId: number; avaliadorId: number }[]) =>
  createHash('sha256').update(`${tipo}|${pares.map((p) => `${p.submissaoId}:${p.avaliadorId}`).join(',')}`).digest('hex').slice(0, 32);

/**
 * A distribuição automática de um tipo: prévia (nada muda) ou gravação. Gravar recalcula a proposta
 * sob a trava (com os trabalhos travados) e, se vier a marca da prévia e ela não bater, recusa sem
 * gravar nada.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, CONFLITO (encerrada; prévia desatualizada), REGRA_NEGOCIO (oral sem critérios)
 */
export async function atribuicaoAutomatica(
  ctx: CtxAutenticado,
  params: z.output<typeof ChamadaIdParamsSchema>,
  body: z.output<typeof AtribuicaoAutomaticaBodySchema>,
): Promise<AtribuicaoAutomatica> {
  exigirPermissao(podeGerenciarRevisao(ctx.user));
  const calcular = async (db: Db, travar: boolean) => {
    const chamada = await chamadaExistente(db, params.chamadaId);
    exigirNaoEncerrada(chamada);
    if (body.tipo === 'oral' && !(await repo.criteriosDe(db, [chamada.id])).some((c) => c.tipo === 'oral')) throw new AppError('REGRA_NEGOCIO', R.semCriteriosOrais);
    const cenario = await cenarioDoTipo(db, chamada, body.tipo, undefined, travar);
    const plano = planejar(cenario);
    return { chamada, cenario, plano, marca: marcaDaProposta(body.tipo, plano.atribuicoes) };
  };
  const r = body.aplicar
    ? await ctx.db.transaction(async (tx) => {
        await repo.travarRevisao(tx, params.chamadaId);
        const x = await calcular(tx, true);
        if (body.previa !== undefined && body.previa !== x.marca) throw new AppError('CONFLITO', R.previaDesatualizada);
        const novas = await repo.inserirAtribuicoes(
          tx,
          x.plano.atribuicoes.map((a) => ({
            submissaoId: a.submissaoId, chamadaId: x.chamada.id, avaliadorId: a.avaliadorId, tipo: body.tipo, origem: 'automatica' as const,
            atribuidoPor: ctx.user.id, atribuidoEm: ctx.now(),
          })),
        );
        await passarParaEmAvaliacao({ ...ctx, db: tx }, x.chamada, [...new Set(x.plano.atribuicoes.map((a) => a.submissaoId))]);
        // uma mensagem por pessoa, com quantos e quais trabalhos recebeu
        const titulo = new Map(x.cenario.trabalhos.map((t) => [t.id, t.titulo]));
        await avisarAtribuicoes({ ...ctx, db: tx }, x.chamada, novas.map((a) => ({ id: a.id, avaliadorId: a.avaliadorId, submissaoId: a.submissaoId, titulo: titulo.get(a.submissaoId) ?? '', tipo: a.tipo })));
        await registrarAuditoria({ db: tx }, {
          atorId: ctx.user.id, acao: 'revisao.atribuicao_automatica', alvoTipo: 'chamada', alvoId: x.chamada.id, detalhes: { tipo: body.tipo, novas: x.plano.atribuicoes.length },
        });
        return x;
      })
    : await calcular(ctx.db, false);
  if (body.aplicar) ctx.log.info({ chamadaId: params.chamadaId, tipo: body.tipo, novas: r.plano.atribuicoes.length }, 'atribuição automática gravada');
  return paraResposta(body.tipo, body.aplicar, r);
}

/** A proposta (ou o gravado) no formato do contrato: títulos, nomes, lance, se a linha foi declarada, cargas. */
function paraResposta(tipo: TipoAvaliacao, aplicada: boolean, r: { cenario: Cenario; plano: Plano; marca: string }): AtribuicaoAutomatica {
  const titulo = new Map(r.cenario.trabalhos.map((t) => [t.id, t.titulo]));
  const linhaDe = new Map(r.cenario.trabalhos.map((t) => [t.id, t.linhaId]));
  const linhasDe = new Map(r.cenario.avaliadores.map((a) => [a.pessoa.id, a.linhas]));
  const pessoa = (id: number) => ({ id, nome: r.cenario.nomes.get(id) ?? '' });
  const depois = r.plano.carga.map((c) => c.depois);
  return {
    tipo,
    aplicada,
    previa: r.marca,
    atribuicoes: r.plano.atribuicoes.map((a) => ({
      submissao_id: a.submissaoId,
      titulo: titulo.get(a.submissaoId) ?? '',
      avaliador: pessoa(a.avaliadorId),
      lance: a.lance,
      na_linha: linhasDe.get(a.avaliadorId)?.has(linhaDe.get(a.submissaoId) ?? -1) ?? false,
    })),
    sem_cobertura: r.plano.semCobertura.map((x) => ({ submissao_id: x.submissaoId, titulo: titulo.get(x.submissaoId) ?? '', faltam: x.faltam })),
    carga: r.plano.carga.map((c) => ({ avaliador: pessoa(c.avaliadorId), antes: c.antes, depois: c.depois })),
    resumo: {
      trabalhos: r.cenario.trabalhos.length,
      novas: r.plano.atribuicoes.length,
      carga_minima: depois.length ? Math.min(...depois) : 0,
      carga_maxima: depois.length ? Math.max(...depois) : 0,
      quero_atendidos: r.plano.atribuicoes.filter((a) => a.lance === 'quero').length,
      prefiro_nao_usados: r.plano.atribuicoes.filter((a) => a.lance === 'prefiro_nao').length,
    },
  };
}

/**
 * Quem pode avaliar (instrutores e administradores ativos), com as linhas declaradas nesta chamada, a
 * carga por tipo, os pareceres enviados e os lances. Quem declarou linhas vem primeiro.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO
 */
export async function avaliadoresDaChamada(ctx: CtxAutenticado, params: z.output<typeof ChamadaIdParamsSchema>): Promise<AvaliadorDaChamada[]> {
  exigirPermissao(podeGerenciarRevisao(ctx.user));
  const chamada = await chamadaExistente(ctx.db, params.chamadaId);
  const pessoas = await repo.avaliadoresAtivos(ctx.db);
  const linhas = await repo.linhasDeclaradas(ctx.db, chamada.id);
  const porPessoa = await repo.pareceresPorPessoa(ctx.db, chamada.id);
  const lances = await repo.lancesDaChamada(ctx.db, chamada.id);
  const conta = (id: number, tipo: TipoAvaliacao) => porPessoa.find((x) => x.avaliadorId === id && x.tipo === tipo);
  const lancesDe = new Map<number, AvaliadorDaChamada['lances']>();
  for (const l of lances) {
    const x = lancesDe.get(l.avaliadorId) ?? { quero: 0, posso: 0, prefiro_nao: 0 };
    x[l.lance] += 1;
    lancesDe.set(l.avaliadorId, x);
  }
  return pessoas
    .map((p) => ({
      id: p.id,
      nome: p.nome,
      email: p.email,
      linhas: [...(linhas.get(p.id) ?? [])].sort((a, b) => a - b),
      atribuicoes_escrita: conta(p.id, 'escrita')?.atribuidos ?? 0,
      atribuicoes_oral: conta(p.id, 'oral')?.atribuidos ?? 0,
      enviados: (conta(p.id, 'escrita')?.enviados ?? 0) + (conta(p.id, 'oral')?.enviados ?? 0),
      lances: lancesDe.get(p.id) ?? { quero: 0, posso: 0, prefiro_nao: 0 },
    }))
    .sort((a, b) => Number(b.linhas.length > 0) - Number(a.linhas.length > 0));
}
