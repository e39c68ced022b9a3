/** Textos das telas das chamadas: prazos no relógio de São Paulo, meses do período e contagens, em pt-BR. */
import { formatarNumero } from '#web/lib/formato.ts';

/** `2026-03-31T23:59` (horário de São Paulo, como a chamada guarda) → `31/03/2026 às 23:59`. Sem fuso: é a hora do edital. */
export function formatarPrazo(horario: string | null | undefined): string {
  const m = horario ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(horario) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]} às ${m[4]}` : '—';
}

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** `2025-03` → `março de 2025`. */
export function formatarMes(mes: string | null | undefined): string {
  const m = mes ? /^(\d{4})-(\d{2})$/.exec(mes) : null;
  return m ? `${MESES[Number(m[2]) - 1]} de ${m[1]}` : '—';
}

/** `março de 2024 a fevereiro de 2026`. */
export const formatarPeriodo = (inicio: string, fim: string) => `${formatarMes(inicio)} a ${formatarMes(fim)}`;

/** `1 trabalho`, `3 trabalhos`. */
export const textoTrabalhos = (n: number) => `${formatarNumero(n)} ${n === 1 ? 'trabalho' : 'trabalhos'}`;

/** `1 chamada`, `2 chamadas`. */
export const textoChamadas = (n: number) => `${formatarNumero(n)} ${n === 1 ? 'chamada' : 'chamadas'}`;

/** `1 coautor`, `2 coautores`, `nenhum coautor`. */
export const textoCoautores = (n: number) => (n === 0 ? 'nenhum coautor' : `${formatarNumero(n)} ${n === 1 ? 'coautor' : 'coautores'}`);

/** `12 / 2.000` do contador de caracteres. */
export const textoContador = (usados: number, max: number) => `${formatarNumero(usados)} / ${formatarNumero(max)}`;
