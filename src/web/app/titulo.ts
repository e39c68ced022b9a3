import { createContext, useContext } from 'react';

/** Título da rota atual (da tabela de rotas), para páginas e para o document.title. */
export const TituloContext = createContext('Escola da Saúde');
export function useTituloDaRota(): string {
  return useContext(TituloContext);
}
