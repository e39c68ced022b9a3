/**
 * Decisões (decisão 022, revisão): a administração guarda a decisão de cada trabalho (idempotente; o
 * autor não a vê ainda), monta a caixa de saída (a mensagem de cada decisão, exatamente como vai sair) e
 * a envia numa ação só — aí a situação do trabalho vira a decisão, o resultado é liberado e o autor é
 * avisado no app e por e-mail. Depois da liberação a decisão não muda. O autor vê as notas e os
 * comentários dos pareceres enviados, nunca quem avaliou.
 */
import type { z } from 'zod';
import type { ChamadaIdParamsSchema } from '#shared/contracts/chamadas.ts';
import type { DecisaoBodySchema, ResultadoDoAutor } from '#shared/contracts/revisao.ts';
import type { CaixaDeSaida, DecisaoDoTrabalho } from '#shared/contracts/revisao-gestao.ts';
import type { SubmissaoIdParamsSchema } from '#shared/contracts/submissoes.ts';
import { MENSAGENS_REVISAO as R } from '#shared/rules/revisao.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { entregarAvisos, montarAviso, type AvisoMontado } from '../submissoes/submissoes.service.ts';
import { chamadaExistente, exigirNaoEncerrada, horarioDoBanco, iso, trabalhoNaoEncontrado } from './comum.ts';
import * as repo from './revisao.repository.ts';
import { podeGerenciarRevisao, veResultado } from './revisao.policy.ts';

type ParamsChamada = z.output<typeof ChamadaIdParamsSchema>;
type ParamsTrabalho = z.output<typeof SubmissaoIdParamsSchema>;

function paraDecisao(t: Pick<repo.LinhaSubmissao, 'id' | 'decisao' | 'motivoDecisao' | 'decididaEm' | 'resultadoLiberadoEm' | 'status'>): DecisaoDoTrabalho {
  return { submissao_id: t.id, decisao: t.decisao!, motivo: t.motivoDecisao, decidida_em: t.decididaEm!.toISOString(), liberado_em: iso(t.resultadoLiberadoEm), status: t.status };
}

/**
 * Guarda a decisão final de um trabalho enviado. A mesma decisão com o mesmo motivo não muda nada
 * (idempotente); outra decisão troca a guardada e tira a mensagem da prévia (a caixa de saída precisa
 * ser montada de novo). Reprovar exige motivo (o contrato confere).
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, CONFLITO (retirado; liberado; encerrada; oral com avaliadores)
 */
export async function decidir(ctx: CtxAutenticado, params: ParamsTrabalho, body: z.output<typeof DecisaoBodySchema>): Promise<DecisaoDoTrabalho> {
  exigirPermissao(podeGerenciarRevisao(ctx.user));
  await ctx.db.transaction(async (tx) => {
    const antes = await repo.trabalhoPorId(tx, params.submissaoId);
    if (!antes || antes.submetidaEm === null) throw trabalhoNaoEncontrado();
    await repo.travarRevisao(tx, antes.chamadaId);
    const t = (await repo.trabalhoPorId(tx, params.submissaoId, true))!;
    exigirNaoEncerrada((await repo.buscarChamada(tx, t.chamadaId))!);
    if (t.status === 'retirada') throw new AppError('CONFLITO', R.naoDecidivel);
    if (t.resultadoLiberadoEm) throw new AppError('CONFLITO', R.resultadoLiberado);
    const atual = (await repo.submissaoPorId(tx, t.id))!;
    if (atual.decisao === body.decisao && atual.motivoDecisao === body.motivo) return;
    if (atual.decisao === 'aprovada_oral' && body.decisao !== 'aprovada_oral') {
      const orais = (await repo.atribuicoesDoTrabalho(tx, t.id)).filter((a) => a.tipo === 'oral' && a.revogadoEm === null);
      if (orais.length) throw new AppError('CONFLITO', R.decisaoComOral);
    }
    await repo.gravarDecisao(tx, t.id, { decisao: body.decisao, motivo: body.motivo, por: ctx.user.id, agora: ctx.now() });
    await repo.apagarMensagensPendentes(tx, { submissaoId: t.id });
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'revisao.decidir', alvoTipo: 'submissao', alvoId: t.id, detalhes: { decisao: body.decisao } });
  });
  return paraDecisao((await repo.submissaoPorId(ctx.db, params.submissaoId))!);
}

/** O aviso de cada decisão guardada e não liberada (o texto do e-mail é o que a caixa de saída mostra). */
function avisosDasDecisoes(ctx: CtxAutenticado, chamada: repo.LinhaChamada, decididos: readonly repo.DecididoNaoLiberado[]): AvisoMontado[] {
  const prazoFinal = horarioDoBanco(chamada.prazoFinal);
  return decididos.map((d) =>
    montarAviso(ctx, { id: d.id, autorId: d.autorId, titulo: d.titulo, chamadaTitulo: chamada.titulo, prazoFinal, motivo: d.motivo }, d.decisao, { nome: d.autorNome, email: d.autorEmail }),
  );
}

async function caixaDeSaida(ctx: CtxAutenticado, chamadaId: number): Promise<CaixaDeSaida> {
  const pendentes = await repo.mensagensPendentes(ctx.db, chamadaId);
  const ranking = await repo.trabalhosDoRanking(ctx.db, chamadaId);
  return {
    mensagens: pendentes.map((p) => ({
      id: p.m.id,
      submissao: { id: p.m.submissaoId, titulo: p.titulo },
      para: { id: p.m.usuarioId, nome: p.nome, email: p.email },
      decisao: p.m.decisao,
      assunto: p.m.assunto,
      texto: p.m.texto,
    })),
    sem_decisao: ranking.filter((t) => t.decisao === null).length,
    ja_liberados: ranking.filter((t) => t.liberadoEm !== null).length,
  };
}

/**
 * Monta a caixa de saída: para cada trabalho decidido e não liberado, a mensagem ao autor, exatamente
 * como sairá (refeita a cada prévia; as de decisões que mudaram saem).
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, CONFLITO (encerrada)
 */
export async function previaDasDecisoes(ctx: CtxAutenticado, params: ParamsChamada): Promise<CaixaDeSaida> {
  exigirPermissao(podeGerenciarRevisao(ctx.user));
  await ctx.db.transaction(async (tx) => {
    await repo.travarRevisao(tx, params.chamadaId);
    const chamada = await chamadaExistente(tx, params.chamadaId);
    exigirNaoEncerrada(chamada);
    const decididos = await repo.decididosNaoLiberados(tx, chamada.id);
    const avisos = avisosDasDecisoes(ctx, chamada, decididos);
    await repo.apagarMensagensPendentes(tx, { chamadaId: chamada.id, exceto: decididos.map((d) => d.id) });
    await repo.gravarMensagens(
      tx,
      decididos.map((d, i) => ({
        chamadaId: chamada.id, submissaoId: d.id, usuarioId: d.autorId, decisao: d.decisao, assunto: avisos[i]!.assunto, texto: avisos[i]!.texto,
        criadaPor: ctx.user.id, criadaEm: ctx.now(),
      })),
    );
  });
  return caixaDeSaida(ctx, params.chamadaId);
}

/**
 * Envia de uma vez as mensagens da caixa de saída (as da última prévia): cada trabalho passa à decisão,
 * o resultado é liberado e o autor é avisado no app e por e-mail (o e-mail com o texto da prévia).
 * Repetir não manda nada de novo. Decisões guardadas depois da prévia ficam para a próxima.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, CONFLITO (encerrada)
 */
export async function liberarDecisoes(ctx: CtxAutenticado, params: ParamsChamada): Promise<{ liberados: number; mensagem: string }> {
  exigirPermissao(podeGerenciarRevisao(ctx.user));
  const liberados = await ctx.db.transaction(async (tx) => {
    await repo.travarRevisao(tx, params.chamadaId);
    const chamada = await chamadaExistente(tx, params.chamadaId);
    exigirNaoEncerrada(chamada);
    const decididos = new Map((await repo.decididosNaoLiberados(tx, chamada.id, true)).map((d) => [d.id, d]));
    const pendentes = (await repo.mensagensPendentes(tx, chamada.id)).filter((p) => decididos.get(p.m.submissaoId)?.decisao === p.m.decisao);
    if (pendentes.length === 0) return 0;
    const avisos = avisosDasDecisoes(ctx, chamada, pendentes.map((p) => decididos.get(p.m.submissaoId)!));
    await repo.liberar(tx, pendentes.map((p) => p.m.submissaoId), pendentes.map((p) => p.m.id), ctx.now());
    await entregarAvisos({ ...ctx, db: tx }, avisos.map((a, i) => ({ ...a, assunto: pendentes[i]!.m.assunto, texto: pendentes[i]!.m.texto })));
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'revisao.liberar', alvoTipo: 'chamada', alvoId: chamada.id, detalhes: { liberados: pendentes.length } });
    return pendentes.length;
  });
  ctx.log.info({ chamadaId: params.chamadaId, liberados }, 'decisões liberadas');
  return {
    liberados,
    mensagem: liberados === 0 ? 'Nenhuma mensagem na caixa de saída: gere a prévia depois de decidir.' : `${liberados.toLocaleString('pt-BR')} ${liberados === 1 ? 'decisão comunicada' : 'decisões comunicadas'} aos autores.`,
  };
}

/**
 * O resultado de um trabalho para o autor (e a administração): antes da liberação, nada além de
 * `liberado: false`; depois, decisão, motivo, notas e os pareceres enviados (comentário ao autor e
 * notas por critério), sem quem avaliou nem a observação reservada.
 * @throws NAO_ENCONTRADO
 */
export async function resultadoDoAutor(ctx: CtxAutenticado, params: ParamsTrabalho): Promise<ResultadoDoAutor> {
  const s = await repo.submissaoPorId(ctx.db, params.submissaoId);
  if (!s || !veResultado(ctx.user, s)) throw trabalhoNaoEncontrado();
  if (!s.resultadoLiberadoEm) {
    return { liberado: false, liberado_em: null, decisao: null, motivo: null, nota_escrita: null, nota_oral: null, nota_final: null, pareceres: [] };
  }
  const atribuicoes = (await repo.atribuicoesDoTrabalho(ctx.db, s.id)).filter((a) => a.revogadoEm === null);
  const pareceres = await repo.pareceresDas(ctx.db, atribuicoes.map((a) => a.id));
  const criterios = await repo.criteriosDe(ctx.db, [s.chamadaId]);
  const enviados = [...pareceres.values()].filter((p) => p.enviadoEm !== null).sort((a, b) => a.tipo.localeCompare(b.tipo) || a.enviadoEm!.getTime() - b.enviadoEm!.getTime());
  return {
    liberado: true,
    liberado_em: s.resultadoLiberadoEm.toISOString(),
    decisao: s.decisao,
    motivo: s.motivoDecisao,
    nota_escrita: s.notaEscrita,
    nota_oral: s.notaOral,
    nota_final: s.notaFinal,
    pareceres: enviados.map((p) => ({
      tipo: p.tipo,
      nota: p.nota!,
      comentario: p.comentario,
      criterios: criterios
        .filter((c) => c.tipo === p.tipo)
        .flatMap((c) => {
          const n = p.notas.find((x) => x.criterioId === c.id);
          return n ? [{ titulo: c.titulo, escala_min: c.escalaMin, escala_max: c.escalaMax, peso: c.peso, nota: n.nota, comentario: n.comentario }] : [];
        }),
    })),
  };
}
