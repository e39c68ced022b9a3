/**
 * Chaves de consulta das notificações. A contagem de não lidas é dado de várias partes (sino, painel):
 * a chave e o fetcher dela ficam em `#web/lib/dados/`.
 */
export const notificacoesKeys = {
  todas: ['notificacoes'] as const,
  listas: () => [...notificacoesKeys.todas, 'lista'] as const,
  lista: (pagina: number, porPagina: number) => [...notificacoesKeys.listas(), { pagina, por_pagina: porPagina }] as const,
};
