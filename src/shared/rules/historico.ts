/**
 * Histórico de formação (issue 21): os cursos concluídos (certificados de participante válidos), os
 * totais por ano de São Paulo e o endereço público de validação. Uma implementação para o servidor
 * (PDF, validação, painel) e para as telas.
 */

/** Endereço público de validação do histórico (o que vai no QR). */
export function urlDoHistorico(base: string, codigo: string): string {
  return `${base.replace(/\/+$/, '')}/validar-historico?codigo=${encodeURIComponent(codigo)}`;
}

/** Nome do arquivo do PDF: `historico-de-formacao-7KQ2-M9XD-4RTA.pdf`. */
export function nomeDoArquivoDoHistorico(codigo: string): string {
  return `historico-de-formacao-${codigo}.pdf`;
}

/** O ano de uma data `AAAA-MM-DD` já no calendário de São Paulo (sem passar por `Date`). */
export const anoDaData = (data: string): number => Number(data.slice(0, 4));

export interface HorasNoAno {
  ano: number;
  horas: number;
  cursos: number;
}

/** Horas e cursos por ano (do mais recente ao mais antigo) e o total geral. */
export function totaisPorAno(itens: readonly { ano: number; carga_horaria: number }[]): { por_ano: HorasNoAno[]; horas: number; cursos: number } {
  const anos = new Map<number, HorasNoAno>();
  for (const i of itens) {
    const a = anos.get(i.ano) ?? { ano: i.ano, horas: 0, cursos: 0 };
    a.horas += i.carga_horaria;
    a.cursos += 1;
    anos.set(i.ano, a);
  }
  const por_ano = [...anos.values()].sort((x, y) => y.ano - x.ano);
  return { por_ano, horas: por_ano.reduce((s, a) => s + a.horas, 0), cursos: itens.length };
}
