/**
 * Datas das jornadas sempre no calendário de São Paulo (o do servidor e o da página): uma data tirada de
 * `toISOString()` é a de Greenwich e, entre 21h e meia-noite em Santos, já é amanhã — o prazo de "ontem" ainda
 * não teria passado.
 */

/** Hoje em São Paulo, `AAAA-MM-DD`. */
export function hojeEmSaoPaulo(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

/** `data` (AAAA-MM-DD) mais `dias` dias. */
export function somarDias(data: string, dias: number): string {
  const [a, m, d] = data.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d + dias)).toISOString().slice(0, 10);
}

/** Uma data `AAAA-MM-DD` daqui a `dias` dias (negativo: no passado), em São Paulo. */
export function diaDaqui(dias: number): string {
  return somarDias(hojeEmSaoPaulo(), dias);
}

/** Data e hora daqui a `dias` dias, como o campo datetime-local espera (`AAAA-MM-DDTHH:MM`). */
export function diaEHoraDaqui(dias: number, hora = '23:59'): string {
  return `${diaDaqui(dias)}T${hora}`;
}
