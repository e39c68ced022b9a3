/**
 * O lado de quem avalia (instrutores e administradores; decisão 022, revisão): as chamadas em revisão e
 * as linhas que a pessoa declara, os trabalhos para marcar interesse na janela de lances, as
 * atribuições e o parecer (guardar e voltar; enviar uma vez por tipo, com todas as notas).
 *
 * Revisão cega: nada aqui leva nome, e-mail, unidade ou coautor do trabalho. Um trabalho com conflito
 * de interesse não aparece na lista de lances, e um trabalho não atribuído à pessoa não existe para ela
 * (404, nunca 403) — nem o motivo do conflito sai, para não dizer nada sobre a autoria.
 */
import type { z } from 'zod';
import type { ChamadaIdParamsSchema } from '#shared/contracts/chamadas.ts';
import type {
  ChamadaDoAvaliador,
  LanceBodySchema,
  LinhasDoAvaliadorBodySchema,
  MinhaAtribuicao,
  ParecerBodySchema,
  ParecerDoAvaliador,
  ParecerParamsSchema,
  TrabalhoParaLance,
} from '#shared/contracts/revisao.ts';
import type { SubmissaoIdParamsSchema } from '#shared/contracts/submissoes.ts';
import { MENSAGENS_CHAMADA as M, type Lance } from '#shared/rules/chamadas.ts';
import {
  conflitoDeInteresse,
  janelaDeLancesAberta,
  MENSAGENS_REVISAO as R,
  notaDoParecer,
  notaForaDaEscalaMensagem,
  parecerAtrasado,
  SITUACOES_PARECER,
} from '#shared/rules/revisao.ts';
import type { Db } from '../../db/client.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError, erroCampo } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { autoriaDe } from './cenario.ts';
import { chamadaPublicada, exigirNaoEncerrada, horarioOuNulo, iso, trabalhoNaoEncontrado } from './comum.ts';
import { depoisDoParecer } from './notas.ts';
import * as repo from './revisao.repository.ts';
import { ehAvaliador } from './revisao.policy.ts';

type ParamsChamada = z.output<typeof ChamadaIdParamsSchema>;

const lancesAbertos = (c: repo.LinhaChamada, agora: Date) => janelaDeLancesAberta(horarioOuNulo(c.lancesInicio), horarioOuNulo(c.lancesFim), agora);

async function paraChamadasDoAvaliador(ctx: CtxAutenticado, chamadas: readonly repo.LinhaChamada[]): Promise<ChamadaDoAvaliador[]> {
  const ids = chamadas.map((c) => c.id);
  const linhas = await repo.linhasDe(ctx.db, ids);
  const criterios = await repo.criteriosDe(ctx.db, ids);
  const minhas = await repo.atribuicoesDaPessoa(ctx.db, ctx.user.id);
  const declaradas = await repo.linhasDaPessoa(ctx.db, ctx.user.id);
  return chamadas.map((c) => ({
    id: c.id,
    titulo: c.titulo,
    linhas: linhas.filter((l) => l.chamadaId === c.id).map(({ id, codigo, nome }) => ({ id, codigo, nome })),
    minhas_linhas: linhas.filter((l) => l.chamadaId === c.id && declaradas.has(l.id)).map((l) => l.id),
    lances_inicio: horarioOuNulo(c.lancesInicio),
    lances_fim: horarioOuNulo(c.lancesFim),
    lances_abertos: lancesAbertos(c, ctx.now()),
    prazo_avaliacao: horarioOuNulo(c.prazoAvaliacao),
    tem_criterios_orais: criterios.some((k) => k.chamadaId === c.id && k.tipo === 'oral'),
    minhas_atribuicoes: minhas.filter((a) => a.chamada.id === c.id).length,
  }));
}

/** As chamadas publicadas e não encerradas, com o que a pessoa declarou. @throws SEM_PERMISSAO */
export async function minhasChamadas(ctx: CtxAutenticado): Promise<ChamadaDoAvaliador[]> {
  exigirPermissao(ehAvaliador(ctx.user));
  return paraChamadasDoAvaliador(ctx, await repo.chamadasEmRevisao(ctx.db));
}

/**
 * Declara as linhas que a pessoa avalia na chamada (substitui as anteriores). Declarar linhas é entrar
 * no conjunto de quem recebe trabalhos pela distribuição automática; nenhuma linha é sair dele.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO (rascunho), CONFLITO (encerrada), DADOS_INVALIDOS (linha de outra chamada)
 */
export async function declararLinhas(ctx: CtxAutenticado, params: ParamsChamada, body: z.output<typeof LinhasDoAvaliadorBodySchema>): Promise<ChamadaDoAvaliador> {
  exigirPermissao(ehAvaliador(ctx.user));
  const chamada = await ctx.db.transaction(async (tx) => {
    const c = await chamadaPublicada(tx, params.chamadaId);
    exigirNaoEncerrada(c);
    const daChamada = new Set((await repo.linhasDe(tx, [c.id])).map((l) => l.id));
    const alheia = body.linha_ids.findIndex((id) => !daChamada.has(id));
    if (alheia >= 0) throw erroCampo(`linha_ids.${alheia}`, M.linhaDeOutraChamada);
    await repo.gravarLinhasDeclaradas(tx, c.id, ctx.user.id, body.linha_ids);
    return c;
  });
  return (await paraChamadasDoAvaliador(ctx, [chamada]))[0]!;
}

/** Os dados da pessoa que as regras de conflito leem. */
async function euComoAvaliador(ctx: CtxAutenticado) {
  const eu = (await repo.pessoaPorId(ctx.db, ctx.user.id))!;
  return { id: eu.id, email: eu.email, cpf: eu.cpf, unidadeId: eu.unidadeId };
}

/**
 * Os trabalhos da chamada para marcar interesse: enviados e ainda sem decisão, sem os que têm conflito
 * de interesse com a pessoa; os das linhas que ela declarou primeiro.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO (rascunho)
 */
export async function trabalhosParaLance(ctx: CtxAutenticado, params: ParamsChamada): Promise<TrabalhoParaLance[]> {
  exigirPermissao(ehAvaliador(ctx.user));
  const c = await chamadaPublicada(ctx.db, params.chamadaId);
  const eu = await euComoAvaliador(ctx);
  const trabalhos = await repo.trabalhosParaLance(ctx.db, c.id);
  const coautorias = await repo.coautoriasDe(ctx.db, trabalhos.map((t) => t.id));
  const linhas = new Map((await repo.linhasDe(ctx.db, [c.id])).map((l) => [l.id, l]));
  const minhasLinhas = (await repo.linhasDeclaradas(ctx.db, c.id, ctx.user.id)).get(ctx.user.id) ?? new Set<number>();
  const lances = new Map((await repo.lancesDaChamada(ctx.db, c.id, ctx.user.id)).map((l) => [l.submissaoId, l.lance]));
  const minhas = new Set((await repo.atribuicoesAtivas(ctx.db, c.id)).filter((a) => a.avaliadorId === ctx.user.id).map((a) => a.submissaoId));
  return trabalhos
    .filter((t) => conflitoDeInteresse(eu, autoriaDe(t, coautorias.get(t.id) ?? []), c.conflitoUnidade) === null)
    .map((t) => {
      const l = t.linhaId === null ? undefined : linhas.get(t.linhaId);
      return {
        id: t.id,
        titulo: t.titulo,
        linha: l ? { id: l.id, codigo: l.codigo, nome: l.nome } : null,
        objetivos: t.objetivos,
        na_minha_linha: t.linhaId !== null && minhasLinhas.has(t.linhaId),
        meu_lance: lances.get(t.id) ?? null,
        atribuido_a_mim: minhas.has(t.id),
      };
    })
    .sort((a, b) => Number(b.na_minha_linha) - Number(a.na_minha_linha) || a.id - b.id);
}

/**
 * Marca (ou apaga, com nulo) o interesse da pessoa num trabalho, com a janela de lances aberta.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO (trabalho fora da revisão, de chamada em rascunho, ou com conflito), CONFLITO (encerrada), REGRA_NEGOCIO (janela fechada)
 */
export async function marcarLance(
  ctx: CtxAutenticado,
  params: z.output<typeof SubmissaoIdParamsSchema>,
  body: z.output<typeof LanceBodySchema>,
): Promise<{ submissao_id: number; lance: Lance | null }> {
  exigirPermissao(ehAvaliador(ctx.user));
  const t = await repo.trabalhoPorId(ctx.db, params.submissaoId);
  if (!t || !(repo.STATUS_NA_REVISAO as readonly string[]).includes(t.status) || t.decisao !== null) throw trabalhoNaoEncontrado();
  const c = await repo.buscarChamada(ctx.db, t.chamadaId);
  if (!c?.publicado) throw trabalhoNaoEncontrado();
  const coautores = (await repo.coautoriasDe(ctx.db, [t.id])).get(t.id) ?? [];
  if (conflitoDeInteresse(await euComoAvaliador(ctx), autoriaDe(t, coautores), c.conflitoUnidade)) throw trabalhoNaoEncontrado();
  exigirNaoEncerrada(c);
  if (!lancesAbertos(c, ctx.now())) throw new AppError('REGRA_NEGOCIO', R.lancesFechados);
  await repo.gravarLance(ctx.db, t.id, ctx.user.id, body.lance, ctx.now());
  return { submissao_id: t.id, lance: body.lance };
}

const situacaoDe = (p: { enviadoEm: Date | null } | null) => (p === null ? SITUACOES_PARECER[0] : p.enviadoEm ? 'enviado' : 'rascunho');

/** As atribuições ativas da pessoa: as pendentes primeiro (as atrasadas antes), depois as enviadas. @throws SEM_PERMISSAO */
export async function minhasAtribuicoes(ctx: CtxAutenticado): Promise<MinhaAtribuicao[]> {
  exigirPermissao(ehAvaliador(ctx.user));
  const agora = ctx.now();
  const itens = (await repo.atribuicoesDaPessoa(ctx.db, ctx.user.id)).map((a): MinhaAtribuicao => {
    const prazo = horarioOuNulo(a.chamada.prazoAvaliacao);
    const enviado = Boolean(a.parecer?.enviadoEm);
    return {
      submissao: { id: a.submissao.id, titulo: a.submissao.titulo, linha: a.linha && a.submissao.linhaId !== null ? { id: a.submissao.linhaId, ...a.linha } : null },
      chamada: { id: a.chamada.id, titulo: a.chamada.titulo, prazo_avaliacao: prazo },
      tipo: a.atribuicao.tipo,
      situacao: situacaoDe(a.parecer),
      nota: enviado ? a.parecer!.nota : null,
      enviado_em: iso(a.parecer?.enviadoEm ?? null),
      atrasado: parecerAtrasado(prazo, enviado, agora),
    };
  });
  const ordem = (x: MinhaAtribuicao) => (x.situacao === 'enviado' ? 2 : x.atrasado ? 0 : 1);
  return itens.sort((a, b) => ordem(a) - ordem(b));
}

/** A atribuição ativa da pessoa no trabalho e tipo. @throws NAO_ENCONTRADO */
async function minhaAtribuicao(db: Db, ctx: CtxAutenticado, params: z.output<typeof ParecerParamsSchema>): Promise<repo.LinhaAtribuicao> {
  const a = await repo.atribuicaoAtiva(db, params.submissaoId, ctx.user.id, params.tipo);
  if (!a) throw trabalhoNaoEncontrado();
  return a;
}

/** O parecer ainda pode mudar: não enviado, chamada aberta e, na escrita, resultado não liberado. */
const podeMexer = (c: repo.LinhaChamada, liberadoEm: Date | null, tipo: string, enviado: boolean) => !enviado && !c.encerradaEm && !(tipo === 'escrita' && liberadoEm);

/**
 * O trabalho (sem autoria), os critérios do tipo e o parecer da pessoa.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO (sem atribuição ativa)
 */
export async function obterParecer(ctx: CtxAutenticado, params: z.output<typeof ParecerParamsSchema>): Promise<ParecerDoAvaliador> {
  exigirPermissao(ehAvaliador(ctx.user));
  const a = await minhaAtribuicao(ctx.db, ctx, params);
  const t = (await repo.textoDoTrabalho(ctx.db, a.submissaoId))!;
  const c = (await repo.buscarChamada(ctx.db, a.chamadaId))!;
  const criterios = (await repo.criteriosDe(ctx.db, [c.id])).filter((k) => k.tipo === params.tipo);
  const linha = t.linhaId === null ? undefined : (await repo.linhasDe(ctx.db, [c.id])).find((l) => l.id === t.linhaId);
  const p = await repo.parecerDaAtribuicao(ctx.db, a.id);
  const prazo = horarioOuNulo(c.prazoAvaliacao);
  const enviado = Boolean(p?.enviadoEm);
  return {
    submissao: {
      id: t.id,
      titulo: t.titulo,
      linha: linha ? { id: linha.id, codigo: linha.codigo, nome: linha.nome } : null,
      inicio_experiencia: t.inicioExperiencia,
      introducao: t.introducao,
      objetivos: t.objetivos,
      metodo: t.metodo,
      resultados: t.resultados,
      consideracoes: t.consideracoes,
      bibliografia: t.bibliografia,
      tem_poster: t.temPoster,
    },
    chamada: { id: c.id, titulo: c.titulo, prazo_avaliacao: prazo, outros_criterios: params.tipo === 'oral' ? c.oralOutros : c.criteriosOutros },
    tipo: params.tipo,
    criterios: criterios.map((k) => ({ id: k.id, titulo: k.titulo, escala_min: k.escalaMin, escala_max: k.escalaMax, peso: k.peso })),
    parecer: {
      situacao: situacaoDe(p),
      notas: (p?.notas ?? []).map((n) => ({ criterio_id: n.criterioId, nota: n.nota, comentario: n.comentario })),
      comentario: p?.comentario ?? '',
      observacao_reservada: p?.observacaoReservada ?? '',
      nota: enviado ? p!.nota : null,
      enviado_em: iso(p?.enviadoEm ?? null),
      atualizado_em: iso(p?.atualizadoEm ?? null),
    },
    pode_editar: podeMexer(c, t.resultadoLiberadoEm, params.tipo, enviado),
    atrasado: parecerAtrasado(prazo, enviado, ctx.now()),
  };
}

/**
 * Confere as notas contra os critérios do tipo: cada critério é da chamada e do tipo, aparece uma vez e
 * a nota está na escala dele; ao enviar, todos têm nota.
 * @throws DADOS_INVALIDOS com o campo (ao enviar incompleto, a lista do que falta em `details.campos`)
 */
function conferirNotas(criterios: readonly repo.Criterio[], notas: z.output<typeof ParecerBodySchema>['notas'], enviar: boolean): void {
  const vistos = new Set<number>();
  notas.forEach((n, i) => {
    const k = criterios.find((c) => c.id === n.criterio_id);
    if (!k) throw erroCampo(`notas.${i}.criterio_id`, M.criterioDeOutraChamada);
    if (vistos.has(k.id)) throw erroCampo('notas', R.criterioRepetido);
    vistos.add(k.id);
    if (n.nota < k.escalaMin || n.nota > k.escalaMax) throw erroCampo(`notas.${i}.nota`, notaForaDaEscalaMensagem(k.titulo, k.escalaMin, k.escalaMax));
  });
  if (!enviar) return;
  const faltam = criterios.filter((c) => !vistos.has(c.id)).map((c) => ({ campo: `criterio.${c.id}`, mensagem: `Dê nota a "${c.titulo}".` }));
  if (faltam.length) throw new AppError('DADOS_INVALIDOS', R.parecerIncompleto, { details: { campos: faltam } });
}

/**
 * Guarda o parecer (quantas vezes for preciso) ou o envia: uma vez por tipo, com todas as notas. O
 * envio grava a parte deste parecer (0–10), recalcula as notas do trabalho e a divergência e, se a
 * chamada manda, atribui o terceiro avaliador.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, CONFLITO (já enviado; chamada encerrada; resultado escrito liberado), DADOS_INVALIDOS
 */
export async function salvarParecer(
  ctx: CtxAutenticado,
  params: z.output<typeof ParecerParamsSchema>,
  body: z.output<typeof ParecerBodySchema>,
): Promise<ParecerDoAvaliador> {
  exigirPermissao(ehAvaliador(ctx.user));
  const enviou = await ctx.db.transaction(async (tx) => {
    const a0 = await minhaAtribuicao(tx, ctx, params);
    await repo.travarRevisao(tx, a0.chamadaId);
    // revogada enquanto esperava a trava: não existe mais para a pessoa
    const a = await minhaAtribuicao(tx, ctx, params);
    const c = (await repo.buscarChamada(tx, a.chamadaId))!;
    exigirNaoEncerrada(c);
    const t = (await repo.trabalhoPorId(tx, a.submissaoId, true))!;
    if (params.tipo === 'escrita' && t.resultadoLiberadoEm) throw new AppError('CONFLITO', R.resultadoLiberado);
    const atual = await repo.parecerDaAtribuicao(tx, a.id);
    if (atual?.enviadoEm) throw new AppError('CONFLITO', R.parecerJaEnviado);
    const criterios = (await repo.criteriosDe(tx, [c.id])).filter((k) => k.tipo === params.tipo);
    conferirNotas(criterios, body.notas, body.enviar);
    const agora = ctx.now();
    const notas = body.notas.map((n) => ({ criterioId: n.criterio_id, nota: n.nota, comentario: n.comentario }));
    const parte = body.enviar ? notaDoParecer(criterios, new Map(notas.map((n) => [n.criterioId, n.nota]))) : null;
    await repo.gravarParecer(tx, a, { comentario: body.comentario, observacaoReservada: body.observacao_reservada, nota: parte, enviadoEm: body.enviar ? agora : null, agora }, notas);
    if (body.enviar) await depoisDoParecer({ ...ctx, db: tx }, c, t.id);
    return body.enviar;
  });
  if (enviou) ctx.log.info({ submissaoId: params.submissaoId, tipo: params.tipo }, 'parecer enviado');
  return obterParecer(ctx, params);
}
