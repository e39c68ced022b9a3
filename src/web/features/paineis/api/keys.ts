/** Chaves das consultas dos painéis (issue 21). */
export const paineisKeys = {
  todos: () => ['paineis'] as const,
  usuario: () => [...paineisKeys.todos(), 'usuario'] as const,
  instrutor: () => [...paineisKeys.todos(), 'instrutor'] as const,
};
