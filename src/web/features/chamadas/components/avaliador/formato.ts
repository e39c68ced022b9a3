/** "AAAA-MM-DDTHH:MM" (horário de São Paulo, como o servidor manda) → "DD/MM/AAAA às HH:MM"; "AAAA-MM" → "MM/AAAA". */
export function formatarHorario(valor: string | null): string {
  if (!valor) return '';
  const mes = /^(\d{4})-(\d{2})$/.exec(valor);
  if (mes) return `${mes[2]}/${mes[1]}`;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(valor);
  if (!m) return valor;
  const data = `${m[3]}/${m[2]}/${m[1]}`;
  return m[4] ? `${data} às ${m[4]}:${m[5]}` : data;
}

/** Nota com vírgula decimal (pt-BR), até duas casas. */
export const formatarNota = (n: number): string => n.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
