import type { z } from 'zod';
import type { CancelarEmLoteBodySchema, InscricaoIdParamsSchema, ResultadoInscricao } from '#shared/contracts/inscricoes.ts';
import type { TurmaIdParamsSchema } from '#shared/contracts/eventos.ts';
import { encontrosConflitam, statusDoPeriodo, type Encontro, type Status } from '#shared/rules/cronograma.ts';
import { permiteVariasTurmas, type ModoRestricao, type TipoEvento } from '#shared/rules/eventos.ts';
import { recusaDeInscricao, type RestricaoDoEvento, type SituacaoInscricao } from '#shared/rules/inscricao.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { TAREFA_EMAIL } from '../../lib/mailer.ts';
import { ehAdmin, exigirPermissao } from '../../lib/permissao.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { podeVerEvento } from '../eventos/eventos.policy.ts';
import { avisar, montarAviso, notificacaoConferida, type DadosAviso } from './avisos.ts';
import { contextoDaInscricao, gravarInscricao, travarPessoa } from './inscrever.repository.ts';
import {
  alterarConfirmadas,
  ativasDaPessoa,
  buscarInscricao,
  cancelarInscricao,
  confirmarDaEspera,
  dadosDaPessoa,
  encontrosDe,
  pessoasPorId,
  posicaoNaEspera,
  posicoesNaEspera,
  primeirosDaEspera,
  restricaoParaPessoa,
  travarInscricao,
  travarTurma,
  type AtivaDaPessoa,
  type LinhaInscricao,
  type TurmaTravada,
} from './inscricoes.repository.ts';
import { podeAdministrarInscricoes, podeVerInscricao } from './inscricoes.policy.ts';

const turmaNaoEncontrada = () => new AppError('NAO_ENCONTRADO', 'Turma não encontrada.');
const inscricaoNaoEncontrada = () => new AppError('NAO_ENCONTRADO', 'Inscrição não encontrada.');

/** Restrição do evento no formato da regra compartilhada. */
function montarRestricao(modo: string | null, r: Awaited<ReturnType<typeof restricaoParaPessoa>>): RestricaoDoEvento | null {
  if (!modo) return null;
  const lista = modo === 'cargos' ? r.cargos : modo === 'unidades' ? r.unidades : [];
  return {
    modo: modo as ModoRestricao,
    registros: r.registros,
    cargos: new Set(r.cargos.map((c) => c.id)),
    unidades: new Set(r.unidades.map((u) => u.id)),
    rotulo: lista.map((x) => x.nome).join(', '),
  };
}

/** O que a regra lê de cada inscrição ativa da pessoa (das consultas da página do evento ou da inscrição). */
type Ativa = Pick<AtivaDaPessoa, 'id' | 'status' | 'turmaId' | 'eventoId' | 'turma' | 'evento'> & { datas: readonly Encontro[] };

/** Primeira inscrição ativa da pessoa que choca com os encontros dados (fora da própria turma). */
function primeiroConflito(ativas: readonly Ativa[], turmaId: number, datas: readonly Encontro[]) {
  const c = ativas.find((a) => a.turmaId !== turmaId && encontrosConflitam(a.datas, datas));
  return c ? { turma: c.turma, evento: c.evento } : null;
}

interface TurmaParaAvaliar {
  id: number;
  eventoId: number;
  status: Status;
  datas: readonly Encontro[];
  instrutorIds: readonly number[];
}

function situacaoNaTurma(
  base: Omit<SituacaoInscricao, 'statusTurma' | 'instrutorDaTurma' | 'ativaNestaTurma' | 'outraTurmaDoEvento' | 'conflito'>,
  tipo: TipoEvento,
  usuarioId: number,
  ativas: readonly Ativa[],
  t: TurmaParaAvaliar,
): SituacaoInscricao {
  const nesta = ativas.find((a) => a.turmaId === t.id);
  const outra = permiteVariasTurmas(tipo) ? undefined : ativas.find((a) => a.eventoId === t.eventoId && a.turmaId !== t.id);
  return {
    ...base,
    statusTurma: t.status,
    instrutorDaTurma: t.instrutorIds.includes(usuarioId),
    ativaNestaTurma: nesta ? (nesta.status as 'confirmada' | 'em_espera') : null,
    outraTurmaDoEvento: outra ? { turma: outra.turma } : null,
    conflito: primeiroConflito(ativas, t.id, t.datas),
  };
}

/**
 * Para a página do evento: a inscrição da pessoa em cada turma e, quando não pode se inscrever, o
 * porquê (a mesma regra da inscrição). Três consultas, qualquer que seja o número de turmas.
 */
export async function situacaoNasTurmas(
  ctx: CtxAutenticado,
  evento: { id: number; tipo: TipoEvento; publicado: boolean; restricao: string | null },
  turmas: readonly TurmaParaAvaliar[],
): Promise<{ restricaoImpede: string | null; porTurma: Map<number, { minha: { id: number; status: 'confirmada' | 'em_espera'; posicao_espera: number | null; pode_cancelar: boolean } | null; impedimento: string | null }> }> {
  const [pessoa, ativas] = await Promise.all([dadosDaPessoa(ctx.db, ctx.user.id), ativasDaPessoa(ctx.db, ctx.user.id)]);
  if (!pessoa) throw new AppError('NAO_AUTENTICADO', 'Sessão expirada ou inválida. Entre novamente.');
  const restricao = evento.restricao ? montarRestricao(evento.restricao, await restricaoParaPessoa(ctx.db, evento.id, pessoa.registro)) : null;
  const base = {
    pessoa: { administrador: ehAdmin(ctx.user), registro: pessoa.registro, cargoId: pessoa.cargoId, unidadeId: pessoa.unidadeId },
    eventoPublicado: evento.publicado,
    restricao,
  };
  const espera = ativas.filter((a) => a.eventoId === evento.id && a.status === 'em_espera').map((a) => a.id);
  const posicoes = await posicoesNaEspera(ctx.db, espera);
  const porTurma = new Map<number, { minha: { id: number; status: 'confirmada' | 'em_espera'; posicao_espera: number | null; pode_cancelar: boolean } | null; impedimento: string | null }>();
  for (const t of turmas) {
    const nesta = ativas.find((a) => a.turmaId === t.id);
    const recusa = recusaDeInscricao(situacaoNaTurma(base, evento.tipo, ctx.user.id, ativas, t));
    porTurma.set(t.id, {
      minha: nesta
        ? {
            id: nesta.id,
            status: nesta.status as 'confirmada' | 'em_espera',
            posicao_espera: posicoes.get(nesta.id) ?? null,
            // a mesma regra de `cancelar`: confirmada só antes do início (status programado)
            pode_cancelar: nesta.status === 'em_espera' || t.status === 'programado',
          }
        : null,
      impedimento: nesta ? null : (recusa?.mensagem ?? null),
    });
  }
  const impede = recusaDeInscricao({
    ...base,
    eventoPublicado: true,
    statusTurma: 'programado',
    instrutorDaTurma: false,
    ativaNestaTurma: null,
    outraTurmaDoEvento: null,
    conflito: null,
  });
  return { restricaoImpede: impede?.codigo === 'RESTRICAO' ? impede.mensagem : null, porTurma };
}

type TurmaDoAviso = Pick<TurmaTravada, 'titulo' | 'local' | 'nome' | 'dataInicio' | 'dataFim' | 'cargaHoraria'>;

function dadosDoAviso(i: Pick<LinhaInscricao, 'id'>, pessoa: { id: number; nome: string; email: string }, t: TurmaDoAviso, datas: readonly Encontro[]): DadosAviso {
  return {
    inscricaoId: i.id,
    pessoa,
    evento: { titulo: t.titulo, local: t.local },
    turma: { nome: t.nome, dataInicio: t.dataInicio, dataFim: t.dataFim, cargaHoraria: t.cargaHoraria },
    datas,
  };
}

/** Aplica a regra compartilhada: a primeira recusa vira o erro HTTP dela. */
function recusarSePrecisar(situacao: SituacaoInscricao): void {
  const recusa = recusaDeInscricao(situacao);
  if (!recusa) return;
  const code = recusa.status === 403 ? 'SEM_PERMISSAO' : recusa.status === 409 ? 'CONFLITO' : 'REGRA_NEGOCIO';
  throw new AppError(code, recusa.mensagem, { details: { motivo: recusa.codigo } });
}

const mensagemDeEspera = (posicao: number | null) => `Turma lotada: você entrou na lista de espera (posição ${posicao}). Avisaremos se uma vaga abrir.`;

/**
 * Inscreve a pessoa logada numa turma. Caminho comum, sem transação aberta aqui: uma leitura sem trava
 * de tudo o que as regras pedem, as regras na ordem de `recusaDeInscricao` e, havendo vaga, um comando só
 * que confere a versão das inscrições da pessoa, trava a turma (vagas em fila, só dali até o COMMIT) e
 * grava a inscrição confirmada com a notificação e o e-mail (entrada da fila). Turma lotada, ou outra
 * inscrição da pessoa gravada no meio: de novo numa transação que trava a pessoa antes da leitura, e aí
 * entra na lista de espera (com a posição, o aviso e o e-mail) ou confirma se a vaga abriu.
 * @throws NAO_ENCONTRADO (turma inexistente, ou de evento não publicado para quem não administra),
 *   SEM_PERMISSAO (restrição do evento), CONFLITO (instrutor da turma, já inscrito, outra turma do evento,
 *   conflito de horário), REGRA_NEGOCIO (turma encerrada, evento não publicado)
 */
export async function inscrever(ctx: CtxAutenticado, params: z.output<typeof TurmaIdParamsSchema>): Promise<ResultadoInscricao> {
  const agora = ctx.now();
  // Idas ao banco no caso comum: leitura e gravação (a sessão é conferida antes, como em toda rota)
  let resultado = await tentarInscrever(ctx, params.turmaId, agora, false);
  if (resultado === 'reler' || resultado === 'lotada') {
    resultado = await ctx.db.transaction(async (tx) => {
      // a pessoa travada antes da leitura: o que outra inscrição dela gravou já aparece, e nada muda até o COMMIT
      await travarPessoa(tx, ctx.user.id);
      // e a turma, na mesma ordem da gravação (pessoa, turma): a gravação vê todas as chegadas à espera
      await travarTurma(tx, params.turmaId);
      const r = await tentarInscrever({ ...ctx, db: tx }, params.turmaId, agora, true);
      if (r === 'reler' || r === 'lotada') throw new Error(`inscrição: "${r}" com a pessoa travada`);
      return r;
    });
  }
  const { inscricao, posicao } = resultado;
  if (inscricao.status === 'confirmada') ctx.jobs.avisarEntrada();
  ctx.log.info({ inscricaoId: inscricao.id, turmaId: params.turmaId, status: inscricao.status }, 'inscrição registrada');
  return {
    id: inscricao.id,
    turma_id: params.turmaId,
    status: inscricao.status,
    posicao_espera: posicao,
    mensagem: inscricao.status === 'confirmada' ? 'Inscrição realizada com sucesso!' : mensagemDeEspera(posicao),
  };
}

/**
 * Uma leitura, as regras e a gravação em `ctx.db`. Sem `travar` (fora de transação): só grava se houver
 * vaga (`'lotada'` senão). Com `travar` (numa transação com a pessoa já travada): grava também na lista de
 * espera. `'reler'` quando uma inscrição da pessoa foi gravada depois do instantâneo lido.
 */
async function tentarInscrever(ctx: CtxAutenticado, turmaId: number, agora: Date, travar: boolean) {
  const c = await contextoDaInscricao(ctx.db, turmaId, ctx.user.id);
  if (!c || !podeVerEvento(ctx.user, c.turma)) throw turmaNaoEncontrada();
  const { turma: t, pessoa, datas } = c;
  if (!pessoa) throw new AppError('NAO_AUTENTICADO', 'Sessão expirada ou inválida. Entre novamente.');
  const situacao = situacaoNaTurma(
    {
      pessoa: { administrador: ehAdmin(ctx.user), registro: pessoa.registro, cargoId: pessoa.cargoId, unidadeId: pessoa.unidadeId },
      eventoPublicado: t.publicado,
      restricao: c.restricao ? montarRestricao(t.restricao, { ...c.restricao, registros: new Set(c.restricao.registros) }) : null,
    },
    t.tipo,
    ctx.user.id,
    c.ativas,
    { id: t.id, eventoId: t.eventoId, status: statusDoPeriodo(t, agora), datas, instrutorIds: c.instrutor ? [ctx.user.id] : [] },
  );
  recusarSePrecisar(situacao);
  // lotada na leitura: sem trava, nem tenta (a vaga pode abrir até a gravação; o caminho com trava confere)
  if (!travar && t.confirmadas >= t.vagas) return 'lotada' as const;
  const quem = { id: ctx.user.id, nome: pessoa.nome, email: pessoa.email };
  // o aviso de confirmação não depende do id da inscrição: vai pronto para a gravação
  const confirmada = montarAviso('confirmada', dadosDoAviso({ id: 0 }, quem, t, datas));
  const nova = await gravarInscricao(ctx.db, {
    turmaId: t.id,
    eventoId: t.eventoId,
    usuarioId: ctx.user.id,
    exclusiva: !permiteVariasTurmas(t.tipo),
    agora,
    versaoLida: pessoa.versao,
    permitirEspera: travar,
    seConfirmada: { notificacao: notificacaoConferida(confirmada.notificacao), email: ctx.jobs.paraEntrada(TAREFA_EMAIL, confirmada.email) },
  });
  if (nova === 'reler' || nova === 'lotada') return nova;
  if (!nova) throw turmaNaoEncontrada();
  if (nova.status === 'confirmada') return { inscricao: nova, posicao: null };
  // na espera: a posição num comando depois da gravação (que esperou a trava da turma) vê quem entrou antes
  const posicao = await posicaoNaEspera(ctx.db, { id: nova.id, turmaId: t.id, criadaEm: nova.criadaEm });
  await avisar(ctx, 'em_espera', { ...dadosDoAviso(nova, quem, t, datas), posicao });
  return { inscricao: nova, posicao };
}

/**
 * Chama a lista de espera enquanto houver vaga (e a turma não tiver terminado): confirma os primeiros
 * na ordem de chegada e os avisa. Precisa da turma travada por quem chama (`travarTurma`).
 * Devolve quantas pessoas foram chamadas.
 */
async function chamarDaEspera(ctx: Pick<Ctx, 'db' | 'jobs' | 'now'>, t: TurmaTravada): Promise<number> {
  const agora = ctx.now();
  if (statusDoPeriodo(t, agora) === 'encerrado') return 0;
  const chamados = await primeirosDaEspera(ctx.db, t.id, t.vagas - t.confirmadas);
  if (chamados.length === 0) return 0;
  await confirmarDaEspera(ctx.db, chamados.map((c) => c.id), agora);
  await alterarConfirmadas(ctx.db, t.id, chamados.length);
  const [datas, pessoas] = await Promise.all([encontrosDe(ctx.db, [t.id]), pessoasPorId(ctx.db, chamados.map((c) => c.usuarioId))]);
  for (const c of chamados) {
    const p = pessoas.find((x) => x.id === c.usuarioId)!;
    await avisar(ctx, 'promovida', dadosDoAviso(c, p, t, datas));
  }
  return chamados.length;
}

/**
 * Depois de aumentar as vagas de uma turma (edição do evento): chama a lista de espera. Precisa
 * rodar dentro da transação da edição (`ctx.db` = tx).
 */
export async function aoMudarVagas(ctx: Pick<Ctx, 'db' | 'jobs' | 'now'>, turmaId: number): Promise<number> {
  const t = await travarTurma(ctx.db, turmaId);
  return t ? chamarDaEspera(ctx, t) : 0;
}

/**
 * Cancela uma inscrição (nunca apaga). A própria pessoa: até o início da turma (sair da lista de espera,
 * a qualquer momento). Administradores: qualquer uma, a qualquer momento, com motivo quando a inscrição
 * é de outra pessoa (auditado, e a pessoa é avisada). Uma vaga confirmada que se abre chama a lista de espera.
 * @throws NAO_ENCONTRADO (inexistente ou de outra pessoa), CONFLITO (já cancelada),
 *   REGRA_NEGOCIO (turma já começou), DADOS_INVALIDOS (motivo ausente)
 */
export async function cancelar(ctx: CtxAutenticado, input: z.output<typeof InscricaoIdParamsSchema> & { motivo?: string | undefined }): Promise<ResultadoInscricao> {
  const r = await ctx.db.transaction(async (tx) => cancelarNaTransacao({ ...ctx, db: tx }, input.id, input.motivo ?? null));
  return { ...r, mensagem: 'Inscrição cancelada com sucesso.' };
}

async function cancelarNaTransacao(ctx: CtxAutenticado, id: number, motivo: string | null) {
  const agora = ctx.now();
  const admin = ehAdmin(ctx.user);
  // a turma primeiro (mesma ordem de travas da inscrição e da fila), depois a inscrição
  const previa = await buscarInscricao(ctx.db, id);
  if (!previa || !podeVerInscricao(ctx.user, previa)) throw inscricaoNaoEncontrada();
  const t = await travarTurma(ctx.db, previa.turmaId);
  const i = await travarInscricao(ctx.db, id);
  if (!t || !i) throw inscricaoNaoEncontrada();
  const propria = i.usuarioId === ctx.user.id;
  if (i.status === 'cancelada') throw new AppError('CONFLITO', 'Esta inscrição já está cancelada.');
  if (!propria && !motivo) {
    throw new AppError('DADOS_INVALIDOS', 'Informe o motivo do cancelamento.', { details: { campos: [{ campo: 'motivo', mensagem: 'Informe o motivo do cancelamento.' }] } });
  }
  if (propria && !admin && i.status === 'confirmada' && agora.getTime() >= t.inicio.getTime()) {
    throw new AppError('REGRA_NEGOCIO', 'A turma já começou: o cancelamento não é mais possível por aqui. Fale com a organização.');
  }
  await cancelarInscricao(ctx.db, i.id, { agora, por: ctx.user.id, motivo });
  if (i.status === 'confirmada') await alterarConfirmadas(ctx.db, t.id, -1);
  if (!propria) {
    const [pessoa] = await pessoasPorId(ctx.db, [i.usuarioId]);
    await registrarAuditoria(ctx, { atorId: ctx.user.id, acao: 'inscricao.cancelar', alvoTipo: 'inscricao', alvoId: i.id, detalhes: { motivo, usuarioId: i.usuarioId, turmaId: t.id }, antes: { status: i.status }, depois: { status: 'cancelada', motivo } });
    await avisar(ctx, 'cancelada_pela_organizacao', { ...dadosDoAviso(i, pessoa!, t, await encontrosDe(ctx.db, [t.id])), motivo });
  }
  if (i.status === 'confirmada') await chamarDaEspera(ctx, { ...t, confirmadas: t.confirmadas - 1 });
  ctx.log.info({ inscricaoId: i.id, turmaId: t.id, porAdministrador: !propria }, 'inscrição cancelada');
  return { id: i.id, turma_id: t.id, status: 'cancelada' as const, posicao_espera: null };
}

/**
 * Cancela várias inscrições com um motivo (administração). Cada uma na sua transação, na ordem dada;
 * as que já estavam canceladas ou não existem são contadas como ignoradas.
 * @throws SEM_PERMISSAO
 */
export async function cancelarEmLote(ctx: CtxAutenticado, body: z.output<typeof CancelarEmLoteBodySchema>) {
  exigirPermissao(podeAdministrarInscricoes(ctx.user));
  let canceladas = 0;
  let ignoradas = 0;
  for (const id of new Set(body.ids)) {
    try {
      await ctx.db.transaction(async (tx) => cancelarNaTransacao({ ...ctx, db: tx }, id, body.motivo));
      canceladas++;
    } catch (err) {
      if (err instanceof AppError && (err.code === 'CONFLITO' || err.code === 'NAO_ENCONTRADO')) ignoradas++;
      else throw err;
    }
  }
  const mensagem = canceladas === 1 ? 'Inscrição cancelada.' : canceladas === 0 ? 'Nenhuma inscrição cancelada.' : `${canceladas.toLocaleString('pt-BR')} inscrições canceladas.`;
  const resto = ignoradas === 1 ? '1 já estava cancelada ou não existe.' : `${ignoradas.toLocaleString('pt-BR')} já estavam canceladas ou não existem.`;
  return { canceladas, ignoradas, mensagem: ignoradas > 0 ? `${mensagem} ${resto}` : mensagem };
}

// a rotina do lembrete de aula (issue 21), para quem a roda fora da fila
export { rodarLembretesDeAula, type RodadaLembretes } from './lembretes-de-aula.ts';
