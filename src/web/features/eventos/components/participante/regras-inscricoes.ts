import type { MinhaInscricaoItem } from '#shared/contracts/inscricoes.ts';
import type { Status } from '#shared/rules/cronograma.ts';

/** Em andamento primeiro, depois as próximas (da mais perto), as encerradas (da mais recente) e, no fim, as canceladas. */
const PESO: Record<Status, number> = { em_andamento: 0, programado: 1, encerrado: 2 };

export function ordenarInscricoes(itens: readonly MinhaInscricaoItem[]): MinhaInscricaoItem[] {
  return [...itens].sort((a, b) => {
    const ca = a.status === 'cancelada' ? 1 : 0;
    const cb = b.status === 'cancelada' ? 1 : 0;
    if (ca !== cb) return ca - cb;
    const pa = PESO[a.turma.status];
    const pb = PESO[b.turma.status];
    if (pa !== pb) return pa - pb;
    const porData = a.turma.data_inicio.localeCompare(b.turma.data_inicio);
    return (a.turma.status === 'encerrado' ? -porData : porData) || a.id - b.id;
  });
}

export interface Indicadores {
  ativas: number;
  listaDeEspera: number;
  emAndamento: number;
}

/** Contagens do topo de "Meus Cursos" (as canceladas não contam). */
export function indicadores(itens: readonly MinhaInscricaoItem[]): Indicadores {
  const ativas = itens.filter((i) => i.status !== 'cancelada');
  return {
    ativas: ativas.length,
    listaDeEspera: ativas.filter((i) => i.status === 'em_espera').length,
    emAndamento: ativas.filter((i) => i.turma.status === 'em_andamento').length,
  };
}
