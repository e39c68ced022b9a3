/** Números e datas em pt-BR (SPEC §9). Datas `YYYY-MM-DD` nunca passam por UTC ("anti-fuso"). */
// criados no primeiro uso: o primeiro Intl da página carrega dados do ICU (~15 ms), melhor fora da
// avaliação dos módulos, que já é uma tarefa longa
let numero: Intl.NumberFormat | undefined;
let umaCasa: Intl.NumberFormat | undefined;
let dataHora: Intl.DateTimeFormat | undefined;

export const formatarNumero = (n: number) => (numero ??= new Intl.NumberFormat('pt-BR')).format(n);

/** Sempre uma casa decimal: `8` → `8,0`, `66.666` → `66,7`. */
export const formatarUmaCasa = (n: number) => (umaCasa ??= new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(n);

/** Média com uma casa ("8,5"); sem média (nada avaliado), "—". */
export const formatarMedia = (v: number | null): string => (v === null ? '—' : formatarUmaCasa(v));

/** `2026-03-05` → `05/03/2026`; instantes ISO → data e hora de São Paulo. */
export function formatarData(valor: string | null | undefined): string {
  if (!valor) return '—';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(valor);
  if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  const d = new Date(valor);
  if (Number.isNaN(d.getTime())) return '—';
  dataHora ??= new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
  return dataHora.format(d);
}
