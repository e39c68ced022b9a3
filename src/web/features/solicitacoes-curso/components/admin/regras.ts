/** Fila da análise: filtros, ordem (o que pede ação primeiro) e os indicadores. */
import type { Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { DEPARTAMENTOS, ROTULO_STATUS_SOLICITACAO, type Departamento, type StatusSolicitacao } from '#shared/rules/solicitacoes-curso.ts';

/** Situações que a administração vê na fila (rascunhos são de quem escreve). */
export const STATUS_DA_FILA = ['enviada', 'em_analise', 'aprovada', 'rejeitada', 'convertida', 'retirada'] as const satisfies readonly StatusSolicitacao[];
export type StatusDaFila = (typeof STATUS_DA_FILA)[number];
export type FiltroStatus = 'pendentes' | 'todas' | StatusDaFila;

export const OPCOES_STATUS: readonly { valor: FiltroStatus; rotulo: string }[] = [
  { valor: 'pendentes', rotulo: 'A fazer (enviadas, em análise e aprovadas a converter)' },
  { valor: 'todas', rotulo: 'Todas as situações' },
  ...STATUS_DA_FILA.map((s) => ({ valor: s, rotulo: ROTULO_STATUS_SOLICITACAO[s] })),
];

export const ehFiltroStatus = (v: string | null): v is FiltroStatus => OPCOES_STATUS.some((o) => o.valor === v);
export const ehDepartamento = (v: string | null): v is Departamento => (DEPARTAMENTOS as readonly string[]).includes(v ?? '');

// o que espera uma ação da Escola: analisar, decidir ou converter em evento
const PENDENTES: readonly StatusSolicitacao[] = ['enviada', 'em_analise', 'aprovada'];
const PRIORIDADE: Record<StatusSolicitacao, number> = { enviada: 0, em_analise: 1, aprovada: 2, rejeitada: 3, convertida: 4, retirada: 5, rascunho: 6 };

function passa(s: Solicitacao, status: FiltroStatus): boolean {
  if (s.status === 'rascunho') return false;
  if (status === 'todas') return true;
  if (status === 'pendentes') return PENDENTES.includes(s.status);
  return s.status === status;
}

/** O que pede ação primeiro (enviadas, em análise, aprovadas a converter); em cada grupo, a mais antiga. */
export function filaOrdenada(lista: readonly Solicitacao[], status: FiltroStatus, departamento: Departamento | null): Solicitacao[] {
  const desde = (s: Solicitacao) => s.enviada_em ?? s.criado_em;
  return lista
    .filter((s) => passa(s, status) && (departamento === null || s.departamento === departamento))
    .sort((a, b) => PRIORIDADE[a.status] - PRIORIDADE[b.status] || desde(a).localeCompare(desde(b)) || a.id - b.id);
}

export type Kpis = Record<'enviada' | 'em_analise' | 'aprovada' | 'rejeitada' | 'convertida', number>;

/** Quantas em cada situação (toda a lista, sem os filtros). */
export function contarKpis(lista: readonly Solicitacao[]): Kpis {
  const k: Kpis = { enviada: 0, em_analise: 0, aprovada: 0, rejeitada: 0, convertida: 0 };
  for (const s of lista) if (s.status in k) k[s.status as keyof Kpis]++;
  return k;
}
