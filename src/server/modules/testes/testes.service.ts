import type { z } from 'zod';
import type { EventoIdParamsSchema, TurmaIdParamsSchema } from '#shared/contracts/eventos.ts';
import type {
  EnviarTentativaBodySchema, ResultadoTentativa, SituacaoDoTeste, Tentativa, TentativaIdParamsSchema, TesteAdmin, TesteDaTurma, TesteDoEvento, TesteEntradaSchema,
} from '#shared/contracts/testes.ts';
import { frequenciaAtingida } from '#shared/rules/presenca.ts';
import {
  corrigir, embaralharQuestoes, pendenciasParaPublicar, prazoDaTentativa, recusaDeTentativa, recusaDoTeste, SEGUNDOS_DE_TOLERANCIA, somaDosPesos, tentativasRestantes,
} from '#shared/rules/teste.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { AppError, violacaoUnica } from '../../lib/errors.ts';
import { avisarAvaliacaoLiberada } from '../avaliacoes/avaliacoes.service.ts';
import {
  atualizarTeste, contagemDeRespostas, encerrarVencida, eventoPorId, excluirTeste, fecharTentativa, gravarRespostas, inserirTentativa, inserirTeste, jaAvaliou,
  questoesDoTeste, substituirQuestoes, tentativaPorId, tentativasDaPessoa, testeDoEvento, testePorId, testesDaPessoa, turmaParaTeste,
  type LinhaTentativa, type LinhaTeste, type LinhaTesteDaPessoa, type QuestaoCompleta,
} from './testes.repository.ts';

// a conferência do teste obrigatório serve à avaliação, aos avisos, aos resultados e aos certificados
export { chaveDoPar, devemTesteObrigatorio, deveTesteObrigatorio, type PessoaNaTurma } from './teste-obrigatorio.ts';

type EventoParams = z.output<typeof EventoIdParamsSchema>;

const TITULO_PADRAO = 'Teste de aprendizagem';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** A tentativa aberta passou do prazo mais a tolerância de rede. */
const vencida = (t: Pick<LinhaTentativa, 'prazo'>, agora: Date) => t.prazo !== null && agora.getTime() > t.prazo.getTime() + SEGUNDOS_DE_TOLERANCIA * 1000;

async function paraAdmin(ctx: Ctx, t: LinhaTeste): Promise<TesteAdmin> {
  const questoes = await questoesDoTeste(ctx.db, t.id);
  return {
    id: t.id, evento_id: t.eventoId, titulo: t.titulo, descricao: t.descricao, obrigatorio: t.obrigatorio, nota_minima: Number(t.notaMinima),
    tentativas_max: t.tentativasMax, tempo_minutos: t.tempoMinutos, status: t.status, versao: t.versao,
    publicado_em: iso(t.publicadoEm), atualizado_em: t.atualizadoEm.toISOString(),
    questoes: questoes.map((q) => ({ ...q, peso: Number(q.peso) })),
    pendencias: pendenciasParaPublicar({ questoes }),
    soma_dos_pesos: somaDosPesos(questoes),
    respostas: await contagemDeRespostas(ctx.db, t.id),
  };
}

async function eventoOu404(ctx: Ctx, eventoId: number) {
  const e = await eventoPorId(ctx.db, eventoId);
  if (!e) throw new AppError('NAO_ENCONTRADO', 'Evento não encontrado.');
  return e;
}

/** O teste do evento como a administração o vê (nulo quando o evento ainda não tem teste). */
export async function testeDoEventoParaAdmin(ctx: CtxAutenticado, params: EventoParams): Promise<TesteDoEvento> {
  const evento = await eventoOu404(ctx, params.id);
  const t = await testeDoEvento(ctx.db, evento.id);
  return { evento, teste: t ? await paraAdmin(ctx, t) : null };
}

const MENSAGEM_CONGELADO = 'O teste publicado não muda as questões. Para mudá-las, crie uma nova versão (possível enquanto ninguém começou o teste).';

/**
 * Cria ou salva o teste do evento. Em rascunho, as questões dadas substituem as anteriores (o rascunho
 * pode ficar incompleto). Publicado, só os ajustes mudam; depois da primeira tentativa, a nota mínima e
 * a obrigatoriedade também ficam (mudariam quem foi aprovado).
 * @throws NAO_ENCONTRADO, CONFLITO
 */
export async function salvarTeste(ctx: CtxAutenticado, params: EventoParams, body: z.output<typeof TesteEntradaSchema>): Promise<TesteAdmin> {
  const evento = await eventoOu404(ctx, params.id);
  const ajustes = {
    titulo: body.titulo || TITULO_PADRAO, descricao: body.descricao, obrigatorio: body.obrigatorio, notaMinima: body.nota_minima,
    tentativasMax: body.tentativas_max, tempoMinutos: body.tempo_minutos,
  };
  try {
    const salvo = await ctx.db.transaction(async (tx) => {
      const atual = await testeDoEvento(tx, evento.id, 'update');
      if (!atual) {
        const novo = await inserirTeste(tx, { ...ajustes, eventoId: evento.id, criadoPor: ctx.user.id, atualizadoEm: ctx.now() });
        if (body.questoes) await substituirQuestoes(tx, novo.id, body.questoes);
        return novo;
      }
      if (atual.status === 'publicado') {
        if (body.questoes) throw new AppError('CONFLITO', MENSAGEM_CONGELADO, { details: { motivo: 'TESTE_PUBLICADO' } });
        const mudaAprovacao = Number(atual.notaMinima) !== ajustes.notaMinima || atual.obrigatorio !== ajustes.obrigatorio;
        if (mudaAprovacao && (await contagemDeRespostas(tx, atual.id)).tentativas > 0) {
          throw new AppError('CONFLITO', 'Já há tentativas neste teste: a nota mínima e a obrigatoriedade não mudam mais.', { details: { motivo: 'TESTE_RESPONDIDO' } });
        }
      } else if (body.questoes) {
        await substituirQuestoes(tx, atual.id, body.questoes);
      }
      return atualizarTeste(tx, atual.id, { ...ajustes, atualizadoEm: ctx.now() });
    });
    return paraAdmin(ctx, salvo);
  } catch (err) {
    if (violacaoUnica(err) === 'testes_evento_uq') throw new AppError('CONFLITO', 'O teste deste evento acabou de ser criado por outra pessoa. Recarregue a página.');
    throw err;
  }
}

/**
 * Publica o teste: ao menos uma questão, pesos fechando 10, cada múltipla escolha com 2 alternativas ou
 * mais e exatamente uma correta. Publicar de novo um teste publicado não muda nada.
 * @throws NAO_ENCONTRADO, DADOS_INVALIDOS (com `details.pendencias`)
 */
export async function publicarTeste(ctx: CtxAutenticado, params: EventoParams): Promise<TesteAdmin> {
  const evento = await eventoOu404(ctx, params.id);
  const t = await ctx.db.transaction(async (tx) => {
    const atual = await testeDoEvento(tx, evento.id, 'update');
    if (!atual) throw new AppError('NAO_ENCONTRADO', 'Este evento ainda não tem teste.');
    if (atual.status === 'publicado') return atual;
    const pendencias = pendenciasParaPublicar({ questoes: await questoesDoTeste(tx, atual.id) });
    if (pendencias.length > 0) throw new AppError('DADOS_INVALIDOS', pendencias[0]!, { details: { pendencias } });
    return atualizarTeste(tx, atual.id, { status: 'publicado', publicadoEm: ctx.now(), atualizadoEm: ctx.now() });
  });
  return paraAdmin(ctx, t);
}

const MENSAGEM_RESPONDIDO = 'Já há tentativas neste teste: as questões não podem mais mudar.';

/**
 * Nova versão: o teste publicado volta ao rascunho (versão + 1) para mudar as questões, só enquanto
 * ninguém começou uma tentativa (também conferido por gatilho no banco).
 * @throws NAO_ENCONTRADO, CONFLITO
 */
export async function novaVersaoDoTeste(ctx: CtxAutenticado, params: EventoParams): Promise<TesteAdmin> {
  const evento = await eventoOu404(ctx, params.id);
  const t = await ctx.db.transaction(async (tx) => {
    const atual = await testeDoEvento(tx, evento.id, 'update');
    if (!atual) throw new AppError('NAO_ENCONTRADO', 'Este evento ainda não tem teste.');
    if (atual.status === 'rascunho') throw new AppError('CONFLITO', 'O teste já está em rascunho: edite as questões e publique.');
    if ((await contagemDeRespostas(tx, atual.id)).tentativas > 0) throw new AppError('CONFLITO', MENSAGEM_RESPONDIDO, { details: { motivo: 'TESTE_RESPONDIDO' } });
    return atualizarTeste(tx, atual.id, { status: 'rascunho', versao: atual.versao + 1, publicadoEm: null, atualizadoEm: ctx.now() });
  });
  return paraAdmin(ctx, t);
}

/** Exclui o teste do evento (só sem tentativas). @throws NAO_ENCONTRADO, CONFLITO */
export async function excluirTesteDoEvento(ctx: CtxAutenticado, params: EventoParams): Promise<null> {
  const evento = await eventoOu404(ctx, params.id);
  await ctx.db.transaction(async (tx) => {
    const atual = await testeDoEvento(tx, evento.id, 'update');
    if (!atual) throw new AppError('NAO_ENCONTRADO', 'Este evento ainda não tem teste.');
    if ((await contagemDeRespostas(tx, atual.id)).tentativas > 0) {
      throw new AppError('CONFLITO', 'Já há tentativas neste teste: ele não pode ser excluído.', { details: { motivo: 'TESTE_RESPONDIDO' } });
    }
    await excluirTeste(tx, atual.id);
  });
  return null;
}

/* ---------- quem faz o teste ---------- */

function situacaoDaLinha(l: LinhaTesteDaPessoa, agora: Date) {
  const recusa = recusaDoTeste({ inscrito: true, publicado: true, turmaEncerrada: l.fim.getTime() < agora.getTime(), frequenciaAtingida: frequenciaAtingida(l.presentes, l.agendados) });
  // uma tentativa aberta e vencida já é uma tentativa gasta (será fechada com nota 0 na próxima ação)
  const abertaVencida = l.aberta_id !== null && vencida({ prazo: l.aberta_prazo }, agora);
  const enviadas = l.enviadas + (abertaVencida ? 1 : 0);
  const restantes = tentativasRestantes(enviadas, l.tentativas_max);
  let situacao: SituacaoDoTeste;
  if (recusa) situacao = 'bloqueado';
  else if (l.aprovado) situacao = 'aprovado';
  else if (l.aberta_id !== null && !abertaVencida) situacao = 'em_andamento';
  else if (restantes === 0) situacao = 'reprovado';
  else situacao = 'disponivel';
  return { situacao, recusa, enviadas, restantes, abertaVencida };
}

/**
 * Os testes publicados das turmas da pessoa, com a situação de cada um: um por teste (quem está em duas
 * turmas do mesmo evento vê o teste uma vez, pela turma que já libera o teste, ou pela mais recente).
 */
export async function meusTestes(ctx: CtxAutenticado): Promise<TesteDaTurma[]> {
  const agora = ctx.now();
  const porTeste = new Map<number, { l: LinhaTesteDaPessoa; s: ReturnType<typeof situacaoDaLinha> }>();
  for (const l of await testesDaPessoa(ctx.db, ctx.user.id)) {
    const s = situacaoDaLinha(l, agora);
    const atual = porTeste.get(l.teste_id);
    // as linhas chegam da turma mais recente para a mais antiga: fica a primeira liberada, ou a mais recente
    if (!atual || (atual.s.recusa && !s.recusa)) porTeste.set(l.teste_id, { l, s });
  }
  return [...porTeste.values()].map(({ l, s }) => {
    return {
      teste: {
        id: l.teste_id, titulo: l.titulo, descricao: l.descricao, obrigatorio: l.obrigatorio, nota_minima: l.nota_minima,
        tentativas_max: l.tentativas_max, tempo_minutos: l.tempo_minutos, questoes: l.questoes,
      },
      turma: { id: l.turma_id, nome: l.turma_nome, data_inicio: l.data_inicio, data_fim: l.data_fim },
      evento: { id: l.evento_id, titulo: l.evento_titulo },
      situacao: s.situacao,
      recusa: s.recusa,
      tentativas_enviadas: s.enviadas,
      tentativas_restantes: s.restantes,
      melhor_nota: l.melhor_nota,
      ultima_nota: s.abertaVencida ? 0 : l.ultima_nota,
      prazo_em_aberto: s.situacao === 'em_andamento' ? iso(l.aberta_prazo) : null,
      avaliacao_pendente: s.situacao === 'aprovado' && !l.avaliou,
    };
  });
}

function paraResponder(q: QuestaoCompleta) {
  return { id: q.id, tipo: q.tipo, enunciado: q.enunciado, peso: Number(q.peso), alternativas: q.alternativas.map((a) => ({ id: a.id, texto: a.texto })) };
}

/**
 * Começa uma tentativa do teste da turma, ou devolve a que está aberta (recarregar a página continua a
 * mesma). Condições, nesta ordem: inscrição, teste publicado, turma encerrada, frequência ≥ 75 %; depois,
 * aprovado ainda não, e tentativas restantes. Duas chamadas ao mesmo tempo dão a mesma tentativa (o
 * número da tentativa é chave única). O prazo fica fixado agora.
 * @throws NAO_ENCONTRADO, SEM_PERMISSAO (com `details.motivo`), CONFLITO (limite, já aprovado)
 */
export async function iniciarTentativa(ctx: CtxAutenticado, params: z.output<typeof TurmaIdParamsSchema>): Promise<Tentativa> {
  const l = await turmaParaTeste(ctx.db, params.turmaId, ctx.user.id);
  if (!l) throw new AppError('NAO_ENCONTRADO', 'Turma não encontrada.');
  if (l.testeId === null) throw new AppError('NAO_ENCONTRADO', 'Este curso não tem teste.', { details: { motivo: 'SEM_TESTE' } });
  const inscrito = l.inscricaoStatus === 'confirmada';
  const [linha] = inscrito ? await testesDaPessoa(ctx.db, ctx.user.id, l.turmaId) : [];
  const recusa = recusaDoTeste({
    inscrito,
    publicado: l.testeStatus === 'publicado',
    turmaEncerrada: l.fim.getTime() < ctx.now().getTime(),
    frequenciaAtingida: linha ? frequenciaAtingida(linha.presentes, linha.agendados) : false,
  });
  if (recusa) throw new AppError('SEM_PERMISSAO', recusa.mensagem, { details: { motivo: recusa.codigo } });

  const testeId = l.testeId;
  const abrir = () =>
    ctx.db.transaction(async (tx) => {
      // a trava compartilhada do teste segura a "nova versão" (exclusiva) enquanto a tentativa nasce
      const teste = await testePorId(tx, testeId, 'share');
      if (!teste || teste.status !== 'publicado') throw new AppError('SEM_PERMISSAO', 'Este teste ainda não foi publicado.', { details: { motivo: 'TESTE_NAO_PUBLICADO' } });
      const agora = ctx.now();
      let tentativas = await tentativasDaPessoa(tx, testeId, ctx.user.id);
      const aberta = tentativas.find((t) => t.enviadaEm === null);
      if (aberta && vencida(aberta, agora)) {
        await encerrarVencida(tx, aberta.id, agora);
        tentativas = await tentativasDaPessoa(tx, testeId, ctx.user.id);
      }
      const emAberto = tentativas.find((t) => t.enviadaEm === null);
      if (emAberto) return { teste, tentativa: emAberto, retomada: true };
      const enviadas = tentativas.length;
      const r = recusaDeTentativa({ enviadas, tentativasMax: teste.tentativasMax, emAberto: false, aprovado: tentativas.some((t) => t.aprovado) });
      if (r) throw new AppError('CONFLITO', r.mensagem, { details: { motivo: r.codigo } });
      const tentativa = await inserirTentativa(tx, {
        testeId, inscricaoId: l.inscricaoId!, turmaId: l.turmaId, usuarioId: ctx.user.id, numero: enviadas + 1,
        iniciadaEm: agora, prazo: prazoDaTentativa(agora, teste.tempoMinutos),
      });
      return { teste, tentativa, retomada: false };
    });

  let aberta;
  try {
    aberta = await abrir();
  } catch (err) {
    // outra chamada da mesma pessoa abriu a tentativa no mesmo instante: a próxima leitura a encontra
    if (!violacaoUnica(err)) throw err;
    aberta = await abrir();
  }
  const { teste, tentativa, retomada } = aberta;
  const questoes = embaralharQuestoes(await questoesDoTeste(ctx.db, testeId), `tentativa:${tentativa.id}`);
  return {
    tentativa: { id: tentativa.id, numero: tentativa.numero, iniciada_em: tentativa.iniciadaEm.toISOString(), prazo: iso(tentativa.prazo), agora: ctx.now().toISOString() },
    retomada,
    teste: { id: teste.id, titulo: teste.titulo, descricao: teste.descricao, nota_minima: Number(teste.notaMinima), tempo_minutos: teste.tempoMinutos, tentativas_max: teste.tentativasMax },
    turma: { id: l.turmaId, nome: l.turmaNome },
    evento: { id: l.eventoId, titulo: l.eventoTitulo },
    questoes: questoes.map(paraResponder),
  };
}

/** As respostas recebidas, conferidas contra as questões do teste; qualquer uma fora dele recusa o envio inteiro. */
function respostasConferidas(questoes: readonly QuestaoCompleta[], respostas: z.output<typeof EnviarTentativaBodySchema>['respostas']) {
  const porId = new Map(questoes.map((q) => [q.id, q]));
  const vistas = new Set<number>();
  const campos: { campo: string; mensagem: string }[] = [];
  respostas.forEach((r, i) => {
    const q = porId.get(r.questao_id);
    const campo = `respostas.${i}`;
    if (!q) return campos.push({ campo, mensagem: 'Esta questão não é deste teste.' });
    if (vistas.has(q.id)) return campos.push({ campo, mensagem: 'Há mais de uma resposta para a mesma questão.' });
    vistas.add(q.id);
    if (q.tipo === 'multipla_escolha') {
      if (r.resposta_texto) return campos.push({ campo, mensagem: 'Questão de múltipla escolha: marque uma alternativa.' });
      if (r.alternativa_id != null && !q.alternativas.some((a) => a.id === r.alternativa_id)) return campos.push({ campo, mensagem: 'Esta alternativa não é desta questão.' });
    } else if (r.alternativa_id != null) {
      return campos.push({ campo, mensagem: 'Questão dissertativa: escreva a resposta.' });
    }
    return undefined;
  });
  if (campos.length > 0) throw new AppError('DADOS_INVALIDOS', 'Há respostas que não correspondem às questões deste teste.', { details: { campos } });
  return respostas;
}

async function resultadoDa(ctx: Ctx, t: LinhaTentativa, notaMinima: number, tentativasMax: number): Promise<ResultadoTentativa> {
  const tentativas = await tentativasDaPessoa(ctx.db, t.testeId, t.usuarioId);
  const aprovadoAlguma = tentativas.some((x) => x.aprovado);
  const restantes = aprovadoAlguma ? 0 : tentativasRestantes(tentativas.filter((x) => x.enviadaEm !== null).length, tentativasMax);
  const avaliou = await jaAvaliou(ctx.db, t.turmaId, t.usuarioId);
  const aprovado = Boolean(t.aprovado);
  let mensagem: string;
  if (t.foraDoPrazo) mensagem = 'O tempo da tentativa terminou antes do envio: as respostas não contaram.';
  else if (aprovado) mensagem = 'Parabéns! Você foi aprovado no teste.';
  else mensagem = 'Você não atingiu a nota mínima nesta tentativa.';
  if (!aprovado) mensagem += restantes > 0 ? ` ${restantes === 1 ? 'Resta 1 tentativa.' : `Restam ${restantes} tentativas.`}` : ' Não restam tentativas.';
  return {
    tentativa_id: t.id, numero: t.numero, nota: Number(t.nota), aprovado, nota_minima: notaMinima,
    acertos: t.acertos ?? 0, erradas: t.erradas ?? 0, em_branco: t.emBranco ?? 0, fora_do_prazo: t.foraDoPrazo,
    tentativas_restantes: restantes, mensagem,
    proximo_passo: aprovado && !avaliou ? { rotulo: 'Avaliar o curso', link: `/avaliar/${t.turmaId}` } : null,
    turma_id: t.turmaId,
  };
}

/**
 * Envia as respostas da tentativa e corrige (questão em branco conta como errada). Depois do prazo mais a
 * tolerância, a tentativa fecha com nota 0 e as respostas não contam. Repetir o envio (ou dois envios ao
 * mesmo tempo) devolve o mesmo resultado. Aprovado: a avaliação da turma é avisada (notificação e e-mail,
 * uma vez por pessoa e turma).
 * @throws NAO_ENCONTRADO (tentativa de outra pessoa também), DADOS_INVALIDOS
 */
export async function enviarTentativa(
  ctx: CtxAutenticado,
  params: z.output<typeof TentativaIdParamsSchema>,
  body: z.output<typeof EnviarTentativaBodySchema>,
): Promise<ResultadoTentativa> {
  const t = await tentativaPorId(ctx.db, params.tentativaId);
  if (!t || t.usuarioId !== ctx.user.id) throw new AppError('NAO_ENCONTRADO', 'Tentativa não encontrada.');
  const teste = await testePorId(ctx.db, t.testeId);
  if (!teste) throw new AppError('NAO_ENCONTRADO', 'Tentativa não encontrada.');
  const notaMinima = Number(teste.notaMinima);
  if (t.enviadaEm !== null) return resultadoDa(ctx, t, notaMinima, teste.tentativasMax);

  const questoes = await questoesDoTeste(ctx.db, t.testeId);
  const respostas = respostasConferidas(questoes, body.respostas);
  const agora = ctx.now();
  const noPrazo = !vencida(t, agora);
  const correcao = corrigir(
    questoes.map((q) => ({ ...q, peso: Number(q.peso) })),
    noPrazo ? respostas.map((r) => ({ questaoId: r.questao_id, alternativaId: r.alternativa_id ?? null })) : [],
    notaMinima,
  );
  const fechada = await ctx.db.transaction(async (tx) => {
    const f = await fecharTentativa(tx, t.id, {
      enviadaEm: agora, foraDoPrazo: !noPrazo, nota: noPrazo ? correcao.nota : 0, aprovado: noPrazo && correcao.aprovado,
      acertos: noPrazo ? correcao.acertos : 0, erradas: noPrazo ? correcao.erradas : 0,
      emBranco: noPrazo ? correcao.emBranco : questoes.filter((q) => q.tipo === 'multipla_escolha').length,
    });
    if (!f) return null;
    if (noPrazo) {
      const porId = new Map(questoes.map((q) => [q.id, q]));
      await gravarRespostas(
        tx,
        respostas
          .filter((r) => r.alternativa_id != null || r.resposta_texto)
          .map((r) => {
            const q = porId.get(r.questao_id)!;
            const correta = q.tipo === 'multipla_escolha' ? q.alternativas.some((a) => a.id === r.alternativa_id && a.correta) : null;
            return { tentativaId: t.id, questaoId: q.id, alternativaId: r.alternativa_id ?? null, respostaTexto: r.resposta_texto || null, correta };
          }),
      );
    }
    if (f.aprovado && !(await jaAvaliou(tx, t.turmaId, t.usuarioId))) {
      // a mesma chave do aviso diário: quem passa no teste recebe o aviso da avaliação uma vez só
      await avisarAvaliacaoLiberada({ ...ctx, db: tx }, t.turmaId, t.usuarioId);
    }
    return f;
  });
  const final = fechada ?? (await tentativaPorId(ctx.db, t.id))!;
  return resultadoDa(ctx, final, notaMinima, teste.tentativasMax);
}

