/**
 * Datas das telas de salas, sempre como texto `AAAA-MM-DD` / `AAAA-MM` (nunca `new Date('AAAA-MM-DD')`, que
 * lê em UTC e volta um dia no Brasil). As contas de calendário vêm de `rules/salas.ts`.
 */
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { diaDaSemana, mesDe, somarDias, ultimoDiaDoMes } from '#shared/rules/salas.ts';

export const NOMES_MESES = [
  'janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho',
  'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro',
] as const;
export const NOMES_DIAS_SEMANA = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'] as const;
export const SIGLAS_DIAS_SEMANA = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

const maiuscula = (t: string) => `${t[0]!.toUpperCase()}${t.slice(1)}`;
const partes = (data: string) => data.split('-').map(Number) as [number, number, number];

/** Hoje e o mês corrente no calendário de São Paulo. */
export const hojeEmSaoPaulo = () => dataEmSaoPaulo(new Date());
export const mesAtual = () => mesDe(hojeEmSaoPaulo());
export const anoAtual = () => Number(hojeEmSaoPaulo().slice(0, 4));

/** `2030-03` válido (ou nulo). */
export const lerMes = (texto: string | null | undefined): string | null => (/^\d{4}-(0[1-9]|1[0-2])$/.test(texto ?? '') ? texto! : null);

/** "Março de 2030". */
export function rotuloDoMes(mes: string): string {
  const [ano, m] = partes(mes);
  return `${maiuscula(NOMES_MESES[m - 1]!)} de ${ano}`;
}

/** "segunda-feira, 3 de março de 2030" (sem o ano: "segunda-feira, 3 de março"). */
export function dataPorExtenso(data: string, comAno = true): string {
  const [ano, m, d] = partes(data);
  const base = `${NOMES_DIAS_SEMANA[diaDaSemana(data)]}, ${d} de ${NOMES_MESES[m - 1]}`;
  return comAno ? `${base} de ${ano}` : base;
}

/** "segunda-feira, 03/03/2030". */
export function dataComSemana(data: string): string {
  const [ano, m, d] = partes(data);
  const z = (n: number) => String(n).padStart(2, '0');
  return `${NOMES_DIAS_SEMANA[diaDaSemana(data)]}, ${z(d)}/${z(m)}/${ano}`;
}

/** "03/03". */
export const diaEMes = (data: string) => `${data.slice(8, 10)}/${data.slice(5, 7)}`;

/** Número do dia (3). */
export const numeroDoDia = (data: string) => partes(data)[2];

/**
 * Semanas do mês só com os dias úteis (segunda a sexta): cada semana tem 5 posições, com a data ou
 * `null` (dias de outro mês). Sábados e domingos nunca abrem para pedido, então não ocupam espaço.
 */
export function semanasUteis(mes: string): (string | null)[][] {
  const ultimo = ultimoDiaDoMes(mes);
  const semanas: (string | null)[][] = [];
  let segunda = somarDias(`${mes}-01`, 1 - (diaDaSemana(`${mes}-01`) || 7));
  while (segunda <= ultimo) {
    const semana = [0, 1, 2, 3, 4].map((i) => {
      const d = somarDias(segunda, i);
      return mesDe(d) === mes ? d : null;
    });
    if (semana.some(Boolean)) semanas.push(semana);
    segunda = somarDias(segunda, 7);
  }
  return semanas;
}

/** "Auditório, quarta-feira, 20/03/2030, manhã" (nomes acessíveis e descrições de diálogos). */
export function descreverReserva(r: { sala: { nome: string }; data: string; periodo: 'manha' | 'tarde' }): string {
  return `${r.sala.nome}, ${dataComSemana(r.data)}, ${r.periodo === 'manha' ? 'manhã' : 'tarde'}`;
}
