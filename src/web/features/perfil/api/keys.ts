export const perfilKeys = {
  todos: ['perfil'] as const,
  me: () => [...perfilKeys.todos, 'me'] as const,
  lookups: () => ['lookups'] as const,
};
