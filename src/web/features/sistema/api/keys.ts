export const emailsKeys = {
  todos: ['emails'] as const,
  lista: (pagina: number, porPagina: number) => [...emailsKeys.todos, 'lista', { pagina, por_pagina: porPagina }] as const,
};

export const tarefasKeys = {
  todas: ['tarefas'] as const,
  falhas: (pagina: number) => [...tarefasKeys.todas, 'falhas', { pagina }] as const,
};

export const metricasKeys = {
  todas: ['metricas'] as const,
  publica: () => [...metricasKeys.todas, 'publica'] as const,
};
