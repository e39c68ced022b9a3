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
import type { Db } from '../../db/client.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { entregarAvisos, montarAviso, montarAvisoAoCoautor, textoDaSituacao, type AvisoMontado } from '../submissoes/submissoes.service.ts';
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
    await registrarAuditoria({ db: tx }, {
      atorId: ctx.user.id, acao: 'revisao.decidir', alvoTipo: 'submissao', alvoId: t.id, detalhes: { decisao: body.decisao },
      antes: { decisao: atual.decisao, motivo: atual.motivoDecisao }, depois: { decisao: body.decisao, motivo: body.motivo },
    });
  });
  return paraDecisao((await repo.submissaoPorId(ctx.db, params.submissaoId))!);
}

/** Uma mensagem da caixa de saída, antes de gravada: o destinatário e o aviso pronto. */
interface MensagemMontada {
  submissaoId: number;
  decisao: repo.DecididoNaoLiberado['decisao'];
  papel: 'autor' | 'coautor' | 'orientador';
  nome: string;
  aviso: AvisoMontado;
}

/**
 * A mensagem de cada decisão guardada e não liberada, ao autor e a cada coautor (pelo e-mail do trabalho;
 * no app também quando há conta). O texto do e-mail é o que a caixa de saída mostra.
 */
async function mensagensDasDecisoes(ctx: CtxAutenticado, db: Db, chamada: repo.LinhaChamada, decididos: readonly repo.DecididoNaoLiberado[]): Promise<MensagemMontada[]> {
  const prazoFinal = horarioDoBanco(chamada.prazoFinal);
  const coautores = await repo.coautoresParaAviso(db, decididos.map((d) => d.id));
  return decididos.flatMap((d) => {
    const t = { id: d.id, autorId: d.autorId, titulo: d.titulo, chamadaTitulo: chamada.titulo, prazoFinal, motivo: d.motivo };
    // um e-mail recebe uma mensagem por trabalho (o autor pode ter trocado o e-mail da conta para o de um coautor)
    const vistos = new Set([d.autorEmail.toLowerCase()]);
    const dosCoautores = (coautores.get(d.id) ?? []).filter((c) => !vistos.has(c.email) && Boolean(vistos.add(c.email)));
    return [
      { submissaoId: d.id, decisao: d.decisao, papel: 'autor' as const, nome: d.autorNome, aviso: montarAviso(ctx, t, d.decisao, { nome: d.autorNome, email: d.autorEmail }) },
      ...dosCoautores.map((c) => ({ submissaoId: d.id, decisao: d.decisao, papel: c.papel, nome: c.nome, aviso: montarAvisoAoCoautor(t, d.decisao, c, d.autorNome) })),
    ];
  });
}

async function caixaDeSaida(ctx: CtxAutenticado, chamadaId: number): Promise<CaixaDeSaida> {
  const pendentes = await repo.mensagensPendentes(ctx.db, chamadaId);
  const ranking = await repo.trabalhosDoRanking(ctx.db, chamadaId);
  return {
    mensagens: pendentes.map((p) => ({
      id: p.m.id,
      submissao: { id: p.m.submissaoId, titulo: p.titulo },
      para: { id: p.m.usuarioId, nome: p.m.nome, email: p.m.email, papel: p.m.papel },
      decisao: p.m.decisao,
      assunto: p.m.assunto,
      texto: p.m.texto,
    })),
    sem_decisao: ranking.filter((t) => t.decisao === null).length,
    ja_liberados: ranking.filter((t) => t.liberadoEm !== null).length,
  };
}

/**
 * Monta a caixa de saída: para cada trabalho decidido e não liberado, a mensagem ao autor e a cada
 * coautor, exatamente como sairão (refeita a cada prévia; as de decisões que mudaram e as de coautores
 * que saíram do trabalho saem).
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, CONFLITO (encerrada)
 */
export async function previaDasDecisoes(ctx: CtxAutenticado, params: ParamsChamada): Promise<CaixaDeSaida> {
  exigirPermissao(podeGerenciarRevisao(ctx.user));
  await ctx.db.transaction(async (tx) => {
    await repo.travarRevisao(tx, params.chamadaId);
    const chamada = await chamadaExistente(tx, params.chamadaId);
    exigirNaoEncerrada(chamada);
    const decididos = await repo.decididosNaoLiberados(tx, chamada.id);
    const mensagens = await mensagensDasDecisoes(ctx, tx, chamada, decididos);
    // a prévia é refeita do zero: nada pendente sobrevive a ela (nem o coautor que saiu do trabalho)
    await repo.apagarMensagensPendentes(tx, { chamadaId: chamada.id });
    await repo.gravarMensagens(
      tx,
      mensagens.map((m) => ({
        chamadaId: chamada.id, submissaoId: m.submissaoId, usuarioId: m.aviso.usuarioId, papel: m.papel, nome: m.nome, email: m.aviso.para, decisao: m.decisao,
        assunto: m.aviso.assunto, texto: m.aviso.texto, criadaPor: ctx.user.id, criadaEm: ctx.now(),
      })),
    );
  });
  return caixaDeSaida(ctx, params.chamadaId);
}

/**
 * Envia de uma vez as mensagens da caixa de saída (as da última prévia): cada trabalho passa à decisão,
 * o resultado é liberado e autor e coautores são avisados no app (quem tem conta) e por e-mail (com o
 * texto da prévia). Repetir não manda nada de novo. Decisões guardadas depois da prévia ficam para a próxima.
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
    const trabalhos = [...new Set(pendentes.map((p) => p.m.submissaoId))];
    if (trabalhos.length === 0) return 0;
    const prazoFinal = horarioDoBanco(chamada.prazoFinal);
    const avisos = pendentes.map((p): AvisoMontado => {
      const d = decididos.get(p.m.submissaoId)!;
      const { titulo, mensagem } = textoDaSituacao(d.decisao, { id: d.id, autorId: d.autorId, titulo: d.titulo, chamadaTitulo: chamada.titulo, prazoFinal, motivo: d.motivo });
      const doAutor = p.m.papel === 'autor';
      return {
        usuarioId: p.m.usuarioId, link: doAutor ? undefined : null, titulo, mensagem, para: p.m.email, assunto: p.m.assunto, texto: p.m.texto,
        chave: doAutor ? `email:submissao:${d.id}:${d.decisao}` : `email:submissao:${d.id}:${d.decisao}:${p.m.email}`,
      };
    });
    await repo.liberar(tx, trabalhos, pendentes.map((p) => p.m.id), ctx.now());
    await entregarAvisos({ ...ctx, db: tx }, avisos);
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'revisao.liberar', alvoTipo: 'chamada', alvoId: chamada.id, detalhes: { liberados: trabalhos.length, mensagens: pendentes.length },
      antes: { trabalhos_liberados: false, trabalhos },
      depois: { trabalhos_liberados: true, trabalhos },
    });
    return trabalhos.length;
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
