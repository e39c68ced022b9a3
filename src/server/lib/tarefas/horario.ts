/** Fuso de todas as regras de data da escola (DESIGN §2). */
export const FUSO = 'America/Sao_Paulo';

const formato = new Intl.DateTimeFormat('en-CA', {
  timeZone: FUSO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Data (`AAAA-MM-DD`) e hora (`HH:MM`) de um instante no horário de São Paulo. */
export function agoraEmSaoPaulo(instante: Date): { data: string; hora: string } {
  const p = Object.fromEntries(formato.formatToParts(instante).map((x) => [x.type, x.value]));
  return { data: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
}
