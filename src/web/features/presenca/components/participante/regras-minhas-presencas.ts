import type { MinhaPresenca } from '#shared/contracts/presencas.ts';

export interface IndicadoresPresenca {
  turmas: number;
  encerradas: number;
  elegiveis: number;
  comMinimo: number;
}

/** Os números do topo: turmas, encerradas, elegíveis para avaliação e com ao menos 75 %. */
export function indicadoresPresenca(lista: readonly MinhaPresenca[]): IndicadoresPresenca {
  return {
    turmas: lista.length,
    encerradas: lista.filter((i) => i.turma.status === 'encerrado').length,
    elegiveis: lista.filter((i) => i.elegivel_avaliacao).length,
    comMinimo: lista.filter((i) => i.frequencia.atingiu).length,
  };
}

const ORDEM_STATUS = { em_andamento: 0, programado: 1, encerrado: 2 } as const;

/** Em andamento primeiro, depois as próximas (a mais perto antes), depois as encerradas (a mais recente antes). */
export function ordenarPresencas(lista: readonly MinhaPresenca[]): MinhaPresenca[] {
  return [...lista].sort((a, b) => {
    const s = ORDEM_STATUS[a.turma.status] - ORDEM_STATUS[b.turma.status];
    if (s !== 0) return s;
    if (a.turma.status === 'encerrado') return b.turma.data_fim.localeCompare(a.turma.data_fim);
    return a.turma.data_inicio.localeCompare(b.turma.data_inicio) || a.turma.id - b.turma.id;
  });
}
