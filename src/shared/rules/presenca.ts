/**
 * Regras de presença (DESIGN §5, issue 7), uma implementação só para o servidor e as telas:
 * a janela da confirmação pelo QR, a janela do instrutor e a frequência.
 */
import { dataEmSaoPaulo, instanteEmSaoPaulo, minutosDoDia, type Encontro } from './cronograma.ts';

/** A confirmação pelo QR abre 30 min antes do início do encontro e vai até o fim daquele dia. */
export const MINUTOS_ANTES_DA_CONFIRMACAO = 30;
/** O instrutor registra presença até 48 h depois do fim do encontro; a administração, a qualquer momento. */
export const HORAS_DO_INSTRUTOR_DEPOIS_DO_FIM = 48;
/** Frequência mínima para avaliação, teste e certificado. */
export const FREQUENCIA_MINIMA = 0.75;

export type RecusaConfirmacao = { codigo: 'DATA_INVALIDA'; mensagem: string } | { codigo: 'ANTES_DA_JANELA'; mensagem: string; abreAs: string };

/** `HH:MM` menos `minutos` (sem passar da meia-noite para trás: começa às 00:00). */
function horaMenos(hora: string, minutos: number): string {
  const m = Math.max(0, minutosDoDia(hora) - minutos);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * O encontro de hoje (no calendário de São Paulo) em que a pessoa pode confirmar presença agora,
 * ou a recusa: hoje não há encontro ("Hoje não é uma data válida desta turma."), ou ainda é cedo
 * ("Confirmação disponível a partir de HH:MM."). Depois do fim do encontro, até a meia-noite, ainda vale.
 */
export function encontroParaConfirmar(encontros: readonly Encontro[], agora: Date): { encontro: Encontro } | { recusa: RecusaConfirmacao } {
  const hoje = dataEmSaoPaulo(agora);
  const doDia = encontros.find((e) => e.data === hoje);
  if (!doDia) return { recusa: { codigo: 'DATA_INVALIDA', mensagem: 'Hoje não é uma data válida desta turma.' } };
  const abreAs = horaMenos(doDia.horario_inicio, MINUTOS_ANTES_DA_CONFIRMACAO);
  if (agora.getTime() < instanteEmSaoPaulo(doDia.data, abreAs).getTime()) {
    return { recusa: { codigo: 'ANTES_DA_JANELA', mensagem: `Confirmação disponível a partir de ${abreAs}.`, abreAs } };
  }
  return { encontro: doDia };
}

/** Até quando o instrutor da turma pode registrar a presença de um encontro. */
export function fimDaJanelaDoInstrutor(encontro: Encontro): Date {
  return new Date(instanteEmSaoPaulo(encontro.data, encontro.horario_fim).getTime() + HORAS_DO_INSTRUTOR_DEPOIS_DO_FIM * 3_600_000);
}

/** Presenças necessárias para a frequência mínima numa turma de `agendados` encontros. */
export const presencasNecessarias = (agendados: number): number => Math.ceil(FREQUENCIA_MINIMA * agendados - 1e-9);

/** A frequência mínima foi atingida com `presentes` de `agendados` (contagens já prontas, ex.: de uma consulta). */
export const frequenciaAtingida = (presentes: number, agendados: number): boolean => agendados > 0 && presentes >= presencasNecessarias(agendados);

export interface SituacaoFrequencia {
  /** Dias distintos com presença, entre os encontros da turma. */
  presentes: number;
  /** Encontros agendados. */
  agendados: number;
  /** Encontros que já começaram (a pessoa já podia ter estado). */
  realizados: number;
  /** presentes ÷ agendados (0 sem encontros). */
  frequencia: number;
  atingiu: boolean;
  /** Presenças que ainda faltam para chegar ao mínimo (0 quando atingiu). */
  faltam: number;
  /** Ainda dá para chegar ao mínimo com os encontros de hoje em diante em que a pessoa ainda não esteve. */
  alcancavel: boolean;
}

/**
 * Frequência = dias distintos com presença ÷ encontros agendados; mínimo 75 %. Diz também quantas
 * presenças faltam e se os encontros de hoje em diante bastam para chegar lá.
 */
export function situacaoDaFrequencia(encontros: readonly Encontro[], diasPresentes: Iterable<string>, agora: Date): SituacaoFrequencia {
  const datas = new Set(encontros.map((e) => e.data));
  const diasComPresenca = new Set([...diasPresentes].filter((d) => datas.has(d)));
  const presentes = diasComPresenca.size;
  const agendados = datas.size;
  const realizados = encontros.filter((e) => instanteEmSaoPaulo(e.data, e.horario_inicio).getTime() <= agora.getTime()).length;
  // ainda dá para estar num encontro até o fim do dia dele (a confirmação vale até a meia-noite)
  const hoje = dataEmSaoPaulo(agora);
  const possiveis = [...datas].filter((d) => d >= hoje && !diasComPresenca.has(d)).length;
  const necessarios = presencasNecessarias(agendados);
  const faltam = Math.max(0, necessarios - presentes);
  return {
    presentes,
    agendados,
    realizados,
    frequencia: agendados === 0 ? 0 : presentes / agendados,
    atingiu: agendados > 0 && faltam === 0,
    faltam,
    alcancavel: faltam <= possiveis,
  };
}
