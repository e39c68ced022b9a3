/**
 * Dados de teste dos resultados da avaliação. Os handlers passam estes valores pelo `.parse` dos
 * esquemas do contrato (`respostaDoContrato`), então eles precisam ser válidos.
 */
import type { Agregado, AgregadoComComentarios, NaoResponderam, ResultadoCriterio, ResultadosAdmin, ResultadosInstrutor, ResumoTurmaResultado } from '#shared/contracts/avaliacoes-resultados.ts';
import { criteriosDoTipo, ESCALA } from '#shared/rules/avaliacao.ts';

/** Critérios do curso: todos com um Ótimo e um Bom (média 9,0), menos Limpeza (um Bom e um Ruim: 6,0). */
export function criteriosDeTeste(): ResultadoCriterio[] {
  return criteriosDoTipo('Curso').map((c) => {
    const notas: Record<string, number> = c.chave === 'limpeza' ? { bom: 1, ruim: 1 } : { otimo: 1, bom: 1 };
    return {
      chave: c.chave, rotulo: c.rotulo, obrigatorio: c.obrigatorio, respostas: 2, media: c.chave === 'limpeza' ? 6 : 9,
      distribuicao: ESCALA.map((e) => ({ nota: e.chave, quantidade: notas[e.chave] ?? 0 })),
    };
  });
}

export function agregadoDeTeste(o: Partial<Agregado> = {}): Agregado {
  return { turmas: 1, elegiveis: 3, respostas: 2, taxa_resposta: 66.7, media_geral: 8.8, detalhes_ocultos: false, criterios: criteriosDeTeste(), ...o };
}

export function resultadoDeTeste(o: Partial<AgregadoComComentarios> = {}): AgregadoComComentarios {
  return {
    ...agregadoDeTeste(),
    comentarios: { gostou_mais: ['A didática.', 'Os casos práticos.'], sugestoes_melhoria: ['Mais pausas.'], comentarios_finais: [] },
    ...o,
  };
}

export function turmaResultadoDeTeste(id: number, o: Partial<ResumoTurmaResultado> = {}): ResumoTurmaResultado {
  return {
    turma: { id, nome: `Turma ${id}`, data_inicio: '2030-03-01', data_fim: '2030-03-05', encerrada: true },
    evento: { id: id + 100, titulo: 'Curso de Vacinação', tipo: 'Curso' },
    instrutores: ['Ana Souza'],
    elegiveis: 3, respostas: 2, taxa_resposta: 66.7, media_geral: 8.8, detalhes_ocultos: false,
    ...o,
  };
}

/** Duas turmas do instrutor (5, a mais recente, e 4); o detalhe é o da 5. */
export function resultadosInstrutorDeTeste(turmaId = 5): ResultadosInstrutor {
  return {
    turmas: [turmaResultadoDeTeste(5), turmaResultadoDeTeste(4, { turma: { id: 4, nome: 'Turma 4', data_inicio: '2030-02-01', data_fim: '2030-02-03', encerrada: true }, respostas: 0, taxa_resposta: 0, media_geral: null })],
    geral: agregadoDeTeste({ turmas: 2, elegiveis: 6, taxa_resposta: 33.3 }),
    turma_id: turmaId,
    resultado: turmaId === 5 ? resultadoDeTeste() : resultadoDeTeste({ respostas: 0, taxa_resposta: 0, media_geral: null }),
  };
}

/** Como o servidor responde ao instrutor com 1 ou 2 respostas: só as contagens, sem médias, distribuição nem comentários. */
export function resultadosInstrutorOcultosDeTeste(): ResultadosInstrutor {
  const oculto = { media_geral: null, detalhes_ocultos: true, criterios: criteriosDeTeste().map((c) => ({ ...c, media: null, distribuicao: [] })) };
  const base = resultadosInstrutorDeTeste();
  return {
    ...base,
    turmas: base.turmas.map((t) => (t.respostas > 0 ? { ...t, media_geral: null, detalhes_ocultos: true } : t)),
    geral: { ...base.geral, ...oculto },
    resultado: { ...base.resultado!, ...oculto, comentarios: { gostou_mais: [], sugestoes_melhoria: [], comentarios_finais: [] } },
  };
}

export function resultadosAdminDeTeste(turmaId: number | null = null): ResultadosAdmin {
  const congresso = turmaResultadoDeTeste(7, { evento: { id: 70, titulo: 'Congresso de APS', tipo: 'Congresso' }, instrutores: ['Carlos Lima'], elegiveis: 1, respostas: 1, taxa_resposta: 100, media_geral: 5.7 });
  return {
    turmas: [congresso, turmaResultadoDeTeste(5)],
    geral: agregadoDeTeste({ turmas: 2, elegiveis: 4, respostas: 3, taxa_resposta: 75 }),
    turma_id: turmaId,
    resultado: resultadoDeTeste(turmaId === null ? { turmas: 2, elegiveis: 4, respostas: 3, taxa_resposta: 75 } : {}),
    opcoes: { eventos: [{ id: 70, nome: 'Congresso de APS' }, { id: 105, nome: 'Curso de Vacinação' }], instrutores: [{ id: 9, nome: 'Ana Souza' }, { id: 8, nome: 'Carlos Lima' }] },
  };
}

export function naoResponderamDeTeste(): NaoResponderam {
  return {
    total: 2,
    turma_ids: [5],
    pessoas: [
      { turma_id: 5, evento: 'Curso de Vacinação', turma: 'Turma 5', nome: 'Beatriz Nunes', email: 'beatriz@teste.gov.br' },
      { turma_id: 5, evento: 'Curso de Vacinação', turma: 'Turma 5', nome: 'Caio Prado', email: 'caio@teste.gov.br' },
    ],
  };
}
