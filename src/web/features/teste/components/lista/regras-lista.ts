import type { TesteDaTurma } from '#shared/contracts/testes.ts';

export interface IndicadoresTestes {
  disponiveis: number;
  emAndamento: number;
  aprovados: number;
  /** Média das melhores notas dos testes já enviados (nula sem nenhum envio). */
  notaMedia: number | null;
}

/** Os números do topo de "Teste do Curso". */
export function indicadores(itens: readonly TesteDaTurma[]): IndicadoresTestes {
  const notas = itens.map((i) => i.melhor_nota).filter((n): n is number => n !== null);
  return {
    disponiveis: itens.filter((i) => i.situacao === 'disponivel').length,
    emAndamento: itens.filter((i) => i.situacao === 'em_andamento').length,
    aprovados: itens.filter((i) => i.situacao === 'aprovado').length,
    // em centésimos: as notas têm até 2 casas, e a média arredonda uma vez só
    notaMedia: notas.length === 0 ? null : Math.round(notas.reduce((s, n) => s + Math.round(n * 100), 0) / notas.length) / 100,
  };
}

const ORDEM = { em_andamento: 0, disponivel: 1, reprovado: 2, bloqueado: 3, aprovado: 4 } as const;

/** O que pede ação primeiro: em andamento, disponíveis, depois o resto; dentro de cada grupo, a turma mais recente. */
export function ordenarTestes(itens: readonly TesteDaTurma[]): TesteDaTurma[] {
  return [...itens].sort((a, b) => ORDEM[a.situacao] - ORDEM[b.situacao] || b.turma.data_fim.localeCompare(a.turma.data_fim));
}
