/**
 * Chaves de consulta das notificações. `contagem` é a mesma chave que a barra de navegação usa
 * ao consultar GET /api/notificacoes/nao-lidas/contagem (resposta crua do contrato no cache).
 */
export const notificacoesKeys = {
  todas: ['notificacoes'] as const,
  listas: () => [...notificacoesKeys.todas, 'lista'] as const,
  lista: (pagina: number, porPagina: number) => [...notificacoesKeys.listas(), { pagina, por_pagina: porPagina }] as const,
  contagem: () => ['notificacoes', 'contagem'] as const,
};
