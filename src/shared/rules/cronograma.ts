/**
 * Regras do cronograma de uma turma (DESIGN §5): um encontro por dia (`data`, `horario_inicio`,
 * `horario_fim`), carga horária e situação derivadas. Implementação única, usada pelo servidor
 * (listas, inscrição, certificados) e pelas telas (prévia da carga horária no editor).
 */

export const FUSO_ESCOLA = 'America/Sao_Paulo';

export interface Encontro {
  /** `AAAA-MM-DD` */
  data: string;
  /** `HH:MM` */
  horario_inicio: string;
  /** `HH:MM` */
  horario_fim: string;
}

/** Um dia de 6 h ou mais desconta 60 min de almoço. */
export const MINUTOS_DIA_LONGO = 6 * 60;
export const MINUTOS_ALMOCO = 60;

const HORA_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutos desde a meia-noite de `HH:MM` (também aceita `HH:MM:SS`, como o PostgreSQL devolve). */
export function minutosDoDia(hora: string): number {
  const m = HORA_RE.exec(hora.slice(0, 5));
  if (!m) throw new Error(`horário inválido: ${hora}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/**
 * Carga horária em horas: por dia, fim − início, menos 60 min quando o dia dura 6 h ou mais;
 * total arredondado para horas inteiras, no mínimo 1. Sem encontros, 0.
 */
export function cargaHoraria(encontros: readonly Encontro[]): number {
  if (encontros.length === 0) return 0;
  let minutos = 0;
  for (const e of encontros) {
    const dia = Math.max(0, minutosDoDia(e.horario_fim) - minutosDoDia(e.horario_inicio));
    minutos += dia >= MINUTOS_DIA_LONGO ? dia - MINUTOS_ALMOCO : dia;
  }
  return Math.max(1, Math.round(minutos / 60));
}

// Os formatadores nascem no primeiro uso, não na avaliação do módulo: no navegador o primeiro Intl com
// fuso carrega dados do ICU (15–40 ms no celular), e este módulo desce com páginas que nem o usam
let formatoSp: Intl.DateTimeFormat | undefined;
let formatoDataSp: Intl.DateTimeFormat | undefined;

/** Diferença (ms) entre o relógio de São Paulo e o UTC num instante. */
function deslocamentoSp(instante: number): number {
  formatoSp ??= new Intl.DateTimeFormat('en-US', {
    timeZone: FUSO_ESCOLA,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(formatoSp.formatToParts(new Date(instante)).map((x) => [x.type, x.value]));
  const comoUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return comoUtc - Math.floor(instante / 1000) * 1000;
}

/** Instantes já calculados (função pura; a confirmação de presença pede os mesmos a cada pedido). */
const instantes = new Map<string, number>();

/** O instante de uma data e hora do relógio de São Paulo (com o horário de verão de anos antigos). */
export function instanteEmSaoPaulo(data: string, hora: string): Date {
  const chave = `${data} ${hora}`;
  const guardado = instantes.get(chave);
  if (guardado !== undefined) return new Date(guardado);
  const [a, m, d] = data.split('-').map(Number) as [number, number, number];
  const min = minutosDoDia(hora);
  const local = Date.UTC(a, m - 1, d, Math.floor(min / 60), min % 60);
  let utc = local - deslocamentoSp(local);
  utc = local - deslocamentoSp(utc);
  if (instantes.size >= 5000) instantes.clear();
  instantes.set(chave, utc);
  return new Date(utc);
}

/** `AAAA-MM-DD` de um instante no calendário de São Paulo. */
export function dataEmSaoPaulo(instante: Date): string {
  formatoDataSp ??= new Intl.DateTimeFormat('en-CA', { timeZone: FUSO_ESCOLA, year: 'numeric', month: '2-digit', day: '2-digit' });
  return formatoDataSp.format(instante);
}

/** Encontros em ordem de data (e de início, por garantia). */
export function ordenarEncontros<T extends Encontro>(encontros: readonly T[]): T[] {
  return [...encontros].sort((a, b) => (a.data === b.data ? a.horario_inicio.localeCompare(b.horario_inicio) : a.data.localeCompare(b.data)));
}

export interface Periodo {
  inicio: Date;
  fim: Date;
  data_inicio: string;
  data_fim: string;
}

/** Primeiro início e último fim de um conjunto de encontros; nulo sem encontros. */
export function periodoDosEncontros(encontros: readonly Encontro[]): Periodo | null {
  if (encontros.length === 0) return null;
  const ord = ordenarEncontros(encontros);
  const primeiro = ord[0]!;
  const ultimo = ord.at(-1)!;
  return {
    inicio: instanteEmSaoPaulo(primeiro.data, primeiro.horario_inicio),
    fim: instanteEmSaoPaulo(ultimo.data, ultimo.horario_fim),
    data_inicio: primeiro.data,
    data_fim: ultimo.data,
  };
}

export const STATUS = ['programado', 'em_andamento', 'encerrado'] as const;
export type Status = (typeof STATUS)[number];
export const ROTULO_STATUS: Record<Status, string> = {
  programado: 'Programado',
  em_andamento: 'Em andamento',
  encerrado: 'Encerrado',
};

/**
 * Situação de uma turma ou evento: programado antes do primeiro início, encerrado depois do
 * último fim, em andamento entre os dois. Sem datas, programado.
 */
export function statusDoPeriodo(periodo: { inicio: Date | string; fim: Date | string } | null, agora: Date): Status {
  if (!periodo) return 'programado';
  const t = agora.getTime();
  if (t < new Date(periodo.inicio).getTime()) return 'programado';
  if (t > new Date(periodo.fim).getTime()) return 'encerrado';
  return 'em_andamento';
}

/**
 * Dois cronogramas chocam quando algum dia em comum tem horários que se cruzam, como intervalos
 * semiabertos `[início, fim)`: terminar às 12:00 e começar às 12:00 não é conflito.
 */
export function encontrosConflitam(a: readonly Encontro[], b: readonly Encontro[]): boolean {
  const porDia = new Map<string, Encontro[]>();
  for (const e of a) porDia.set(e.data, [...(porDia.get(e.data) ?? []), e]);
  return b.some((y) =>
    (porDia.get(y.data) ?? []).some(
      (x) => minutosDoDia(x.horario_inicio) < minutosDoDia(y.horario_fim) && minutosDoDia(y.horario_inicio) < minutosDoDia(x.horario_fim),
    ),
  );
}

/** O horário mais frequente entre os encontros ("08:00 às 12:00"), para resumos. */
export function horarioMaisFrequente(encontros: readonly Encontro[]): { horario_inicio: string; horario_fim: string } | null {
  const contagem = new Map<string, number>();
  for (const e of encontros) {
    const k = `${e.horario_inicio.slice(0, 5)}|${e.horario_fim.slice(0, 5)}`;
    contagem.set(k, (contagem.get(k) ?? 0) + 1);
  }
  let melhor: string | null = null;
  for (const [k, n] of contagem) if (melhor === null || n > contagem.get(melhor)!) melhor = k;
  if (!melhor) return null;
  const [horario_inicio, horario_fim] = melhor.split('|') as [string, string];
  return { horario_inicio, horario_fim };
}
