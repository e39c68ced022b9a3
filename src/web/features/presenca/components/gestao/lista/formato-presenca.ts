/** Textos da lista de presença em pt-BR: abas, janelas, métodos, percentuais. */
import type { MetodoPresenca } from '#shared/contracts/presencas.ts';
import { FUSO_ESCOLA } from '#shared/rules/cronograma.ts';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import type { ValorSituacao } from './modelo.ts';

export const ROTULO_METODO: Record<MetodoPresenca, string> = {
  qr: 'QR',
  'qr-ao-vivo': 'QR ao vivo',
  manual: 'manual',
  administrador: 'administração',
};

export const ROTULO_SITUACAO: Record<ValorSituacao, string> = {
  presente: 'Presente',
  ausente: 'Ausente',
  'sem-registro': 'Sem registro',
};

const hora = (h: string) => h.slice(0, 5);

/** Aba de um encontro: "05/03/2030 · 08:00–12:00". */
export const rotuloEncontro = (e: { data: string; horario_inicio: string; horario_fim: string }) =>
  `${formatarData(e.data)} · ${hora(e.horario_inicio)}–${hora(e.horario_fim)}`;

/** "08:00 às 12:00" */
export const faixaHorario = (e: { horario_inicio: string; horario_fim: string }) => `${hora(e.horario_inicio)} às ${hora(e.horario_fim)}`;

let diaHoraSp: Intl.DateTimeFormat | undefined;
/** Instante ISO → "05/03 às 07:30" (relógio de São Paulo). */
export function diaEHora(iso: string): string {
  diaHoraSp ??= new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO_ESCOLA, day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const p = Object.fromEntries(diaHoraSp.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month} às ${p.hour}:${p.minute}`;
}

let percentual: Intl.NumberFormat | undefined;
/** 0 a 100 → "66,7%". */
export const formatarPercentual = (valor: number) =>
  (percentual ??= new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 })).format(valor / 100);

/** Por que o encontro está só para leitura (instrutor fora da janela), ou nulo se pode marcar. */
export function motivoSomenteLeitura(e: { editavel: boolean; abre_em: string; fecha_em: string }, agora: Date): string | null {
  if (e.editavel) return null;
  return agora.getTime() < new Date(e.abre_em).getTime() ? `Abre em ${diaEHora(e.abre_em)}` : `Prazo de 48h encerrado em ${diaEHora(e.fecha_em)}`;
}

/** "1 alteração", "3 alterações" */
export const nAlteracoes = (n: number) => (n === 1 ? '1 alteração' : `${formatarNumero(n)} alterações`);
