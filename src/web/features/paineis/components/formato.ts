/** Datas e horas dos painéis em pt-BR, sem passar `AAAA-MM-DD` por UTC. */
const DIAS = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'] as const;

/** `2030-03-10` → `dom., 10/03/2030`. */
export function diaComSemana(data: string): string {
  const [a, m, d] = data.split('-').map(Number);
  const semana = DIAS[new Date(Date.UTC(a!, m! - 1, d!)).getUTCDay()]!;
  return `${semana}, ${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${a}`;
}

/** `08:00` e `12:00` → `08:00–12:00`. */
export const faixaDeHorario = (inicio: string, fim: string) => `${inicio.slice(0, 5)}–${fim.slice(0, 5)}`;

/** 0,456 → `46 %`. */
export const porcento = (fracao: number) => `${Math.round(fracao * 100).toLocaleString('pt-BR')} %`;

/** `8 horas` / `1 hora`. */
export const horas = (h: number) => `${h.toLocaleString('pt-BR')} ${h === 1 ? 'hora' : 'horas'}`;
