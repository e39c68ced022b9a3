/**
 * Administração das reservas de sala (issue 10): lista com filtros, aprovação e rejeição em lote,
 * reserva direta e bloqueio de horário com recorrência, cancelamento com motivo e o termo em PDF.
 * Cada decisão e cada cancelamento avisam quem pediu (app e e-mail) na mesma transação da mudança.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  CancelarReservaBodySchema, DecisaoBodySchema, ListarReservasAdminQuerySchema, ReservaAdmin, ReservaDiretaBodySchema, ResultadoDecisao,
  ResultadoReservaDireta,
} from '#shared/contracts/salas.ts';
import {
  CONFIRMACAO_DIAS_ANTES_FIM, CONFIRMACAO_DIAS_ANTES_INICIO, datasDaRecorrencia, ehFimDeSemana, horizonteDaReservaDireta, MENSAGENS_SALA as M, ROTULO_STATUS_RESERVA, ROTULO_TIPO_BLOQUEIO,
  somarDias, STATUS_QUE_OCUPAM, ultimoDiaDoMes, type StatusReserva, type TipoBloqueio,
} from '#shared/rules/salas.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError, erroCampo } from '../../lib/errors.ts';
import { agoraEmSaoPaulo } from '../../lib/tarefas/horario.ts';
import { registrarAuditoria, registrarAuditorias } from '../auditoria/auditoria.service.ts';
import { avisarSobreReserva } from './avisos-de-reserva.ts';
import { dataBr, hojeDe, paraAdmin, periodoPorExtenso, reservaNaoEncontrada, salaParaReservar } from './comum.ts';
import * as repo from './reservas.repository.ts';
import { bloqueiosEntre } from './salas.repository.ts';
import { renderizarTermo } from './termo-pdf.ts';
import { nomeDaInstituicao } from '../instituicao/instituicao.service.ts';

const plural = (n: number, um: string, varios: string) => (n === 1 ? `1 ${um}` : `${n} ${varios}`);

/** Reservas com quem pediu, filtradas por situação, sala e mês (a caixa de aprovação usa `status=pendente`). */
export async function reservasDaAdministracao(ctx: CtxAutenticado, query: z.output<typeof ListarReservasAdminQuerySchema>): Promise<ReservaAdmin[]> {
  const hoje = hojeDe(ctx);
  const linhas = await repo.reservasFiltradas(ctx.db, {
    ...(query.status ? { status: query.status } : {}),
    ...(query.sala_id ? { salaId: query.sala_id } : {}),
    ...(query.mes ? { de: `${query.mes}-01`, ate: ultimoDiaDoMes(query.mes) } : {}),
  });
  return linhas.map((d) => paraAdmin(d, hoje));
}

/** Por que uma reserva do lote não foi decidida. */
function motivoDaIgnorada(d: repo.ReservaDetalhada | undefined, hoje: string): string {
  if (!d) return 'Reserva não encontrada.';
  if (d.r.status === 'pendente' && d.r.data < hoje) return M.dataPassada;
  return `Não está pendente (situação: ${ROTULO_STATUS_RESERVA[d.r.status as StatusReserva]}).`;
}

function mensagemDaDecisao(aprovar: boolean, decididas: number, ignoradas: { motivo: string }[]): string {
  const passadas = ignoradas.filter((i) => i.motivo === M.dataPassada).length;
  const outras = ignoradas.length - passadas;
  const motivos: string[] = [];
  if (outras) motivos.push(`${plural(outras, 'ignorada por não estar pendente', 'ignoradas por não estarem pendentes')}.`);
  if (passadas) motivos.push(`${plural(passadas, 'ignorada porque a data já passou', 'ignoradas porque a data já passou')}.`);
  if (decididas === 0) {
    return passadas === 0 ? 'Nenhuma reserva foi decidida: nenhuma das selecionadas estava pendente.' : `Nenhuma reserva foi decidida. ${motivos.join(' ')}`;
  }
  const feito = aprovar ? plural(decididas, 'reserva aprovada', 'reservas aprovadas') : plural(decididas, 'reserva rejeitada', 'reservas rejeitadas');
  return [`${feito}.`, ...motivos].join(' ');
}

/**
 * Aprova ou rejeita pedidos em lote. Só os pendentes com data de hoje em diante são decididos — num
 * `UPDATE … WHERE status = 'pendente' AND data >= hoje RETURNING`: dois administradores decidindo ao
 * mesmo tempo nunca decidem (nem avisam) a mesma reserva duas vezes. As outras vão para `ignoradas`,
 * com o motivo (a pendente de data passada: "A data já passou.").
 * Aprovação tardia (a janela de confirmação já fechou: hoje > data − 2): a aprovação vale pela
 * confirmação de uso — não há mais prazo para pedir —, e o aviso diz que o uso já está confirmado.
 * Aprovação na janela (data em [hoje + 2, hoje + 7]): o pedido de confirmação sai junto com o aviso da
 * aprovação e entra no livro da rotina, que cancela a reserva se o uso não for confirmado até 48 h antes.
 */
export async function decidirReservas(ctx: CtxAutenticado, body: z.output<typeof DecisaoBodySchema>): Promise<ResultadoDecisao> {
  const agora = ctx.now();
  const hoje = hojeDe(ctx);
  const aprovar = body.decisao === 'aprovar';
  const observacao = body.observacao ? body.observacao : null;
  return ctx.db.transaction(async (tx) => {
    const decididos = new Set(
      await repo.decidirPendentes(tx, body.ids, hoje, {
        status: aprovar ? 'aprovada' : 'rejeitada', decididoPor: ctx.user.id, decididoEm: agora, atualizadoEm: agora,
        ...(observacao ? { observacaoAdmin: observacao } : {}),
      }),
    );
    let pedirConfirmacao: number[] = [];
    if (aprovar) {
      // janela fechada: data − 2 < hoje, isto é, data até hoje + 1
      await repo.confirmarNaAprovacao(tx, [...decididos], somarDias(hoje, CONFIRMACAO_DIAS_ANTES_FIM - 1), agora);
      // janela aberta (data em [hoje + 2, hoje + 7]): a rotina de hoje pode já ter passado e a de amanhã
      // talvez não alcance mais a data; o pedido de confirmação sai agora, pelo livro da rotina, para que
      // o cancelamento por falta de confirmação valha para ela também
      const naJanela = (
        await repo.aprovadasSemConfirmacao(tx, somarDias(hoje, CONFIRMACAO_DIAS_ANTES_FIM), somarDias(hoje, CONFIRMACAO_DIAS_ANTES_INICIO), 'pedido')
      ).filter((id) => decididos.has(id));
      pedirConfirmacao = await repo.registrarAvisos(tx, naJanela, 'pedido', hoje, agora);
      await repo.marcarConfirmacaoSolicitada(tx, pedirConfirmacao, agora);
    }
    const detalhes = await repo.reservasDetalhadasPorIds(tx, body.ids);
    const porId = new Map(detalhes.map((d) => [d.r.id, d]));
    const decididas: ReservaAdmin[] = [];
    for (const d of detalhes.filter((x) => decididos.has(x.r.id))) {
      await avisarSobreReserva({ ...ctx, db: tx }, aprovar ? 'aprovada' : 'rejeitada', d, observacao);
      if (pedirConfirmacao.includes(d.r.id)) await avisarSobreReserva({ ...ctx, db: tx }, 'pedido_confirmacao', d);
      decididas.push(paraAdmin(d, hoje));
    }
    const ignoradas = body.ids.filter((id) => !decididos.has(id)).map((id) => ({ id, motivo: motivoDaIgnorada(porId.get(id), hoje) }));
    await registrarAuditorias({ db: tx }, decididas.map((r) => ({
      atorId: ctx.user.id, acao: aprovar ? 'reserva.aprovar' : 'reserva.rejeitar', alvoTipo: 'reserva', alvoId: r.id,
      antes: { status: 'pendente' }, depois: { status: r.status, ...(observacao ? { observacao } : {}) },
    })));
    const mensagem = mensagemDaDecisao(aprovar, decididas.length, ignoradas);
    ctx.log.info({ decisao: body.decisao, decididas: decididas.length, ignoradas: ignoradas.length }, 'reservas de sala decididas');
    return { decididas, ignoradas, mensagem };
  });
}

type Pulada = { data: string; motivo: string };

/** Separa as datas da recorrência: fins de semana e datas bloqueadas são puladas, com o motivo. */
async function separarDatas(ctx: CtxAutenticado, datas: string[]): Promise<{ livres: string[]; puladas: Pulada[] }> {
  const bloqueios = datas.length ? await bloqueiosEntre(ctx.db, datas[0]!, datas.at(-1)!) : [];
  const bloqueio = new Map(bloqueios.map((b) => [b.data, b]));
  const livres: string[] = [];
  const puladas: Pulada[] = [];
  for (const data of datas) {
    const b = bloqueio.get(data);
    if (ehFimDeSemana(data)) puladas.push({ data, motivo: 'Fim de semana' });
    else if (b) puladas.push({ data, motivo: `${ROTULO_TIPO_BLOQUEIO[b.tipo as TipoBloqueio] ?? 'Data bloqueada'}: ${b.descricao}` });
    else livres.push(data);
  }
  return { livres, puladas };
}

function mensagemDaDireta(criadas: number, bloqueio: boolean, puladas: number, conflitos: number): string {
  const partes = [bloqueio ? `${plural(criadas, 'bloqueio criado', 'bloqueios criados')}.` : `${plural(criadas, 'reserva criada', 'reservas criadas')}.`];
  if (puladas) partes.push(`${plural(puladas, 'data pulada', 'datas puladas')} (fim de semana ou data bloqueada).`);
  if (conflitos) partes.push(`${plural(conflitos, 'data com o horário já ocupado', 'datas com o horário já ocupado')}.`);
  return partes.join(' ');
}

/**
 * Reserva aprovada (em nome de quem administra) ou bloqueio de horário, numa data ou numa recorrência.
 * Fins de semana e datas bloqueadas são pulados; as datas com o horário ocupado voltam em `conflitos`:
 * tudo entra num só `INSERT … ON CONFLICT DO NOTHING` sobre o índice único parcial, então uma corrida
 * com outro pedido nunca duplica um horário. As criadas juntas compartilham o `grupo`. A reserva direta
 * nasce com o uso confirmado (quem administra não precisa confirmar o próprio uso: a rotina não a cancela).
 * Vai até dois anos à frente de hoje (`horizonteDaReservaDireta`): a data inicial além disso é recusada,
 * e a recorrência para nesse dia (o `ate` é cortado antes de gerar as datas).
 * @throws DADOS_INVALIDOS data passada ou além do horizonte, quantidade ausente ou acima da capacidade, nenhuma data útil;
 *   CONFLITO nada pôde ser criado porque os horários estavam ocupados
 */
export async function reservarDireto(ctx: CtxAutenticado, body: z.output<typeof ReservaDiretaBodySchema>): Promise<ResultadoReservaDireta> {
  const sala = await salaParaReservar(ctx, body.sala_id);
  const agora = ctx.now();
  const bloqueio = body.tipo === 'bloqueio';
  const hoje = hojeDe(ctx);
  const horizonte = horizonteDaReservaDireta(hoje);
  if (body.data < hoje) throw erroCampo('data', M.passado);
  if (body.data > horizonte) throw erroCampo('data', M.alemDoHorizonte);
  if (!bloqueio && body.qtd_pessoas === null) throw erroCampo('qtd_pessoas', 'Informe a quantidade de pessoas.');
  if (!bloqueio && body.qtd_pessoas! > sala.capacidade) throw erroCampo('qtd_pessoas', M.capacidade(sala.capacidade));
  const rec = body.recorrencia;
  if (rec?.ate && rec.ate < body.data) throw erroCampo('recorrencia.ate', 'A recorrência deve terminar depois da data inicial.');
  const datas = rec ? datasDaRecorrencia(body.data, { ...rec, ate: rec.ate && rec.ate < horizonte ? rec.ate : horizonte }, rec.ordem_semana) : [body.data];
  const grupo = rec ? randomUUID() : null;
  const { criadas, conflitos, puladas } = await ctx.db.transaction(async (tx) => {
    const { livres, puladas } = await separarDatas({ ...ctx, db: tx }, datas);
    const inseridas = await repo.inserirReservasLivres(tx, livres.map((data) => ({
      salaId: sala.id, data, periodo: body.periodo, status: bloqueio ? 'bloqueada' : 'aprovada', qtdPessoas: bloqueio ? null : body.qtd_pessoas,
      finalidade: body.finalidade, coffeeBreak: bloqueio ? false : body.coffee_break, solicitanteId: ctx.user.id, observacaoAdmin: body.observacao || null,
      decididoPor: ctx.user.id, decididoEm: agora, confirmadoEm: bloqueio ? null : agora, grupo, criadoEm: agora, atualizadoEm: agora,
    })));
    await registrarAuditorias({ db: tx }, inseridas.map((r) => ({
      atorId: ctx.user.id, acao: bloqueio ? 'reserva.bloquear' : 'reserva.direta', alvoTipo: 'reserva', alvoId: r.id,
      depois: { sala_id: sala.id, data: r.data, periodo: body.periodo, status: r.status },
    })));
    const criadasEm = new Set(inseridas.map((r) => r.data));
    const conflitos = livres.filter((d) => !criadasEm.has(d)).map((data) => ({ data, motivo: M.ocupado }));
    return { criadas: await repo.reservasDetalhadasPorIds(tx, inseridas.map((r) => r.id)), conflitos, puladas };
  });
  if (criadas.length === 0 && conflitos.length > 0) {
    throw new AppError('CONFLITO', datas.length === 1 ? M.ocupado : 'Nenhuma data foi reservada: os horários já estavam ocupados.', { details: { conflitos, puladas } });
  }
  if (criadas.length === 0) {
    const unica = datas.length === 1 ? puladas[0] : undefined;
    throw erroCampo('data', unica ? (unica.motivo === 'Fim de semana' ? M.fimDeSemana : M.bloqueada) : 'Nenhuma data disponível: todas caem em fins de semana ou datas bloqueadas.');
  }
  ctx.log.info({ salaId: sala.id, tipo: body.tipo, criadas: criadas.length, puladas: puladas.length, conflitos: conflitos.length }, 'reserva direta de sala');
  return { criadas: criadas.map((d) => paraAdmin(d, hoje)), conflitos, puladas, mensagem: mensagemDaDireta(criadas.length, bloqueio, puladas.length, conflitos.length) };
}

/**
 * Cancela com motivo uma reserva pendente, aprovada ou um bloqueio de horário. Quem pediu é avisado
 * (app e e-mail), a não ser que seja quem está cancelando ou que seja um bloqueio.
 * @throws NAO_ENCONTRADO; CONFLITO já rejeitada ou cancelada
 */
export async function cancelarPelaAdministracao(ctx: CtxAutenticado, id: number, body: z.output<typeof CancelarReservaBodySchema>): Promise<ReservaAdmin> {
  const agora = ctx.now();
  const d = await ctx.db.transaction(async (tx) => {
    const atual = await repo.travarReserva(tx, id);
    if (!atual) throw reservaNaoEncontrada();
    if (!(STATUS_QUE_OCUPAM as readonly string[]).includes(atual.status)) {
      throw new AppError('CONFLITO', `Esta reserva não pode ser cancelada (situação: ${ROTULO_STATUS_RESERVA[atual.status as StatusReserva]}).`);
    }
    await repo.atualizarSeSituacao(tx, id, STATUS_QUE_OCUPAM, { status: 'cancelada', canceladoEm: agora, canceladoPor: ctx.user.id, motivoCancelamento: body.motivo, atualizadoEm: agora });
    const depois = (await repo.reservaDetalhada(tx, id))!;
    await registrarAuditoria({ db: tx }, {
      atorId: ctx.user.id, acao: 'reserva.cancelar', alvoTipo: 'reserva', alvoId: id,
      antes: { status: atual.status }, depois: { status: 'cancelada', motivo: body.motivo },
    });
    if (atual.status !== 'bloqueada' && atual.solicitanteId !== ctx.user.id) await avisarSobreReserva({ ...ctx, db: tx }, 'cancelada', depois, body.motivo);
    return depois;
  });
  ctx.log.info({ reservaId: id }, 'reserva de sala cancelada pela administração');
  return paraAdmin(d, hojeDe(ctx));
}

/** Quem aprovou, como o termo imprime (ou a situação, enquanto ninguém aprovou). */
function aprovadoPor(d: repo.ReservaDetalhada): string {
  if (d.r.status === 'pendente') return 'Aguardando análise';
  if (d.r.status === 'rejeitada') return d.decisor ? `Não aprovado (${d.decisor})` : 'Não aprovado';
  return d.decisor ?? '—';
}

/**
 * O Termo de Uso das Salas de um pedido, em PDF: o texto do termo, os dados da reserva e o aceite, com a
 * cópia da assinatura guardada no pedido (a de hoje da pessoa não entra). Reserva direta e bloqueio não
 * têm termo.
 * @throws NAO_ENCONTRADO reserva inexistente ou sem termo
 */
export async function termoDaReserva(ctx: CtxAutenticado, id: number): Promise<{ conteudo: Uint8Array; nome: string }> {
  const d = await repo.reservaDetalhada(ctx.db, id);
  if (!d) throw reservaNaoEncontrada();
  if (!d.r.termoAceitoEm) throw new AppError('NAO_ENCONTRADO', 'Esta reserva não tem termo de uso: foi feita pela administração.');
  const chave = d.r.termoAssinaturaChave;
  const assinatura = chave ? await ctx.storage.ler(chave) : null;
  if (chave && !assinatura) ctx.log.warn({ reservaId: id }, 'cópia da assinatura do termo não encontrada no storage');
  const aceite = agoraEmSaoPaulo(d.r.termoAceitoEm);
  const conteudo = await renderizarTermo({
    finalidade: d.r.finalidade, data: dataBr(d.r.data), sala: d.sala.nome, periodo: periodoPorExtenso(d.r.periodo), solicitante: d.solicitante.nome,
    aprovadoPor: aprovadoPor(d), aceite: { data: dataBr(aceite.data), hora: aceite.hora }, assinatura,
    instituicao: await nomeDaInstituicao(ctx),
  });
  return { conteudo, nome: `termo-uso-sala-${d.r.id}.pdf` };
}
