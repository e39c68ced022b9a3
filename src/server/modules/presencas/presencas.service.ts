import type { z } from 'zod';
import type { TurmaIdParamsSchema } from '#shared/contracts/eventos.ts';
import type { Confirmacao, ConfirmarPresencaBodySchema, Frequencia, MinhaPresenca, MotivoRecusa, QrAoVivo } from '#shared/contracts/presencas.ts';
import { dataEmSaoPaulo, statusDoPeriodo, type Encontro } from '#shared/rules/cronograma.ts';
import { encontroParaConfirmar } from '#shared/rules/presenca.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { confirmarNoLote } from './lote-de-confirmacoes.ts';
import { exigirEquipeDaTurma, frequenciaDaApi, turmaNaoEncontrada } from './comum.ts';
import {
  bloqueadoPorCodigosErrados,
  codigoAtual,
  codigoConfere,
  devolverTentativaDeCodigo,
  PERIODO_DO_CODIGO_MS,
  reservarTentativaDeCodigo,
} from './codigo-ao-vivo.ts';
import {
  contagemDoDia,
  encontrosEPresencasDaPessoa,
  definirExigeQrAoVivo,
  diasComPresenca as diasComPresencaNoBanco,
  presencaDoDia,
  inscricaoAtiva,
  registrarHistorico,
  turmaParaPresenca,
  turmasDaPessoa,
  type ResultadoConfirmacao,
  type TurmaParaPresenca,
} from './presencas.repository.ts';

export { listarTurmasDaEquipe, presencasDaTurmaParaEquipe, marcarPresencas } from './marcacao.ts';


function recusa(motivo: MotivoRecusa, mensagem: string, extra: Record<string, unknown> = {}): AppError {
  const code = motivo === 'NAO_INSCRITO' || motivo === 'EM_ESPERA' ? 'SEM_PERMISSAO' : 'CONFLITO';
  return new AppError(code, mensagem, { details: { motivo, ...extra } });
}

/* ------------------------------------------------------------ cronograma em memória */

/**
 * Turma e cronograma guardados em memória (por banco): a confirmação do caminho feliz não relê a
 * turma. Não há prazo de validade a conferir: a gravação só acontece se o encontro do dia e a
 * exigência do QR ao vivo no banco são os avaliados (senão a turma é relida), e toda recusa relê.
 */
const emMemoria = new WeakMap<object, Map<number, TurmaParaPresenca>>();
const MAXIMO_EM_MEMORIA = 5000;

function memoriaDo(ctx: Ctx): Map<number, TurmaParaPresenca> {
  let m = emMemoria.get(ctx.db);
  if (!m) emMemoria.set(ctx.db, (m = new Map()));
  return m;
}

async function turmaDoBanco(ctx: Ctx, turmaId: number): Promise<TurmaParaPresenca> {
  const t = await turmaParaPresenca(ctx.db, turmaId);
  const memoria = memoriaDo(ctx);
  if (!t) {
    memoria.delete(turmaId);
    throw turmaNaoEncontrada();
  }
  if (memoria.size >= MAXIMO_EM_MEMORIA) memoria.clear();
  memoria.set(turmaId, t);
  return t;
}

const turmaDaMemoria = (ctx: Ctx, turmaId: number) => memoriaDo(ctx).get(turmaId) ?? turmaDoBanco(ctx, turmaId);

/* ------------------------------------------------------------ confirmação pelo QR */

type Avaliacao = { encontro: Encontro; metodo: 'qr' | 'qr-ao-vivo' } | { erro: AppError };

/** A janela (regra compartilhada) e o código ao vivo, sem tocar no banco. */
function avaliar(ctx: CtxAutenticado, t: TurmaParaPresenca, codigo: string | undefined, agora: Date): Avaliacao {
  const janela = encontroParaConfirmar(t.encontros, agora);
  if ('recusa' in janela) {
    const r = janela.recusa;
    return { erro: recusa(r.codigo, r.mensagem, r.codigo === 'ANTES_DA_JANELA' ? { abre_as: r.abreAs } : {}) };
  }
  if (codigo && codigoConfere(ctx.selador, t.id, codigo, agora)) return { encontro: janela.encontro, metodo: 'qr-ao-vivo' };
  if (!t.exigeQrAoVivo) return { encontro: janela.encontro, metodo: 'qr' };
  if (!codigo) return { erro: recusa('QR_AO_VIVO_EXIGIDO', 'Esta turma exige o QR ao vivo: escaneie o código projetado na sala ou digite o código exibido na tela.') };
  return { erro: recusa('CODIGO_EXPIRADO', 'O código expirou ou não confere. Escaneie de novo o QR projetado na sala.') };
}

function erroDeInscricao(inscricao: 'em_espera' | null): AppError {
  if (inscricao === 'em_espera') return recusa('EM_ESPERA', 'Você está na lista de espera desta turma: a presença vale para inscrições confirmadas.');
  return recusa('NAO_INSCRITO', 'Você não está inscrito nesta turma.');
}

/** Recusa com a ordem do sistema: primeiro a inscrição, depois o dia, a hora e o código. */
async function recusar(ctx: CtxAutenticado, turmaId: number, erro: AppError): Promise<never> {
  const inscricao = await inscricaoAtiva(ctx.db, turmaId, ctx.user.id);
  if (inscricao !== 'confirmada') throw erroDeInscricao(inscricao);
  throw erro;
}

const motivoDe = (err: unknown) => (err instanceof AppError ? (err.details as { motivo?: string } | undefined)?.motivo : undefined);

/**
 * Confirma a presença da pessoa logada no encontro de hoje: inscrita (confirmada), num dia da turma,
 * de 30 min antes do início até o fim do dia; com o código ao vivo quando a turma o exige.
 * Idempotente: um registro por pessoa, turma e dia.
 * @throws NAO_ENCONTRADO, SEM_PERMISSAO (não inscrito), CONFLITO (dia, horário, código), MUITAS_TENTATIVAS
 */
export async function confirmarPresenca(ctx: CtxAutenticado, body: z.output<typeof ConfirmarPresencaBodySchema>): Promise<Confirmacao> {
  const agora = ctx.now();
  if (!body.t) return confirmarAgora(ctx, body, agora);
  const muitosErros = () => new AppError('MUITAS_TENTATIVAS', 'Muitos códigos errados. Aguarde alguns minutos e escaneie o QR projetado na sala.');
  // código certo: nunca conta como erro (50 pedidos iguais ao mesmo tempo são um acerto e 49 "já estava")
  if (codigoConfere(ctx.selador, body.turma, body.t, agora)) {
    if (await bloqueadoPorCodigosErrados(ctx.db, ctx.user.id, body.turma, agora)) throw muitosErros();
    return confirmarAgora(ctx, body, agora);
  }
  // código errado: a tentativa conta antes de qualquer espera, e pedidos simultâneos com códigos chutados não passam juntos
  if (!(await reservarTentativaDeCodigo(ctx.db, ctx.user.id, body.turma, agora))) throw muitosErros();
  try {
    const r = await confirmarAgora(ctx, body, agora);
    await devolverTentativaDeCodigo(ctx.db, ctx.user.id, body.turma);
    return r;
  } catch (err) {
    if (motivoDe(err) !== 'CODIGO_EXPIRADO') await devolverTentativaDeCodigo(ctx.db, ctx.user.id, body.turma);
    throw err;
  }
}

async function confirmarAgora(ctx: CtxAutenticado, body: z.output<typeof ConfirmarPresencaBodySchema>, agora: Date): Promise<Confirmacao> {
  let turma = await turmaDaMemoria(ctx, body.turma);
  for (let tentativa = 0; ; tentativa++) {
    const av = avaliar(ctx, turma, body.t, agora);
    if ('erro' in av) {
      if (tentativa === 0) {
        turma = await turmaDoBanco(ctx, body.turma); // a recusa nunca vem de um cronograma velho
        continue;
      }
      return recusar(ctx, turma.id, av.erro);
    }
    const { encontro, metodo } = av;
    const r = await confirmarNoLote(ctx.db, {
      turmaId: turma.id, usuarioId: ctx.user.id, data: encontro.data, horarioInicio: encontro.horario_inicio,
      horarioFim: encontro.horario_fim, aoVivo: metodo === 'qr-ao-vivo', metodo, agora,
    });
    if (!r.confere) {
      if (tentativa > 0) throw new AppError('CONFLITO', 'O cronograma da turma acabou de mudar. Tente de novo.');
      turma = await turmaDoBanco(ctx, body.turma);
      continue;
    }
    if (r.inscricao !== 'confirmada') throw erroDeInscricao(r.inscricao);
    return respostaDaConfirmacao(ctx, turma, encontro, metodo, r, agora);
  }
}

async function respostaDaConfirmacao(
  ctx: CtxAutenticado,
  turma: TurmaParaPresenca,
  encontro: Encontro,
  metodo: 'qr' | 'qr-ao-vivo',
  r: ResultadoConfirmacao,
  agora: Date,
): Promise<Confirmacao> {
  let situacao: Confirmacao['situacao'] = 'confirmada';
  let registradaEm = r.nova ?? agora.toISOString();
  let metodoFinal: Confirmacao['metodo'] = metodo;
  if (r.nova && r.anterior && !r.anterior.presente) {
    // uma ausência marcada à mão virou presença: a correção fica no histórico
    const antes = { presente: false, metodo: r.anterior.metodo, registradaPor: r.anterior.registrada_por, registradaEm: new Date(r.anterior.registrada_em) };
    await registrarHistorico(ctx.db, [{ presencaId: r.anterior.id, antes, presenteDepois: true, metodoDepois: metodo, por: ctx.user.id, em: agora, motivo: null }]);
  } else if (!r.nova) {
    situacao = 'ja_confirmada';
    const atual = r.anterior ?? (await presencaDoDia(ctx.db, turma.id, ctx.user.id, encontro.data).then((p) => p && { ...p, registrada_em: p.registradaEm.toISOString() }));
    if (atual) {
      registradaEm = new Date(atual.registrada_em).toISOString();
      metodoFinal = atual.metodo as Confirmacao['metodo'];
    }
  }
  const dias = new Set(r.dias);
  dias.add(encontro.data);
  return {
    situacao,
    mensagem: situacao === 'confirmada' ? 'Presença confirmada com sucesso!' : 'Sua presença de hoje já estava confirmada.',
    turma: { id: turma.id, nome: turma.nome, evento: { id: turma.eventoId, titulo: turma.titulo } },
    data: encontro.data,
    horario_inicio: encontro.horario_inicio,
    horario_fim: encontro.horario_fim,
    metodo: metodoFinal,
    registrada_em: registradaEm,
    frequencia: frequenciaDaApi(turma.encontros, dias, agora),
  };
}

/* ------------------------------------------------------------ minhas presenças */

/** Presenças e frequência da pessoa, por turma em que está inscrita (confirmada). */
export async function minhasPresencas(ctx: CtxAutenticado): Promise<MinhaPresenca[]> {
  const agora = ctx.now();
  const hoje = dataEmSaoPaulo(agora);
  const { linhas, encontros, registros } = await turmasDaPessoa(ctx.db, ctx.user.id);
  return linhas.map((l) => {
    const daTurma = encontros.filter((e) => e.turmaId === l.turmaId);
    const regs = new Map(registros.filter((r) => r.turmaId === l.turmaId && r.presente).map((r) => [r.data, r.registradaEm.toISOString()]));
    const lista = daTurma.map((e) => {
      const registrada = regs.get(e.data) ?? null;
      const situacao = registrada ? 'presente' : e.data < hoje ? 'ausente' : e.data === hoje ? 'hoje' : 'futuro';
      return { data: e.data, horario_inicio: e.horario_inicio, horario_fim: e.horario_fim, situacao, registrada_em: registrada } as const;
    });
    const frequencia = frequenciaDaApi(daTurma, regs.keys(), agora);
    const status = statusDoPeriodo({ inicio: l.inicio, fim: l.fim }, agora);
    return {
      turma: { id: l.turmaId, nome: l.nome, status, data_inicio: l.dataInicio, data_fim: l.dataFim },
      evento: { id: l.eventoId, titulo: l.titulo },
      encontros: lista,
      ausencias: lista.filter((e) => e.situacao === 'ausente').length,
      frequencia,
      elegivel_avaliacao: status === 'encerrado' && frequencia.atingiu,
    };
  });
}

/* ------------------------------------------------------------ QR ao vivo */

/** O código ao vivo da turma agora, o encontro de hoje e quantos já confirmaram. */
export async function qrAoVivo(ctx: CtxAutenticado, params: z.output<typeof TurmaIdParamsSchema>): Promise<QrAoVivo> {
  const turma = await turmaDoBanco(ctx, params.turmaId);
  await exigirEquipeDaTurma(ctx, turma.id);
  const agora = ctx.now();
  const hojeData = dataEmSaoPaulo(agora);
  const hoje = turma.encontros.find((e) => e.data === hojeData) ?? null;
  const { codigo, expiraEm } = codigoAtual(ctx.selador, turma.id, agora);
  const contagem = await contagemDoDia(ctx.db, turma.id, hojeData);
  return {
    turma: { id: turma.id, nome: turma.nome, evento: { id: turma.eventoId, titulo: turma.titulo } },
    exige_qr_ao_vivo: turma.exigeQrAoVivo,
    codigo,
    caminho: `/presenca?turma=${turma.id}&t=${codigo}`,
    expira_em: expiraEm.toISOString(),
    periodo_segundos: PERIODO_DO_CODIGO_MS / 1000,
    hoje,
    presentes_hoje: contagem.presentes,
    inscritos: contagem.inscritos,
  };
}

/** Liga ou desliga a exigência do QR ao vivo (instrutores da turma e administração). */
export async function configurarPresenca(ctx: CtxAutenticado, params: z.output<typeof TurmaIdParamsSchema>, exige: boolean): Promise<QrAoVivo> {
  const antes = await turmaDoBanco(ctx, params.turmaId);
  await exigirEquipeDaTurma(ctx, params.turmaId);
  await ctx.db.transaction(async (tx) => {
    await definirExigeQrAoVivo(tx, params.turmaId, exige);
    if (antes.exigeQrAoVivo !== exige) {
      await registrarAuditoria({ db: tx }, {
        atorId: ctx.user.id, acao: 'turma.configurar-presenca', alvoTipo: 'turma', alvoId: params.turmaId,
        antes: { exige_qr_ao_vivo: antes.exigeQrAoVivo }, depois: { exige_qr_ao_vivo: exige },
      });
    }
  });
  memoriaDo(ctx).delete(params.turmaId);
  return qrAoVivo(ctx, params);
}

/** Dias distintos com presença registrada na turma (para `GET /api/turmas/:id/datas?via=presencas`). */
export const diasComPresenca = (ctx: Ctx, turmaId: number) => diasComPresencaNoBanco(ctx.db, turmaId);

/** Frequência da pessoa em cada turma dada (regra única), para os passos depois do curso (teste, avaliação, certificado). */
export async function frequenciaNasTurmas(ctx: Ctx, usuarioId: number, turmaIds: readonly number[]): Promise<Map<number, Frequencia>> {
  const { encontros, dias } = await encontrosEPresencasDaPessoa(ctx.db, usuarioId, turmaIds);
  const agora = ctx.now();
  return new Map(
    turmaIds.map((id) => [id, frequenciaDaApi(encontros.filter((e) => e.turmaId === id), dias.filter((d) => d.turmaId === id).map((d) => d.data), agora)]),
  );
}
