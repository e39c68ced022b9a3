/**
 * O formulário "Nova reserva ou bloqueio" e a ponte com `ReservaDiretaBodySchema`: os campos guardam
 * texto; o corpo leva números, a recorrência só quando marcada e, nela, só o que o tipo usa.
 */
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ReservaDiretaBodySchema, type Recorrencia, type Sala } from '#shared/contracts/salas.ts';
import { MENSAGENS_SALA, type Periodo, type TipoRecorrencia } from '#shared/rules/salas.ts';
import { numeroOuNada, resolverDoContrato } from '../comum/resolver.ts';

export interface ValoresDireta {
  tipo: 'reserva' | 'bloqueio';
  sala_id: string;
  data: string;
  periodo: Periodo | '';
  finalidade: string;
  qtd_pessoas: string;
  coffee_break: boolean;
  observacao: string;
  repetir: boolean;
  rec_tipo: TipoRecorrencia;
  rec_intervalo: string;
  /** Dias da semana marcados ('1' = segunda … '5' = sexta). */
  rec_dias: string[];
  /** Em "mensal na semana": '' (a da data inicial), '1'–'4' ou '5' (a última). */
  rec_ordem: string;
  rec_fim: 'ate' | 'ocorrencias';
  rec_ate: string;
  rec_ocorrencias: string;
}

export type SaidaDireta = z.output<typeof ReservaDiretaBodySchema>;
export type FormDireta = UseFormReturn<ValoresDireta, unknown, SaidaDireta>;

/** Ordem do formulário (o foco vai ao primeiro campo recusado). */
export const CAMPOS_DIRETA = [
  'tipo', 'sala_id', 'data', 'periodo', 'finalidade', 'qtd_pessoas', 'coffee_break', 'observacao',
  'rec_tipo', 'rec_intervalo', 'rec_dias', 'rec_ordem', 'rec_ate', 'rec_ocorrencias',
] as const satisfies readonly (keyof ValoresDireta)[];

export const diretaVazia = (salaId: number | null): ValoresDireta => ({
  tipo: 'reserva',
  sala_id: salaId === null ? '' : String(salaId),
  data: '',
  periodo: '',
  finalidade: '',
  qtd_pessoas: '',
  coffee_break: false,
  observacao: '',
  repetir: false,
  rec_tipo: 'semanal',
  rec_intervalo: '1',
  rec_dias: [],
  rec_ordem: '',
  rec_fim: 'ocorrencias',
  rec_ate: '',
  rec_ocorrencias: '',
});

/** A recorrência do corpo (nula sem "Repetir"). */
export function recorrenciaDe(v: ValoresDireta): Recorrencia | null {
  if (!v.repetir) return null;
  const comIntervalo = v.rec_tipo !== 'anual';
  return {
    tipo: v.rec_tipo,
    intervalo: comIntervalo ? (numeroOuNada(v.rec_intervalo) ?? 1) : 1,
    dias_semana: v.rec_tipo === 'semanal' ? v.rec_dias.map(Number).sort() : [],
    ...(v.rec_tipo === 'mensal_semana' && v.rec_ordem ? { ordem_semana: Number(v.rec_ordem) } : {}),
    ate: v.rec_fim === 'ate' && v.rec_ate ? v.rec_ate : null,
    ocorrencias: v.rec_fim === 'ocorrencias' ? (numeroOuNada(v.rec_ocorrencias) ?? null) : null,
  };
}

export function montarDireta(v: ValoresDireta) {
  const reserva = v.tipo === 'reserva';
  const observacao = v.observacao.trim();
  return {
    sala_id: v.sala_id === '' ? undefined : Number(v.sala_id),
    data: v.data,
    periodo: v.periodo === '' ? undefined : v.periodo,
    tipo: v.tipo,
    finalidade: v.finalidade,
    qtd_pessoas: reserva ? (numeroOuNada(v.qtd_pessoas) ?? null) : null,
    coffee_break: reserva && v.coffee_break,
    ...(observacao ? { observacao: v.observacao } : {}),
    recorrencia: recorrenciaDe(v),
  };
}

const CAMPO_DA_RECORRENCIA: Record<string, keyof ValoresDireta> = {
  tipo: 'rec_tipo',
  intervalo: 'rec_intervalo',
  dias_semana: 'rec_dias',
  ordem_semana: 'rec_ordem',
  ate: 'rec_ate',
  ocorrencias: 'rec_ocorrencias',
};

/** `recorrencia.ate` ("informe até quando… ou quantas vezes") vai ao campo do término escolhido. */
export function campoDaDireta(caminho: string, v?: Pick<ValoresDireta, 'rec_fim'>): string {
  const [raiz, sub] = caminho.split('.');
  if (raiz !== 'recorrencia' || !sub) return raiz ?? caminho;
  if (sub === 'ate' && v?.rec_fim === 'ocorrencias') return 'rec_ocorrencias';
  return CAMPO_DA_RECORRENCIA[sub] ?? 'rec_tipo';
}

function extras(v: ValoresDireta, salas: readonly Sala[]): Record<string, string | null> {
  const sala = salas.find((s) => String(s.id) === v.sala_id);
  const n = Number(v.qtd_pessoas);
  const reserva = v.tipo === 'reserva';
  return {
    qtd_pessoas:
      reserva && v.qtd_pessoas.trim() === ''
        ? 'Informe a quantidade de pessoas.'
        : reserva && sala && Number.isInteger(n) && n > sala.capacidade
          ? MENSAGENS_SALA.capacidade(sala.capacidade)
          : null,
    rec_ate: v.repetir && v.rec_fim === 'ate' && v.rec_ate && v.data && v.rec_ate < v.data ? 'A data final não pode ser anterior à data inicial.' : null,
  };
}

export const resolverDaDireta = (salas: readonly Sala[]) =>
  resolverDoContrato(() => ReservaDiretaBodySchema, montarDireta, campoDaDireta, (v: ValoresDireta) => extras(v, salas));
