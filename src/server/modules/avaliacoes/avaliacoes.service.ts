import type { z } from 'zod';
import type { EnviarAvaliacaoBodySchema, TurmaParaAvaliar } from '#shared/contracts/avaliacoes.ts';
import type { TurmaIdParamsSchema } from '#shared/contracts/eventos.ts';
import { criteriosDoTipo, recusaDeAvaliacao, valorDaNota, type ChaveNota } from '#shared/rules/avaliacao.ts';
import type { TipoEvento } from '#shared/rules/eventos.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { AppError, violacaoUnica } from '../../lib/errors.ts';
import { emitirSeCompleto } from '../certificados/certificados.service.ts';
import { frequenciaNasTurmas } from '../presencas/presencas.service.ts';
import { chaveDoPar, devemTesteObrigatorio, deveTesteObrigatorio } from '../testes/testes.service.ts';
import { chaveDoAviso, TAREFA_AVISO } from './avisos-de-avaliacao.ts';
import { encerradasSemAvaliacao, inserirAvaliacao, turmaParaAvaliar, type LinhaTurmaParaAvaliar, type NovaAvaliacao } from './avaliacoes.repository.ts';

const paraApi = (l: Pick<LinhaTurmaParaAvaliar, 'turmaId' | 'nome' | 'dataInicio' | 'dataFim' | 'eventoId' | 'titulo' | 'tipo'>): TurmaParaAvaliar => ({
  turma: { id: l.turmaId, nome: l.nome, data_inicio: l.dataInicio, data_fim: l.dataFim },
  evento: { id: l.eventoId, titulo: l.titulo, tipo: l.tipo },
});

/** Turmas que a pessoa já pode avaliar: encerradas, frequência ≥ 75 %, teste aprovado (se houver), ainda não avaliadas. */
export async function avaliacoesPendentes(ctx: CtxAutenticado): Promise<TurmaParaAvaliar[]> {
  const linhas = await encerradasSemAvaliacao(ctx.db, ctx.user.id, ctx.now());
  const frequencias = await frequenciaNasTurmas(ctx, ctx.user.id, linhas.map((l) => l.turmaId));
  const comFrequencia = linhas.filter((l) => frequencias.get(l.turmaId)?.atingiu);
  const devem = await devemTesteObrigatorio(ctx, comFrequencia.map((l) => ({ turmaId: l.turmaId, usuarioId: ctx.user.id })));
  return comFrequencia.filter((l) => !devem.has(chaveDoPar({ turmaId: l.turmaId, usuarioId: ctx.user.id }))).map(paraApi);
}

async function situacaoDa(ctx: CtxAutenticado, turmaId: number) {
  const l = await turmaParaAvaliar(ctx.db, turmaId, ctx.user.id);
  if (!l) throw new AppError('NAO_ENCONTRADO', 'Turma não encontrada.');
  const frequencia = (await frequenciaNasTurmas(ctx, ctx.user.id, [turmaId])).get(turmaId);
  const recusa = recusaDeAvaliacao({
    inscrito: l.inscricaoStatus === 'confirmada',
    jaAvaliou: Boolean(l.jaAvaliou),
    turmaEncerrada: l.fim.getTime() < ctx.now().getTime(),
    frequenciaAtingida: Boolean(frequencia?.atingiu),
    testePendente: await deveTesteObrigatorio(ctx, turmaId, ctx.user.id),
  });
  return { linha: l, recusa };
}

/** Se a pessoa pode avaliar a turma, ou a primeira condição que falta. */
export async function situacaoDaAvaliacao(ctx: CtxAutenticado, params: z.output<typeof TurmaIdParamsSchema>) {
  const { linha, recusa } = await situacaoDa(ctx, params.turmaId);
  return { ...paraApi(linha), pode_avaliar: recusa === null, recusa };
}

/** As notas dos critérios do tipo do evento, em colunas; critérios obrigatórios faltando ou que não se aplicam recusam. */
function notasDoFormulario(tipo: TipoEvento, respostas: Partial<Record<string, string>>) {
  const criterios = criteriosDoTipo(tipo);
  const fora = Object.keys(respostas).filter((k) => !criterios.some((c) => c.chave === k));
  if (fora.length > 0) throw new AppError('DADOS_INVALIDOS', 'Há critérios que não se aplicam a este evento.', { details: { campos: fora.map((campo) => ({ campo, mensagem: 'Não se aplica a este evento.' })) } });
  const faltando = criterios.filter((c) => c.obrigatorio && !respostas[c.chave]);
  if (faltando.length > 0) {
    throw new AppError('DADOS_INVALIDOS', `Preencha todas as notas obrigatórias (${faltando.length} pendente(s)).`, {
      details: { campos: faltando.map((c) => ({ campo: c.chave, mensagem: 'Escolha uma opção.' })) },
    });
  }
  const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return Object.fromEntries(Object.entries(respostas).map(([k, v]) => [camel(k), valorDaNota(v as ChaveNota)]));
}

/**
 * Envia a avaliação da turma: inscrição confirmada, turma encerrada, frequência ≥ 75 %, teste aprovado
 * (quando houver), uma por pessoa (chave única no banco).
 * @throws NAO_ENCONTRADO, SEM_PERMISSAO, CONFLITO (já avaliou), DADOS_INVALIDOS
 */
export async function enviarAvaliacao(ctx: CtxAutenticado, params: z.output<typeof TurmaIdParamsSchema>, body: z.output<typeof EnviarAvaliacaoBodySchema>) {
  const { linha, recusa } = await situacaoDa(ctx, params.turmaId);
  if (recusa) throw new AppError(recusa.codigo === 'JA_AVALIADA' ? 'CONFLITO' : 'SEM_PERMISSAO', recusa.mensagem, { details: { motivo: recusa.codigo } });
  const notas = notasDoFormulario(linha.tipo, body.respostas);
  const valores = {
    inscricaoId: linha.inscricaoId!, turmaId: linha.turmaId, usuarioId: ctx.user.id, ...notas,
    gostouMais: body.gostou_mais || null, sugestoesMelhoria: body.sugestoes_melhoria || null, comentariosFinais: body.comentarios_finais || null,
    criadaEm: ctx.now(),
  } as NovaAvaliacao;
  let certificado: { id: number } | null;
  try {
    // a avaliação é a última etapa: o certificado sai na mesma transação (o PDF e o e-mail, pela fila)
    certificado = await ctx.db.transaction(async (tx) => {
      await inserirAvaliacao(tx, valores);
      return emitirSeCompleto({ ...ctx, db: tx }, linha.turmaId, ctx.user.id);
    });
  } catch (err) {
    if (violacaoUnica(err)) throw new AppError('CONFLITO', 'Você já avaliou esta turma.', { details: { motivo: 'JA_AVALIADA' } });
    throw err;
  }
  return {
    mensagem: certificado ? 'Avaliação enviada com sucesso! Seu certificado foi emitido.' : 'Avaliação enviada com sucesso!',
    turma_id: linha.turmaId,
    certificado_id: certificado?.id ?? null,
  };
}

/**
 * Enfileira o aviso de que a avaliação da turma abriu para a pessoa (notificação no app e e-mail), com
 * a mesma chave da rotina diária: uma vez só por pessoa e turma. Chamado na transação de quem liberou
 * (ex.: aprovação no teste), com `ctx.db` sendo a transação.
 */
export async function avisarAvaliacaoLiberada(ctx: Ctx, turmaId: number, usuarioId: number): Promise<void> {
  await ctx.jobs.enfileirar(ctx.db, { tipo: TAREFA_AVISO, dados: { turmaId, usuarioId }, chave: chaveDoAviso(turmaId, usuarioId) });
}

// as médias por turma do instrutor (painel, issue 21)
export { mediasDasTurmasDoInstrutor } from './resultados.service.ts';
