/**
 * Peças comuns do agendamento de salas: linha → contrato, conferência da sala e da data de um pedido,
 * tradução da violação do horário único e datas por extenso para os avisos.
 */
import type { MinhaReserva, ReservaAdmin } from '#shared/contracts/salas.ts';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import {
  HORARIO_PERIODO, janelaDeConfirmacao, MENSAGENS_SALA as M, recusaDaData, ROTULO_PERIODO, situacaoDaConfirmacao,
  STATUS_QUE_OCUPAM, type Periodo,
} from '#shared/rules/salas.ts';
import type { Servicos } from '../../lib/context.ts';
import { AppError, erroCampo, violacaoUnica } from '../../lib/errors.ts';
import type { ReservaDetalhada } from './reservas.repository.ts';
import { bloqueioDaData, salaPorId, type LinhaSala } from './salas.repository.ts';

/** Hoje no calendário de São Paulo (toda regra de data do agendamento parte daqui). */
export const hojeDe = (ctx: Pick<Servicos, 'now'>): string => dataEmSaoPaulo(ctx.now());

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export const NAO_ENCONTRADA = 'Reserva não encontrada.';
export const reservaNaoEncontrada = () => new AppError('NAO_ENCONTRADO', NAO_ENCONTRADA);

/** `AAAA-MM-DD` → `dd/mm/aaaa` (sem passar por `Date`: nada de fuso). */
export function dataBr(data: string): string {
  const [a, m, d] = data.slice(0, 10).split('-');
  return `${d}/${m}/${a}`;
}

/** "Manhã (8h às 12h)". */
export const periodoPorExtenso = (p: string): string => `${ROTULO_PERIODO[p as Periodo] ?? p} (${HORARIO_PERIODO[p as Periodo] ?? ''})`;

/** Campos comuns das duas visões (a da pessoa e a da administração). */
function base(d: ReservaDetalhada, hoje: string) {
  const r = d.r;
  const status = r.status;
  const janela = janelaDeConfirmacao(r.data);
  return {
    id: r.id,
    sala: d.sala,
    data: r.data,
    periodo: r.periodo,
    status,
    qtd_pessoas: r.qtdPessoas,
    finalidade: r.finalidade,
    coffee_break: r.coffeeBreak,
    observacao_admin: r.observacaoAdmin,
    motivo_cancelamento: r.motivoCancelamento,
    termo_aceito_em: iso(r.termoAceitoEm),
    termo_assinado: Boolean(r.termoAssinaturaChave),
    confirmacao: situacaoDaConfirmacao({ status, data: r.data, confirmadoEm: r.confirmadoEm }, hoje),
    confirmacao_abre: janela.abre,
    confirmacao_fecha: janela.fecha,
    confirmado_em: iso(r.confirmadoEm),
    criado_em: r.criadoEm.toISOString(),
  };
}

/** Visão da pessoa que pediu: o que ela ainda pode fazer com o pedido. */
export function paraMinha(d: ReservaDetalhada, hoje: string): MinhaReserva {
  const b = base(d, hoje);
  return { ...b, pode_editar: b.status === 'pendente', pode_cancelar: b.status === 'pendente', pode_confirmar: b.confirmacao === 'aberta' };
}

/** Visão da administração: quem pediu, quem decidiu e o que ainda se pode fazer. */
export function paraAdmin(d: ReservaDetalhada, hoje: string): ReservaAdmin {
  const b = base(d, hoje);
  return {
    ...b,
    solicitante: d.solicitante,
    decidido_por: d.decisor,
    decidido_em: iso(d.r.decididoEm),
    cancelado_em: iso(d.r.canceladoEm),
    grupo: d.r.grupo,
    pode_decidir: b.status === 'pendente',
    pode_cancelar: (STATUS_QUE_OCUPAM as readonly string[]).includes(b.status),
  };
}

/**
 * A sala de um pedido: inexistente → 404; desativada → 400 no campo `sala_id`.
 * @throws NAO_ENCONTRADO, DADOS_INVALIDOS
 */
export async function salaParaReservar(ctx: Pick<Servicos, 'db'>, salaId: number): Promise<LinhaSala> {
  const sala = await salaPorId(ctx.db, salaId);
  if (!sala) throw new AppError('NAO_ENCONTRADO', M.salaInexistente);
  if (!sala.ativa) throw erroCampo('sala_id', M.salaInativa);
  return sala;
}

/**
 * Confere a data e a lotação de um pedido de pessoa: passado, fora da janela, fim de semana, data
 * bloqueada (qualquer tipo do calendário) e capacidade da sala, cada um com a sua mensagem.
 * @throws DADOS_INVALIDOS no campo `data` ou `qtd_pessoas`
 */
export async function conferirPedido(ctx: Pick<Servicos, 'db' | 'now'>, sala: LinhaSala, dados: { data: string; qtd_pessoas: number }): Promise<void> {
  const bloqueio = await bloqueioDaData(ctx.db, dados.data);
  const recusa = recusaDaData(dados.data, hojeDe(ctx), new Set(bloqueio ? [dados.data] : []));
  if (recusa) throw erroCampo('data', M[recusa]);
  if (dados.qtd_pessoas > sala.capacidade) throw erroCampo('qtd_pessoas', M.capacidade(sala.capacidade));
}

/** A violação do horário único (`reservas_sala_horario_uq`) vira 409 com a mensagem do horário ocupado. */
export function traduzirHorarioOcupado(err: unknown): never {
  if (violacaoUnica(err) === 'reservas_sala_horario_uq') throw new AppError('CONFLITO', M.ocupado, { cause: err });
  throw err;
}
