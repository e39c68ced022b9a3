/**
 * Datas do calendário da agenda, sempre como texto `AAAA-MM-DD` (nunca `new Date('AAAA-MM-DD')`,
 * que lê em UTC e volta um dia no Brasil). As contas usam `Date.UTC` só como aritmética de dias.
 */
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';

/** Um mês do calendário: `mes` de 1 a 12. */
export interface Mes {
  ano: number;
  mes: number;
}

export const NOMES_MESES = [
  'janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho',
  'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro',
] as const;
export const NOMES_DIAS_SEMANA = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'] as const;
export const SIGLAS_DIAS_SEMANA = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

const z2 = (n: number) => String(n).padStart(2, '0');
const MES_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DATA_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Partes de `AAAA-MM-DD` (sem fuso). */
export function partesDaData(data: string): { ano: number; mes: number; dia: number } {
  const m = DATA_RE.exec(data);
  if (!m) throw new Error(`data inválida: ${data}`);
  return { ano: Number(m[1]), mes: Number(m[2]), dia: Number(m[3]) };
}

const comoTexto = (utc: number) => {
  const d = new Date(utc);
  return `${d.getUTCFullYear()}-${z2(d.getUTCMonth() + 1)}-${z2(d.getUTCDate())}`;
};

/** Hoje no calendário de São Paulo. */
export const hoje = (agora = new Date()) => dataEmSaoPaulo(agora);

/** `AAAA-MM-DD` mais `n` dias (negativo volta). */
export function somarDias(data: string, n: number): string {
  const { ano, mes, dia } = partesDaData(data);
  return comoTexto(Date.UTC(ano, mes - 1, dia + n));
}

/** 0 = domingo … 6 = sábado. */
export function diaDaSemana(data: string): number {
  const { ano, mes, dia } = partesDaData(data);
  return new Date(Date.UTC(ano, mes - 1, dia)).getUTCDay();
}

export const mesDaData = (data: string): Mes => {
  const { ano, mes } = partesDaData(data);
  return { ano, mes };
};

/** `2026-03` → mês; texto inválido → nulo. */
export function lerMes(texto: string | null | undefined): Mes | null {
  const m = MES_RE.exec(texto ?? '');
  return m ? { ano: Number(m[1]), mes: Number(m[2]) } : null;
}

export const textoDoMes = (m: Mes) => `${m.ano}-${z2(m.mes)}`;
export const mesmoMes = (a: Mes, b: Mes) => a.ano === b.ano && a.mes === b.mes;

export function somarMeses(m: Mes, n: number): Mes {
  const total = m.ano * 12 + (m.mes - 1) + n;
  return { ano: Math.floor(total / 12), mes: (total % 12) + 1 };
}

export const diasNoMes = (m: Mes) => new Date(Date.UTC(m.ano, m.mes, 0)).getUTCDate();

/** Primeiro e último dia do mês: o intervalo pedido à API (`de`, `ate`). */
export function limitesDoMes(m: Mes): { de: string; ate: string } {
  return { de: `${textoDoMes(m)}-01`, ate: `${textoDoMes(m)}-${z2(diasNoMes(m))}` };
}

/** "Março de 2026". */
export function rotuloDoMes(m: Mes): string {
  const nome = NOMES_MESES[m.mes - 1]!;
  return `${nome[0]!.toUpperCase()}${nome.slice(1)} de ${m.ano}`;
}

/**
 * Semanas do mês, de domingo a sábado: cada célula é a data do mês ou `null` (dias de outros meses
 * ficam em branco; a agenda só busca o mês visível).
 */
export function semanasDoMes(m: Mes): (string | null)[][] {
  const primeiro = `${textoDoMes(m)}-01`;
  const vazioAntes = diaDaSemana(primeiro);
  const total = diasNoMes(m);
  const celulas: (string | null)[] = [
    ...Array.from({ length: vazioAntes }, () => null),
    ...Array.from({ length: total }, (_, i) => `${textoDoMes(m)}-${z2(i + 1)}`),
  ];
  while (celulas.length % 7 !== 0) celulas.push(null);
  return Array.from({ length: celulas.length / 7 }, (_, s) => celulas.slice(s * 7, s * 7 + 7));
}

/** "terça-feira, 3 de março de 2026" (sem o ano: "terça-feira, 3 de março"). */
export function dataPorExtenso(data: string, comAno = true): string {
  const { ano, mes, dia } = partesDaData(data);
  const base = `${NOMES_DIAS_SEMANA[diaDaSemana(data)]}, ${dia} de ${NOMES_MESES[mes - 1]}`;
  return comAno ? `${base} de ${ano}` : base;
}

/** `08:00:00` → `08:00`. */
export const hora = (h: string) => h.slice(0, 5);
