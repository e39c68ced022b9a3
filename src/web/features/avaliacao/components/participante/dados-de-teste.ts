import type { z } from 'zod';
import type { SituacaoAvaliacaoSchema, TurmaParaAvaliar } from '#shared/contracts/avaliacoes.ts';
import type { TipoEvento } from '#shared/rules/eventos.ts';

export function turmaParaAvaliarDeTeste(id = 42, titulo = 'Curso de Vacinação', tipo: TipoEvento = 'Curso'): TurmaParaAvaliar {
  return {
    turma: { id, nome: `Turma ${id}`, data_inicio: '2030-03-01', data_fim: '2030-03-05' },
    evento: { id: id + 100, titulo, tipo },
  };
}

export function situacaoDeTeste(
  tipo: TipoEvento = 'Curso',
  recusa: { codigo: string; mensagem: string } | null = null,
): z.input<typeof SituacaoAvaliacaoSchema> {
  return { ...turmaParaAvaliarDeTeste(42, tipo === 'Curso' ? 'Curso de Vacinação' : `${tipo} de Saúde`, tipo), pode_avaliar: recusa === null, recusa };
}
