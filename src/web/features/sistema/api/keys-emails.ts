export const emailsKeys = {
  todos: ['emails'] as const,
  lista: (pagina: number, porPagina: number) => [...emailsKeys.todos, 'lista', { pagina, por_pagina: porPagina }] as const,
};
