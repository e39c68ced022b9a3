export const tarefasKeys = {
  todas: ['tarefas'] as const,
  falhas: (pagina: number) => [...tarefasKeys.todas, 'falhas', { pagina }] as const,
};
