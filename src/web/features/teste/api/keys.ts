/** Chaves das consultas do teste do curso, debaixo de `['testes']` (salvar, publicar ou enviar invalidam o ramo). */
export const testeKeys = {
  todos: () => ['testes'] as const,
  doEvento: (eventoId: number) => [...testeKeys.todos(), 'evento', eventoId] as const,
  meus: () => [...testeKeys.todos(), 'meus'] as const,
};
