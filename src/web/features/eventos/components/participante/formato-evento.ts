/** Textos das telas de eventos (pt-BR). Datas `AAAA-MM-DD` só passam por `formatarData`, nunca por `new Date`. */
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { ROTULO_INSCRICAO, type StatusInscricao } from '#shared/rules/eventos.ts';

export const plural = (n: number, um: string, varios: string) => `${formatarNumero(n)} ${n === 1 ? um : varios}`;

/** "05/03/2026 a 07/03/2026"; um dia só: "05/03/2026"; sem datas: "Datas a definir". */
export function periodo(inicio: string | null | undefined, fim: string | null | undefined): string {
  if (!inicio && !fim) return 'Datas a definir';
  if (!inicio || !fim || inicio === fim) return formatarData(inicio || fim);
  return `${formatarData(inicio)} a ${formatarData(fim)}`;
}

/** "08:00 às 12:00" (aceita `HH:MM:SS`). */
export function faixaHorario(h: { horario_inicio: string; horario_fim: string } | null | undefined): string {
  return h ? `${h.horario_inicio.slice(0, 5)} às ${h.horario_fim.slice(0, 5)}` : 'Horário a definir';
}

export const textoCargaHoraria = (horas: number) => (horas > 0 ? `${formatarNumero(horas)} h` : 'A definir');

/** Nomes das pessoas, sem repetir ("A definir" quando não há). */
export function nomes(pessoas: readonly { nome: string }[]): string {
  const unicos = [...new Set(pessoas.map((p) => p.nome.trim()).filter(Boolean))];
  return unicos.length > 0 ? unicos.join(', ') : 'A definir';
}

/** "05/03" de `2026-03-05` (o ano aparece no período). */
export const diaMes = (data: string) => formatarData(data).slice(0, 5);

/** Tamanho de arquivo: "850 KB", "1,2 MB". */
export function tamanhoArquivo(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatarNumero(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** Situação da inscrição da pessoa: "Inscrito", "Lista de espera — posição 3" ou "Cancelada". */
export function rotuloMinhaInscricao(status: StatusInscricao, posicao: number | null): string {
  if (status === 'confirmada') return 'Inscrito';
  if (status === 'em_espera') return posicao ? `${ROTULO_INSCRICAO.em_espera} — posição ${formatarNumero(posicao)}` : ROTULO_INSCRICAO.em_espera;
  return ROTULO_INSCRICAO.cancelada;
}
