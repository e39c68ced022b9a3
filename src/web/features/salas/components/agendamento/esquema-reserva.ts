/**
 * O formulário do pedido de sala (novo e edição) e a ponte com o contrato: os campos guardam texto, o
 * corpo vai com números e booleanos, e as mensagens são as de `rules/salas.ts` (as mesmas do servidor).
 */
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { EditarReservaBodySchema, PedirReservaBodySchema, type MinhaReserva, type Sala } from '#shared/contracts/salas.ts';
import { MENSAGENS_SALA, type Periodo } from '#shared/rules/salas.ts';
import { numeroOuNada, resolverDoContrato } from '../comum/resolver.ts';

export interface ValoresReserva {
  sala_id: string;
  data: string;
  periodo: Periodo | '';
  qtd_pessoas: string;
  finalidade: string;
  coffee_break: 'sim' | 'nao';
  termo_aceito: boolean;
}

/** O que o formulário entrega (o pedido novo leva também `termo_aceito: true`). */
export type SaidaReserva = z.output<typeof EditarReservaBodySchema>;
export type FormReserva = UseFormReturn<ValoresReserva, unknown, SaidaReserva>;

/** Ordem do formulário: o foco vai ao primeiro campo recusado. */
export const CAMPOS_RESERVA = ['sala_id', 'data', 'periodo', 'qtd_pessoas', 'finalidade', 'coffee_break', 'termo_aceito'] as const satisfies readonly (keyof ValoresReserva)[];

/** O que abriu o diálogo: um horário livre do calendário ou um pedido pendente da pessoa. */
export type Pedido = { tipo: 'novo'; salaId: number; data: string; periodo: Periodo } | { tipo: 'editar'; reserva: MinhaReserva };

export function valoresIniciais(p: Pedido): ValoresReserva {
  if (p.tipo === 'novo') {
    return { sala_id: String(p.salaId), data: p.data, periodo: p.periodo, qtd_pessoas: '', finalidade: '', coffee_break: 'nao', termo_aceito: false };
  }
  const r = p.reserva;
  return {
    sala_id: String(r.sala.id),
    data: r.data,
    periodo: r.periodo,
    qtd_pessoas: r.qtd_pessoas === null ? '' : String(r.qtd_pessoas),
    finalidade: r.finalidade,
    coffee_break: r.coffee_break ? 'sim' : 'nao',
    termo_aceito: true,
  };
}

function montar(v: ValoresReserva) {
  return {
    sala_id: v.sala_id === '' ? undefined : Number(v.sala_id),
    data: v.data,
    periodo: v.periodo === '' ? undefined : v.periodo,
    qtd_pessoas: numeroOuNada(v.qtd_pessoas),
    finalidade: v.finalidade,
    coffee_break: v.coffee_break === 'sim',
    termo_aceito: v.termo_aceito,
  };
}

/** Acima da capacidade da sala escolhida: a mensagem do contrato, junto com os outros problemas. */
function alemDaCapacidade(v: ValoresReserva, salas: readonly Sala[]): string | null {
  const sala = salas.find((s) => String(s.id) === v.sala_id);
  const n = Number(v.qtd_pessoas);
  return sala && v.qtd_pessoas.trim() !== '' && Number.isInteger(n) && n > sala.capacidade ? MENSAGENS_SALA.capacidade(sala.capacidade) : null;
}

export function resolverDoPedido(salas: readonly Sala[]) {
  return resolverDoContrato(() => PedirReservaBodySchema, montar, undefined, (v) => ({ qtd_pessoas: alemDaCapacidade(v, salas) }));
}

export function resolverDaEdicao(salas: readonly Sala[]) {
  return resolverDoContrato(() => EditarReservaBodySchema, montar, undefined, (v) => ({ qtd_pessoas: alemDaCapacidade(v, salas) }));
}
