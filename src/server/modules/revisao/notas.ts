/**
 * As notas (decisão 022, revisão): a parte de cada parecer enviado (0–10, média ponderada das notas
 * normalizadas pela escala de cada critério), a nota escrita e a oral de cada trabalho (média das partes
 * dos pareceres enviados de atribuições ativas, cada pessoa com o mesmo peso), a final (a escrita; com a
 * oral, a média das duas) e a divergência (duas partes do mesmo tipo diferindo mais que o limiar).
 * Na divergência, com o terceiro automático ligado, o terceiro avaliador é atribuído aqui mesmo.
 */
import { TIPOS_AVALIACAO, type TipoAvaliacao } from '#shared/rules/chamadas.ts';
import { haDivergencia, mediaDosPareceres, notaDoParecer, notaFinal } from '#shared/rules/revisao.ts';
import type { Db } from '../../db/client.ts';
import type { Servicos } from '../../lib/context.ts';
import { terceiroPara } from './planejamento.ts';
import * as repo from './revisao.repository.ts';
import { avisarAtribuicoes } from './avisos.ts';
import { cenarioDoTipo } from './cenario.ts';

type CtxTx = Pick<Servicos, 'jobs' | 'config' | 'now'> & { db: Db };

export interface NotasDoTrabalho {
  id: number;
  notaEscrita: number | null;
  notaOral: number | null;
  notaFinal: number | null;
  divergente: boolean;
  /** Os tipos em que há divergência. */
  divergentesPorTipo: TipoAvaliacao[];
}

/** As notas de cada trabalho a partir das partes enviadas. */
export function notasDosTrabalhos(ids: readonly number[], partes: readonly { submissaoId: number; tipo: TipoAvaliacao; nota: number }[], limiar: number): NotasDoTrabalho[] {
  return ids.map((id) => {
    const doTipo = (tipo: TipoAvaliacao) => partes.filter((p) => p.submissaoId === id && p.tipo === tipo).map((p) => p.nota);
    const escrita = mediaDosPareceres(doTipo('escrita'));
    const oral = mediaDosPareceres(doTipo('oral'));
    const divergentesPorTipo = TIPOS_AVALIACAO.filter((t) => haDivergencia(doTipo(t), limiar));
    return { id, notaEscrita: escrita, notaOral: oral, notaFinal: notaFinal(escrita, oral), divergente: divergentesPorTipo.length > 0, divergentesPorTipo };
  });
}

/** Recalcula e grava as notas de trabalhos de uma chamada (a partir das partes já gravadas). */
export async function recalcularTrabalhos(db: Db, chamada: { limiarDivergencia: number }, ids: readonly number[]): Promise<NotasDoTrabalho[]> {
  const notas = notasDosTrabalhos(ids, await repo.partesEnviadas(db, ids), chamada.limiarDivergencia);
  await repo.gravarNotasDosTrabalhos(db, notas);
  return notas;
}

/**
 * Recalcula tudo de uma chamada: a parte de cada parecer enviado (com os pesos de agora) e as notas e a
 * divergência de cada trabalho (com o limiar de agora). Chamada pela edição da chamada, na transação
 * dela: mudar o peso de um critério com notas ou o limiar vale para o que já foi avaliado.
 */
export async function recalcularNotasDaChamada(ctx: { db: Db }, chamadaId: number): Promise<void> {
  // depois da trava da chamada (de quem edita): nenhum parecer é enviado no meio do recálculo
  await repo.travarRevisao(ctx.db, chamadaId);
  const chamada = await repo.buscarChamada(ctx.db, chamadaId);
  if (!chamada) return;
  const notas = await repo.notasEnviadasDaChamada(ctx.db, chamadaId);
  if (notas.length > 0) {
    const criterios = await repo.criteriosDe(ctx.db, [chamadaId]);
    const porParecer = new Map<number, Map<number, number>>();
    for (const n of notas) porParecer.set(n.parecerId, (porParecer.get(n.parecerId) ?? new Map()).set(n.criterioId, n.nota));
    const partes: { parecerId: number; nota: number }[] = [];
    for (const [parecerId, mapa] of porParecer) {
      const tipo = criterios.find((c) => mapa.has(c.id))?.tipo;
      const doTipo = criterios.filter((c) => c.tipo === tipo);
      // um critério novo depois do envio não tem nota neste parecer: a parte conta os que ele avaliou
      partes.push({ parecerId, nota: notaDoParecer(doTipo.filter((c) => mapa.has(c.id)), mapa) });
    }
    await repo.gravarPartes(ctx.db, partes);
  }
  // só os trabalhos que já estão na revisão (com atribuição ou nota): os que o autor ainda edita ficam de fora
  await recalcularTrabalhos(ctx.db, chamada, await repo.idsNaRevisao(ctx.db, chamadaId));
}

/**
 * Depois de um parecer enviado (ou de uma revogação): as notas do trabalho e, nos tipos em que há
 * divergência, o terceiro avaliador — atribuído sozinho se a chamada manda, uma vez por tipo (não entra
 * se já há uma atribuição ativa de terceiro no tipo). Devolve as notas e os terceiros atribuídos.
 */
export async function depoisDoParecer(ctx: CtxTx, chamada: repo.LinhaChamada, submissaoId: number): Promise<{ notas: NotasDoTrabalho; terceiros: repo.LinhaAtribuicao[] }> {
  const [notas] = await recalcularTrabalhos(ctx.db, chamada, [submissaoId]);
  const terceiros: repo.LinhaAtribuicao[] = [];
  if (!chamada.terceiroAutomatico || !notas!.divergente) return { notas: notas!, terceiros };
  const atribuicoes = (await repo.atribuicoesDoTrabalho(ctx.db, submissaoId)).filter((a) => a.revogadoEm === null);
  for (const tipo of notas!.divergentesPorTipo) {
    if (atribuicoes.some((a) => a.tipo === tipo && a.origem === 'terceiro')) continue;
    const cenario = await cenarioDoTipo(ctx.db, chamada, tipo, [submissaoId]);
    const trabalho = cenario.trabalhos[0];
    if (!trabalho) continue;
    const escolhido = terceiroPara(cenario, trabalho);
    if (escolhido === null) continue;
    const [nova] = await repo.inserirAtribuicoes(ctx.db, [
      { submissaoId, chamadaId: chamada.id, avaliadorId: escolhido, tipo, origem: 'terceiro', atribuidoPor: null, atribuidoEm: ctx.now() },
    ]);
    terceiros.push(nova!);
    await avisarAtribuicoes(ctx, chamada, [{ id: nova!.id, avaliadorId: escolhido, submissaoId, titulo: trabalho.titulo, tipo }]);
  }
  return { notas: notas!, terceiros };
}
