/** Números e datas em pt-BR (SPEC §9). Datas `YYYY-MM-DD` nunca passam por UTC ("anti-fuso"). */
const numero = new Intl.NumberFormat('pt-BR');
const dataHora = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

export const formatarNumero = (n: number) => numero.format(n);

/** `2026-03-05` → `05/03/2026`; instantes ISO → data e hora de São Paulo. */
export function formatarData(valor: string | null | undefined): string {
  if (!valor) return '—';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(valor);
  if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  const d = new Date(valor);
  return Number.isNaN(d.getTime()) ? '—' : dataHora.format(d);
}
