/**
 * Resultados da avaliação do curso (issue 8) para instrutores (as próprias turmas) e administração (todas,
 * com filtros): taxa de resposta, média e distribuição por critério, comentários sem autoria e a lista
 * de quem ainda não avaliou. Nada aqui devolve quem respondeu o quê; para o instrutor, turmas com 1 ou 2
 * respostas mostram só as contagens (MINIMO_DE_RESPOSTAS_PARA_DETALHES).
 */
import type { z } from 'zod';
import {
  MAXIMO_NAO_RESPONDERAM,
  type Agregado,
  type AgregadoComComentarios,
  type Comentarios,
  type NaoResponderam,
  type ResultadoCriterio,
  type ResultadosAdmin,
  type ResultadosAdminQuery,
  type ResultadosInstrutor,
  type ResultadosInstrutorQuerySchema,
  type ResumoTurmaResultado,
} from '#shared/contracts/avaliacoes-resultados.ts';
import { CRITERIOS, ESCALA, criteriosDoTipo, detalhesOcultosParaInstrutor, type TEXTOS_LIVRES } from '#shared/rules/avaliacao.ts';
import type { TipoEvento } from '#shared/rules/eventos.ts';
import { frequenciaAtingida } from '#shared/rules/presenca.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { MENSAGEM_FORA_DA_EQUIPE, podeGerenciarTurma } from '../eventos/eventos.policy.ts';
import { ehInstrutorDaTurma } from '../eventos/eventos.service.ts';
import { chaveDoPar, devemTesteObrigatorio, type PessoaNaTurma } from '../testes/testes.service.ts';
import { veResultadosDeTodos } from './avaliacoes.policy.ts';
import * as repo from './resultados.repository.ts';
import type { LinhaTurmaResultado } from './resultados.repository.ts';

const turmaNaoEncontrada = () => new AppError('NAO_ENCONTRADO', 'Turma não encontrada.');
const umaCasa = (x: number) => Math.round(x * 10) / 10;
const ordemPtBr = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
/** Ordem alfabética estável (o desempate pelo texto exato não depende da ordem de chegada). */
export const compararTextos = (a: string, b: string) => ordemPtBr.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Quem está apto e ainda não avaliou as turmas dadas: inscrição confirmada, turma encerrada, frequência
 * mínima de 75 % (regra compartilhada, contagens do banco) e nenhum teste obrigatório pendente.
 */
export async function aptosSemAvaliacao(ctx: Pick<Ctx, 'db' | 'now'>, turmaIds: readonly number[]): Promise<PessoaNaTurma[]> {
  const candidatos = await repo.semAvaliacaoEmTurmasEncerradas(ctx.db, turmaIds, ctx.now());
  const comFrequencia = candidatos.filter((c) => frequenciaAtingida(c.presentes, c.agendados)).map((c) => ({ turmaId: c.turma_id, usuarioId: c.usuario_id }));
  if (comFrequencia.length === 0) return [];
  const devem = await devemTesteObrigatorio(ctx, comFrequencia);
  return comFrequencia.filter((p) => !devem.has(chaveDoPar(p)));
}

/** Números de uma turma: aptos sem avaliação, avaliações recebidas e contagem de cada nota por critério. */
interface Numeros {
  pendentes: number;
  respostas: number;
  /** chave do critério → valor da nota → quantidade */
  notas: Map<string, Map<number, number>>;
}

async function numerosDasTurmas(ctx: Ctx, turmaIds: readonly number[]): Promise<Map<number, Numeros>> {
  const [pendentes, respostas, contagens] = await Promise.all([
    aptosSemAvaliacao(ctx, turmaIds),
    repo.respostasPorTurma(ctx.db, turmaIds),
    repo.contagemDasNotas(ctx.db, turmaIds),
  ]);
  const numeros = new Map<number, Numeros>(turmaIds.map((id) => [id, { pendentes: 0, respostas: respostas.get(id) ?? 0, notas: new Map() }]));
  for (const p of pendentes) numeros.get(p.turmaId)!.pendentes++;
  for (const c of contagens) {
    const n = numeros.get(c.turma_id)!.notas;
    if (!n.has(c.chave)) n.set(c.chave, new Map());
    n.get(c.chave)!.set(c.nota, c.quantidade);
  }
  return numeros;
}

/** Agrega turmas: os critérios são os dos tipos de evento delas (na ordem do formulário). */
function agregar(turmas: readonly LinhaTurmaResultado[], numeros: Map<number, Numeros>): Agregado {
  const aplicaveis = new Set(turmas.flatMap((t) => criteriosDoTipo(t.tipo as TipoEvento).map((c) => c.chave)));
  const dados = turmas.map((t) => numeros.get(t.turma_id)!);
  const respostas = dados.reduce((s, n) => s + n.respostas, 0);
  const elegiveis = respostas + dados.reduce((s, n) => s + n.pendentes, 0);
  let somaGeral = 0;
  let notasGeral = 0;
  const criterios: ResultadoCriterio[] = CRITERIOS.filter((c) => aplicaveis.has(c.chave)).map((c) => {
    const distribuicao = ESCALA.map((e) => ({ nota: e.chave, quantidade: dados.reduce((s, n) => s + (n.notas.get(c.chave)?.get(e.valor) ?? 0), 0) }));
    const quantas = distribuicao.reduce((s, d) => s + d.quantidade, 0);
    const soma = distribuicao.reduce((s, d, i) => s + d.quantidade * ESCALA[i]!.valor, 0);
    somaGeral += soma;
    notasGeral += quantas;
    return { chave: c.chave, rotulo: c.rotulo, obrigatorio: c.obrigatorio, respostas: quantas, media: quantas ? umaCasa(soma / quantas) : null, distribuicao };
  });
  return {
    turmas: turmas.length,
    elegiveis,
    respostas,
    taxa_resposta: elegiveis ? umaCasa((respostas / elegiveis) * 100) : null,
    media_geral: notasGeral ? umaCasa(somaGeral / notasGeral) : null,
    detalhes_ocultos: false,
    criterios,
  };
}

/** O agregado só com as contagens: sem médias nem distribuição (anonimato diante do instrutor). */
const semDetalhes = (a: Agregado): Agregado => ({
  ...a,
  media_geral: null,
  detalhes_ocultos: true,
  // nem quantas pessoas deram nota a cada critério: num opcional, isso diria quem o deixou em branco
  criterios: a.criterios.map((c) => ({ ...c, respostas: a.respostas, media: null, distribuicao: [] })),
});

const SEM_COMENTARIOS: Comentarios = { gostou_mais: [], sugestoes_melhoria: [], comentarios_finais: [] };

function resumoDaTurma(t: LinhaTurmaResultado, a: Agregado): ResumoTurmaResultado {
  return {
    turma: { id: t.turma_id, nome: t.nome, data_inicio: t.data_inicio, data_fim: t.data_fim, encerrada: Boolean(t.encerrada) },
    evento: { id: t.evento_id, titulo: t.titulo, tipo: t.tipo as TipoEvento },
    instrutores: t.instrutores,
    elegiveis: a.elegiveis,
    respostas: a.respostas,
    taxa_resposta: a.taxa_resposta,
    media_geral: a.media_geral,
    detalhes_ocultos: a.detalhes_ocultos,
  };
}

/** Textos livres sem autoria, cada campo em ordem alfabética (nunca na ordem de envio), sem os vazios. */
async function comentariosDas(ctx: Ctx, turmaIds: readonly number[]): Promise<Comentarios> {
  const textos = await repo.textosLivres(ctx.db, turmaIds);
  const campo = (k: (typeof TEXTOS_LIVRES)[number]['chave']) =>
    textos.map((t) => t[k]?.trim() ?? '').filter((v) => v !== '').sort(compararTextos);
  return { gostou_mais: campo('gostou_mais'), sugestoes_melhoria: campo('sugestoes_melhoria'), comentarios_finais: campo('comentarios_finais') };
}

/** Resumo por turma e critério das turmas dadas (tabela da tela e segunda planilha da exportação). */
export async function resultadosPorTurma(ctx: Ctx, turmas: readonly LinhaTurmaResultado[]) {
  const numeros = await numerosDasTurmas(ctx, turmas.map((t) => t.turma_id));
  return turmas.map((t) => {
    const a = agregar([t], numeros);
    return { resumo: resumoDaTurma(t, a), criterios: a.criterios };
  });
}

/**
 * Lista, soma geral e o resultado (com comentários) da seleção. Com `anonimato` (instrutor), todo agregado
 * que some uma turma com 1 ou 2 respostas sai só com as contagens, e sem comentários.
 */
async function montar(ctx: Ctx, turmas: LinhaTurmaResultado[], selecao: LinhaTurmaResultado[], turmaId: number | null, anonimato: boolean) {
  const todas = [...new Map([...turmas, ...selecao].map((t) => [t.turma_id, t])).values()];
  const numeros = await numerosDasTurmas(ctx, todas.map((t) => t.turma_id));
  const agregado = (ts: readonly LinhaTurmaResultado[]) => {
    const a = agregar(ts, numeros);
    return anonimato && detalhesOcultosParaInstrutor(ts.map((t) => numeros.get(t.turma_id)!.respostas)) ? semDetalhes(a) : a;
  };
  const sel = selecao.length > 0 ? agregado(selecao) : null;
  const resultado: AgregadoComComentarios | null = sel && {
    ...sel,
    comentarios: sel.detalhes_ocultos ? SEM_COMENTARIOS : await comentariosDas(ctx, selecao.map((t) => t.turma_id)),
  };
  return { turmas: turmas.map((t) => resumoDaTurma(t, agregado([t]))), geral: agregado(turmas), turma_id: turmaId, resultado };
}

/** A turma pedida, se existe (404) e se quem pede é instrutor dela ou da administração (403, como na presença). */
async function turmaDaEquipe(ctx: CtxAutenticado, turmaId: number, administrador: boolean): Promise<LinhaTurmaResultado> {
  const [t] = await repo.turmasParaResultados(ctx.db, { agora: ctx.now(), turmaId });
  if (!t) throw turmaNaoEncontrada();
  exigirPermissao(administrador || podeGerenciarTurma(ctx.user, { souInstrutor: await ehInstrutorDaTurma(ctx, turmaId, ctx.user.id) }), MENSAGEM_FORA_DA_EQUIPE);
  return t;
}

/**
 * Resultados das turmas do instrutor (encerradas ou já avaliadas; a administração vê todas), a soma
 * geral e o detalhe de uma turma (padrão: a encerrada mais recente), com comentários sem autoria. Para
 * o instrutor (não para a administração), turma com 1 ou 2 respostas mostra só as contagens, e a soma geral
 * também, enquanto incluir uma turma assim.
 * @throws NAO_ENCONTRADO (turma inexistente), SEM_PERMISSAO (turma de outro instrutor)
 */
export async function resultadosDoInstrutor(ctx: CtxAutenticado, q: z.output<typeof ResultadosInstrutorQuerySchema>): Promise<ResultadosInstrutor> {
  const administrador = veResultadosDeTodos(ctx.user);
  const pedida = q.turma ? await turmaDaEquipe(ctx, q.turma, administrador) : null;
  const turmas = await repo.turmasParaResultados(ctx.db, { agora: ctx.now(), instrutorId: administrador ? null : ctx.user.id });
  const selecionada = pedida ?? turmas.find((t) => t.encerrada) ?? turmas[0] ?? null;
  return montar(ctx, turmas, selecionada ? [selecionada] : [], selecionada?.turma_id ?? null, !administrador);
}

const filtroDaAdministracao = (q: ResultadosAdminQuery, agora: Date): repo.FiltroTurmas => ({
  agora,
  instrutorId: q.instrutor ?? null,
  ...(q.de ? { de: q.de } : {}),
  ...(q.ate ? { ate: q.ate } : {}),
  ...(q.evento ? { eventoId: q.evento } : {}),
  ...(q.tipo ? { tipo: q.tipo } : {}),
});

/**
 * As turmas dos filtros e a seleção: a turma pedida (que precisa existir) ou todas as filtradas.
 * @throws NAO_ENCONTRADO
 */
export async function turmasDaSelecao(ctx: CtxAutenticado, q: ResultadosAdminQuery) {
  const turmas = await repo.turmasParaResultados(ctx.db, filtroDaAdministracao(q, ctx.now()));
  if (!q.turma) return { turmas, selecao: turmas };
  const pedida = turmas.find((t) => t.turma_id === q.turma) ?? (await repo.turmasParaResultados(ctx.db, { agora: ctx.now(), turmaId: q.turma }))[0];
  if (!pedida) throw turmaNaoEncontrada();
  return { turmas, selecao: [pedida] };
}

/**
 * Resultados de todos os eventos com os filtros da administração (período pelo término da turma, evento,
 * tipo, instrutor), a soma geral, o resultado da seleção (uma turma ou todas as filtradas) e as opções dos filtros.
 * @throws NAO_ENCONTRADO (turma pedida inexistente)
 */
export async function resultadosDaAdministracao(ctx: CtxAutenticado, q: ResultadosAdminQuery): Promise<ResultadosAdmin> {
  const { turmas, selecao } = await turmasDaSelecao(ctx, q);
  const base = await montar(ctx, turmas, selecao, q.turma ?? null, false);
  return { ...base, opcoes: await repo.opcoesDosFiltros(ctx.db, ctx.now()) };
}

/**
 * Quem está apto e ainda não avaliou, na turma pedida ou nas filtradas: nome e e-mail (nunca respostas),
 * por evento, turma e nome; até 500 pessoas, com o total.
 * @throws NAO_ENCONTRADO
 */
export async function quemNaoRespondeu(ctx: CtxAutenticado, q: ResultadosAdminQuery): Promise<NaoResponderam> {
  const { selecao } = await turmasDaSelecao(ctx, q);
  const pendentes = await aptosSemAvaliacao(ctx, selecao.map((t) => t.turma_id));
  const pessoas = await repo.contatos(ctx.db, [...new Set(pendentes.map((p) => p.usuarioId))]);
  const turmas = new Map(selecao.map((t) => [t.turma_id, t]));
  const lista = pendentes
    .map((p) => ({ turma_id: p.turmaId, evento: turmas.get(p.turmaId)!.titulo, turma: turmas.get(p.turmaId)!.nome, ...pessoas.get(p.usuarioId)! }))
    .sort((a, b) => compararTextos(a.evento, b.evento) || compararTextos(a.turma, b.turma) || a.turma_id - b.turma_id || compararTextos(a.nome, b.nome));
  return {
    total: lista.length,
    turma_ids: [...new Set(lista.map((p) => p.turma_id))],
    pessoas: lista.slice(0, MAXIMO_NAO_RESPONDERAM),
  };
}

/**
 * Para o painel do instrutor (issue 21): respostas e média geral de cada turma dele que já tem resultado,
 * com a regra de anonimato do instrutor (1 ou 2 respostas: só a contagem).
 */
export async function mediasDasTurmasDoInstrutor(ctx: Ctx, instrutorId: number): Promise<Map<number, { respostas: number; media: number | null; oculta: boolean }>> {
  const turmas = await repo.turmasParaResultados(ctx.db, { agora: ctx.now(), instrutorId });
  const numeros = await numerosDasTurmas(ctx, turmas.map((t) => t.turma_id));
  return new Map(
    turmas.map((t) => {
      const a = agregar([t], numeros);
      const oculta = detalhesOcultosParaInstrutor([a.respostas]);
      return [t.turma_id, { respostas: a.respostas, media: oculta ? null : a.media_geral, oculta }];
    }),
  );
}
