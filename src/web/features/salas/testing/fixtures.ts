/**
 * Dados de teste do agendamento de salas. Os handlers (`servidor.ts`) passam estes valores pelo `.parse` dos
 * esquemas do contrato (`respostaDoContrato`), então eles precisam ser válidos.
 */
import type { AgendaDoMes, Bloqueio, DiaDaAgenda, MinhaReserva, ReservaAdmin, Sala, SituacaoHorario } from '#shared/contracts/salas.ts';
import { ehFimDeSemana, janelaDeConfirmacao, ultimoDiaDoMes, type Periodo } from '#shared/rules/salas.ts';

export const AUDITORIO: Sala = { id: 1, nome: 'Auditório', capacidade: 120, ativa: true };
export const SALA_REUNIAO: Sala = { id: 2, nome: 'Sala de Reunião', capacidade: 12, ativa: true };
export const SALAS: Sala[] = [AUDITORIO, SALA_REUNIAO];

/** Março de 2030: dia 1 é sexta; hoje = 2030-03-05 (terça). */
export const MES = '2030-03';
export const HOJE = '2030-03-05';

export interface MudancaDoDia {
  manha?: SituacaoHorario;
  tarde?: SituacaoHorario;
  /** Id de reserva da própria pessoa no período. */
  minhaManha?: number;
  minhaTarde?: number;
  bloqueio?: DiaDaAgenda['bloqueio'];
}

/**
 * Agenda do mês: fins de semana e dias antes de hoje indisponíveis, o resto livre, com as mudanças pedidas
 * por data (`{ '2030-03-11': { manha: 'aprovada' } }`).
 */
export function agendaDeTeste(mes = MES, mudancas: Record<string, MudancaDoDia> = {}, o: Partial<AgendaDoMes> = {}): AgendaDoMes {
  const hoje = o.hoje ?? HOJE;
  const ultimo = Number(ultimoDiaDoMes(mes).slice(8));
  const dias = Array.from({ length: ultimo }, (_, i): DiaDaAgenda => {
    const data = `${mes}-${String(i + 1).padStart(2, '0')}`;
    const fds = ehFimDeSemana(data);
    const m = mudancas[data] ?? {};
    const base: SituacaoHorario = fds || data < hoje || m.bloqueio ? 'indisponivel' : 'livre';
    const horario = (periodo: Periodo, s: SituacaoHorario | undefined, minha: number | undefined) => ({ periodo, situacao: s ?? base, minha_reserva_id: minha ?? null });
    return {
      data,
      fim_de_semana: fds,
      bloqueio: m.bloqueio ?? null,
      horarios: [horario('manha', m.manha, m.minhaManha), horario('tarde', m.tarde, m.minhaTarde)],
    };
  });
  return { sala: AUDITORIO, mes, hoje, primeiro_mes: '2030-01', ultimo_mes: '2030-12', reservavel_ate: '2030-12-31', dias, ...o };
}

export function minhaReservaDeTeste(id: number, o: Partial<MinhaReserva> = {}): MinhaReserva {
  const data = o.data ?? '2030-03-20';
  const { abre, fecha } = janelaDeConfirmacao(data);
  return {
    id,
    sala: { id: AUDITORIO.id, nome: AUDITORIO.nome, capacidade: AUDITORIO.capacidade },
    data,
    periodo: 'manha',
    status: 'pendente',
    qtd_pessoas: 30,
    finalidade: `Reunião de equipe ${id}`,
    coffee_break: false,
    observacao_admin: null,
    motivo_cancelamento: null,
    termo_aceito_em: '2030-03-01T13:00:00.000Z',
    termo_assinado: true,
    confirmacao: 'nao_se_aplica',
    confirmacao_abre: abre,
    confirmacao_fecha: fecha,
    confirmado_em: null,
    pode_editar: false,
    pode_cancelar: false,
    pode_confirmar: false,
    criado_em: '2030-03-01T13:00:00.000Z',
    ...o,
  };
}

export function reservaAdminDeTeste(id: number, o: Partial<ReservaAdmin> = {}): ReservaAdmin {
  const { pode_editar: _e, pode_cancelar: _c, pode_confirmar: _f, ...base } = minhaReservaDeTeste(id);
  return {
    ...base,
    solicitante: { id: 100 + id, nome: `Pessoa ${id}`, email: `pessoa${id}@saude.gov.br` },
    decidido_por: null,
    decidido_em: null,
    cancelado_em: null,
    grupo: null,
    pode_decidir: true,
    pode_cancelar: true,
    ...o,
  };
}

export function bloqueioDeTeste(id: number, o: Partial<Bloqueio> = {}): Bloqueio {
  return { id, data: '2030-04-21', tipo: 'feriado_nacional', descricao: 'Tiradentes', ...o };
}

/** Promessa resolvida por fora (para segurar uma resposta e ver o estado de espera). */
export function adiada<T = void>() {
  let resolver!: (v: T) => void;
  const promessa = new Promise<T>((r) => {
    resolver = r;
  });
  return { promessa, resolver };
}
