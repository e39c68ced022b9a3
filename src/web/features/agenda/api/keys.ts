/** Chaves de consulta da agenda e dos instrutores. */

/** De onde vêm os encontros: a agenda da pessoa, a de quem ensina ou a da administração. */
export type FonteAgenda = 'minha' | 'instrutor' | 'administrador';

export interface Intervalo {
  de: string;
  ate: string;
}

export const agendaKeys = {
  todas: ['agenda'] as const,
  fonte: (fonte: FonteAgenda) => [...agendaKeys.todas, fonte] as const,
  /** Um mês visível (ou outro intervalo) de uma fonte: cada mês tem o seu cache. */
  intervalo: (fonte: FonteAgenda, i: Intervalo) => [...agendaKeys.fonte(fonte), { de: i.de, ate: i.ate }] as const,
  calendario: () => [...agendaKeys.todas, 'calendario'] as const,
};

export const instrutoresKeys = {
  todos: ['instrutores'] as const,
  lista: () => [...instrutoresKeys.todos, 'lista'] as const,
  turmas: (id: number) => [...instrutoresKeys.todos, id, 'turmas'] as const,
};
