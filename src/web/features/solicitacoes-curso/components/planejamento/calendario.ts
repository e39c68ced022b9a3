/**
 * Contas do calendário do planejamento, sempre sobre texto `AAAA-MM-DD` (nunca `new Date('AAAA-MM-DD')`,
 * que lê em UTC e volta um dia no Brasil). `Date.UTC` entra só como aritmética de dias.
 */
import type { ItemDoPlanejamento } from '#shared/contracts/solicitacoes-curso.ts';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { EDITAR_EVENTO, SOLICITACOES_CURSO, caminho } from '#web/lib/caminhos.ts';

export const SIGLAS_DIAS_SEMANA = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
export const NOMES_DIAS_SEMANA = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'] as const;

const z2 = (n: number) => String(n).padStart(2, '0');

/** Hoje no calendário de São Paulo. */
export const hoje = (agora = new Date()) => dataEmSaoPaulo(agora);

export const prefixoDoMes = (ano: number, mes: number) => `${ano}-${z2(mes)}`;
export const diasNoMes = (ano: number, mes: number) => new Date(Date.UTC(ano, mes, 0)).getUTCDate();

/** Semanas do mês, de domingo a sábado; dias de outros meses são `null`. */
export function semanasDoMes(ano: number, mes: number): (string | null)[][] {
  const vazioAntes = new Date(Date.UTC(ano, mes - 1, 1)).getUTCDay();
  const celulas: (string | null)[] = [
    ...Array.from({ length: vazioAntes }, () => null),
    ...Array.from({ length: diasNoMes(ano, mes) }, (_, i) => `${prefixoDoMes(ano, mes)}-${z2(i + 1)}`),
  ];
  while (celulas.length % 7 !== 0) celulas.push(null);
  return Array.from({ length: celulas.length / 7 }, (_, s) => celulas.slice(s * 7, s * 7 + 7));
}

/** O mês vizinho (`delta` = ±1), atravessando o ano. */
export function somarMes(ano: number, mes: number, delta: number): { ano: number; mes: number } {
  const total = ano * 12 + (mes - 1) + delta;
  return { ano: Math.floor(total / 12), mes: (total % 12) + 1 };
}

/** Datas do item dentro do mês. */
export const datasNoMes = (item: ItemDoPlanejamento, ano: number, mes: number) => item.datas.filter((d) => d.startsWith(`${prefixoDoMes(ano, mes)}-`));

/** Itens de cada dia do mês. */
export function itensPorDia(itens: readonly ItemDoPlanejamento[], ano: number, mes: number): Map<string, ItemDoPlanejamento[]> {
  const mapa = new Map<string, ItemDoPlanejamento[]>();
  for (const i of itens) {
    for (const d of datasNoMes(i, ano, mes)) mapa.set(d, [...(mapa.get(d) ?? []), i]);
  }
  return mapa;
}

/** Para onde o item leva: o editor do evento, ou a solicitação aberta na fila de análise. */
export function destinoDoItem(i: ItemDoPlanejamento): { para: string; rotulo: string } {
  if (i.origem === 'evento') return { para: caminho(EDITAR_EVENTO, { id: i.evento_id ?? i.id }), rotulo: 'Abrir no editor de eventos' };
  return { para: `${SOLICITACOES_CURSO}?id=${i.solicitacao_id ?? i.id}`, rotulo: 'Ver solicitação' };
}

/** Chave única (uma solicitação e um evento podem ter o mesmo id). */
export const chaveDoItem = (i: ItemDoPlanejamento) => `${i.origem}-${i.id}`;

/** Pela primeira data e, empatando, pelo título. */
export function ordenarItens(itens: readonly ItemDoPlanejamento[]): ItemDoPlanejamento[] {
  const primeira = (i: ItemDoPlanejamento) => [...i.datas].sort()[0] ?? '9999';
  return [...itens].sort((a, b) => primeira(a).localeCompare(primeira(b)) || a.titulo.localeCompare(b.titulo, 'pt-BR'));
}
