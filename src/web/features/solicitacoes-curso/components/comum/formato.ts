/**
 * Textos das solicitações e do planejamento: datas sempre como `AAAA-MM-DD` (nunca `new Date` sobre elas,
 * que leria em UTC), em pt-BR.
 */
import type { Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';

export const NOMES_MESES = [
  'janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho',
  'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro',
] as const;

const maiuscula = (t: string) => `${t[0]!.toUpperCase()}${t.slice(1)}`;

/** 3 → "Março"; com ano: "Março de 2026". */
export const nomeDoMes = (mes: number, ano?: number) => `${maiuscula(NOMES_MESES[mes - 1]!)}${ano === undefined ? '' : ` de ${ano}`}`;

/** `08:00:00` → `08:00`. */
export const hora = (h: string) => h.slice(0, 5);

/** "05/03/2026, 08:00–12:00". */
export const textoEncontro = (d: { data: string; horario_inicio: string; horario_fim: string }) =>
  `${formatarData(d.data)}, ${hora(d.horario_inicio)}–${hora(d.horario_fim)}`;

/** Período das datas: "05/03/2026" ou "05/03/2026 a 07/03/2026"; sem datas, "Sem datas". */
export function textoPeriodo(datas: readonly string[]): string {
  if (datas.length === 0) return 'Sem datas';
  const ordenadas = [...datas].sort();
  const [primeira, ultima] = [ordenadas[0]!, ordenadas.at(-1)!];
  return primeira === ultima ? formatarData(primeira) : `${formatarData(primeira)} a ${formatarData(ultima)}`;
}

/** "1 data" / "3 datas". */
export const textoQuantasDatas = (n: number) => `${formatarNumero(n)} ${n === 1 ? 'data' : 'datas'}`;

/** Carga informada, ou a estimada pelas datas (dita como estimada). */
export function textoCarga(s: Pick<Solicitacao, 'carga_horaria' | 'carga_horaria_estimada'>): string {
  if (s.carga_horaria !== null) return `${formatarNumero(s.carga_horaria)} h`;
  return `${formatarNumero(s.carga_horaria_estimada)} h (estimada pelas datas)`;
}

/** "1 solicitação" / "3 solicitações". */
export const textoSolicitacoes = (n: number) => `${formatarNumero(n)} ${n === 1 ? 'solicitação' : 'solicitações'}`;
