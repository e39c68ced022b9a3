/**
 * Textos dos certificados na tela: período, datas de emissão, frequência e "faltam" por etapa. As datas
 * `AAAA-MM-DD` nunca passam por `Date` (fuso); os instantes ISO viram a data de São Paulo.
 */
import { dataBr, type Etapa } from '#shared/rules/certificado.ts';
import { formatarNumero } from '#web/lib/formato.ts';

/** "12/05/2026 a 14/05/2026", "12/05/2026" (um dia) ou nulo sem datas. */
export function periodo(inicio: string | null, fim: string | null): string | null {
  const i = inicio ?? fim;
  if (!i) return null;
  const f = fim ?? i;
  return i.slice(0, 10) === f.slice(0, 10) ? dataBr(i) : `${dataBr(i)} a ${dataBr(f)}`;
}

let soData: Intl.DateTimeFormat | undefined;

/** Instante ISO → data em São Paulo ("05/03/2030"); vazio ou inválido vira "—". */
export function dataDoInstante(valor: string | null | undefined): string {
  if (!valor) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(valor)) return dataBr(valor);
  const d = new Date(valor);
  if (Number.isNaN(d.getTime())) return '—';
  soData ??= new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' });
  return soData.format(d);
}

let percentual: Intl.NumberFormat | undefined;

/** Frequência (fração de 0 a 1) em pt-BR: "87,5%"; sem frequência (equipe), "—". */
export function formatarFrequencia(fracao: number | null): string {
  if (fracao === null) return '—';
  return (percentual ??= new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 })).format(fracao);
}

/** O que falta, curto, para a contagem por turma: "3 sem avaliação", "1 abaixo de 75 %". */
const FALTA_CURTO: Record<Etapa, string> = {
  inscricao: 'sem inscrição confirmada',
  encerramento: 'aguardando o fim da turma',
  frequencia: 'abaixo de 75 %',
  teste: 'sem aprovação no teste',
  avaliacao: 'sem avaliação',
};

export const textoFalta = (etapa: Etapa, pessoas: number): string => `${formatarNumero(pessoas)} ${FALTA_CURTO[etapa]}`;

/** "1 certificado", "3 certificados". */
export const plural = (n: number, um: string, varios: string): string => `${formatarNumero(n)} ${n === 1 ? um : varios}`;
