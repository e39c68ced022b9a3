/**
 * O que a administração acompanha (decisão 022, revisão): o painel da chamada (andamento, atrasos,
 * decisões, mensagens, certificados), o ranking geral e por linha (desempate em `REGRA_DE_DESEMPATE`)
 * e a avaliação de um trabalho (atribuições, pareceres, divergência e o terceiro sugerido).
 */
import type { z } from 'zod';
import type { ChamadaIdParamsSchema } from '#shared/contracts/chamadas.ts';
import type { RankingQuerySchema } from '#shared/contracts/revisao.ts';
import type { AvaliacaoDoTrabalho, ItemDoRanking, PainelDaChamada, Ranking } from '#shared/contracts/revisao-gestao.ts';
import type { SubmissaoIdParamsSchema } from '#shared/contracts/submissoes.ts';
import { DECISOES, MENSAGENS_CHAMADA as M, prazoEncerrado, TIPOS_AVALIACAO, type TipoAvaliacao } from '#shared/rules/chamadas.ts';
import { compararNoRanking, haDivergencia, janelaDeLancesAberta, REGRA_DE_DESEMPATE } from '#shared/rules/revisao.ts';
import type { Db } from '../../db/client.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { erroCampo } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { certificadosDaChamada } from '../certificados/certificados.service.ts';
import { estaAberta } from '../chamadas/chamadas.service.ts';
import { paraAtribuicaoAdmin } from './atribuicoes.ts';
import { cenarioDoTipo } from './cenario.ts';
import { chamadaExistente, horarioDoBanco, horarioOuNulo, iso, trabalhoNaoEncontrado } from './comum.ts';
import { terceiroPara } from './planejamento.ts';
import * as repo from './revisao.repository.ts';
import { podeGerenciarRevisao } from './revisao.policy.ts';

type ParamsChamada = z.output<typeof ChamadaIdParamsSchema>;

/**
 * O painel da chamada.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO
 */
export async function painel(ctx: CtxAutenticado, params: ParamsChamada): Promise<PainelDaChamada> {
  exigirPermissao(podeGerenciarRevisao(ctx.user));
  const c = await chamadaExistente(ctx.db, params.chamadaId);
  const agora = ctx.now();
  const trabalhos = await repo.trabalhosDoRanking(ctx.db, c.id);
  const ativas = await repo.atribuicoesAtivas(ctx.db, c.id, 'escrita');
  const porPessoa = await repo.pareceresPorPessoa(ctx.db, c.id);
  const prazo = horarioOuNulo(c.prazoAvaliacao);
  const venceu = prazo !== null && prazoEncerrado(prazo, agora);

  const escritasPorTrabalho = new Map<number, number>();
  for (const a of ativas) escritasPorTrabalho.set(a.submissaoId, (escritasPorTrabalho.get(a.submissaoId) ?? 0) + 1);
  const ativasDe = (id: number) => escritasPorTrabalho.get(id) ?? 0;

  const contagem = (tipo: TipoAvaliacao) => {
    const doTipo = porPessoa.filter((p) => p.tipo === tipo);
    const atribuidos = doTipo.reduce((x, p) => x + p.atribuidos, 0);
    const enviados = doTipo.reduce((x, p) => x + p.enviados, 0);
    return { atribuidos, enviados, pendentes: atribuidos - enviados, atrasados: venceu ? atribuidos - enviados : 0 };
  };
  const pessoas = new Map<number, PainelDaChamada['avaliadores'][number]>();
  for (const p of porPessoa) {
    const x = pessoas.get(p.avaliadorId) ?? { id: p.avaliadorId, nome: p.nome, atribuidos: 0, enviados: 0, pendentes: 0, atrasados: 0 };
    x.atribuidos += p.atribuidos;
    x.enviados += p.enviados;
    x.pendentes = x.atribuidos - x.enviados;
    x.atrasados = venceu ? x.pendentes : 0;
    pessoas.set(p.avaliadorId, x);
  }
  const decididos = trabalhos.filter((t) => t.decisao !== null);
  return {
    chamada: {
      id: c.id,
      titulo: c.titulo,
      prazo_final: horarioDoBanco(c.prazoFinal),
      aberta: estaAberta(c, agora),
      prazo_avaliacao: prazo,
      lances_inicio: horarioOuNulo(c.lancesInicio),
      lances_fim: horarioOuNulo(c.lancesFim),
      lances_abertos: janelaDeLancesAberta(horarioOuNulo(c.lancesInicio), horarioOuNulo(c.lancesFim), agora),
      avaliadores_por_trabalho: c.avaliadoresPorTrabalho,
      limiar_divergencia: c.limiarDivergencia,
      terceiro_automatico: c.terceiroAutomatico,
      conflito_unidade: c.conflitoUnidade,
      encerrada_em: iso(c.encerradaEm),
    },
    trabalhos: {
      enviados: trabalhos.length,
      sem_avaliadores: trabalhos.filter((t) => ativasDe(t.id) === 0).length,
      incompletos: trabalhos.filter((t) => ativasDe(t.id) > 0 && ativasDe(t.id) < c.avaliadoresPorTrabalho).length,
      avaliados: trabalhos.filter((t) => ativasDe(t.id) > 0 && t.escritos >= ativasDe(t.id)).length,
      divergentes: trabalhos.filter((t) => t.divergente).length,
      decididos: decididos.length,
      liberados: trabalhos.filter((t) => t.liberadoEm !== null).length,
      por_decisao: Object.fromEntries(DECISOES.map((d) => [d, decididos.filter((t) => t.decisao === d).length])) as PainelDaChamada['trabalhos']['por_decisao'],
    },
    pareceres: { escrita: contagem('escrita'), oral: contagem('oral') },
    avaliadores: [...pessoas.values()],
    mensagens: await repo.contagemDeMensagens(ctx.db, c.id),
    certificados: await certificadosDaChamada(ctx, c.id),
  };
}

/** O ranking inteiro da chamada (cada item com a posição geral e a na linha). */
export async function rankingDaChamada(db: Db, chamadaId: number): Promise<ItemDoRanking[]> {
  const trabalhos = await repo.trabalhosDoRanking(db, chamadaId);
  const ordenados = trabalhos
    .map((t) => ({ t, chave: { id: t.id, notaFinal: t.notaFinal, notaEscrita: t.notaEscrita, notaOral: t.notaOral, submetidaEm: iso(t.submetidaEm) } }))
    .sort((a, b) => compararNoRanking(a.chave, b.chave));
  const naLinha = new Map<number | null, number>();
  return ordenados.map(({ t }, i) => {
    const posLinha = (naLinha.get(t.linhaId) ?? 0) + 1;
    naLinha.set(t.linhaId, posLinha);
    return {
      posicao: i + 1,
      posicao_na_linha: posLinha,
      submissao: { id: t.id, titulo: t.titulo, submetida_em: iso(t.submetidaEm), status: t.status },
      autor: { id: t.autorId, nome: t.autorNome, email: t.autorEmail },
      linha: t.linhaId !== null && t.linhaCodigo !== null && t.linhaNome !== null ? { id: t.linhaId, codigo: t.linhaCodigo, nome: t.linhaNome } : null,
      nota_escrita: t.notaEscrita,
      nota_oral: t.notaOral,
      nota_final: t.notaFinal,
      pareceres_escritos: t.escritos,
      pareceres_orais: t.orais,
      divergente: t.divergente,
      decisao: t.decisao,
      liberada: t.liberadoEm !== null,
    };
  });
}

/**
 * O ranking geral ou de uma linha da chamada.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, DADOS_INVALIDOS (linha de outra chamada)
 */
export async function ranking(ctx: CtxAutenticado, params: ParamsChamada, q: z.output<typeof RankingQuerySchema>): Promise<Ranking> {
  exigirPermissao(podeGerenciarRevisao(ctx.user));
  const c = await chamadaExistente(ctx.db, params.chamadaId);
  if (q.linha_id !== undefined && !(await repo.linhasDe(ctx.db, [c.id])).some((l) => l.id === q.linha_id)) throw erroCampo('linha_id', M.linhaDeOutraChamada);
  const itens = await rankingDaChamada(ctx.db, c.id);
  return { regra_de_desempate: REGRA_DE_DESEMPATE, linha_id: q.linha_id ?? null, itens: q.linha_id === undefined ? itens : itens.filter((i) => i.linha?.id === q.linha_id) };
}

/**
 * A avaliação de um trabalho, para a administração: atribuições (também as revogadas), pareceres com
 * as notas e a observação reservada, notas, divergência, decisão e, nos tipos com divergência e sem
 * terceiro avaliador, quem seria o terceiro.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO (inexistente ou rascunho)
 */
export async function avaliacaoDoTrabalho(ctx: CtxAutenticado, params: z.output<typeof SubmissaoIdParamsSchema>): Promise<AvaliacaoDoTrabalho> {
  exigirPermissao(podeGerenciarRevisao(ctx.user));
  const s = await repo.submissaoPorId(ctx.db, params.submissaoId);
  if (!s || s.submetidaEm === null) throw trabalhoNaoEncontrado();
  const c = (await repo.buscarChamada(ctx.db, s.chamadaId))!;
  const atribuicoes = await repo.atribuicoesDoTrabalho(ctx.db, s.id);
  const nomes = await repo.nomesDe(ctx.db, [s.autorId]);
  const linha = s.linhaId === null ? undefined : (await repo.linhasDe(ctx.db, [c.id])).find((l) => l.id === s.linhaId);
  const partes = await repo.partesEnviadas(ctx.db, [s.id]);
  const terceiroSugerido: AvaliacaoDoTrabalho['terceiro_sugerido'] = [];
  for (const tipo of TIPOS_AVALIACAO) {
    if (!haDivergencia(partes.filter((p) => p.tipo === tipo).map((p) => p.nota), c.limiarDivergencia)) continue;
    if (atribuicoes.some((a) => a.tipo === tipo && a.origem === 'terceiro' && a.revogadoEm === null)) continue;
    const cenario = await cenarioDoTipo(ctx.db, c, tipo, [s.id]);
    const trabalho = cenario.trabalhos[0];
    const id = trabalho ? terceiroPara(cenario, trabalho) : null;
    terceiroSugerido.push({ tipo, avaliador: id === null ? null : { id, nome: cenario.nomes.get(id) ?? '' } });
  }
  return {
    submissao: {
      id: s.id,
      chamada_id: s.chamadaId,
      titulo: s.titulo,
      status: s.status,
      linha: linha ? { id: linha.id, codigo: linha.codigo, nome: linha.nome } : null,
      autor: { id: s.autorId, nome: nomes.get(s.autorId) ?? '' },
      nota_escrita: s.notaEscrita,
      nota_oral: s.notaOral,
      nota_final: s.notaFinal,
      divergente: s.divergente,
      decisao: s.decisao,
      motivo: s.motivoDecisao,
      decidida_em: iso(s.decididaEm),
      liberado_em: iso(s.resultadoLiberadoEm),
    },
    atribuicoes: await paraAtribuicaoAdmin(ctx.db, c, atribuicoes, ctx.now()),
    terceiro_sugerido: terceiroSugerido,
  };
}
