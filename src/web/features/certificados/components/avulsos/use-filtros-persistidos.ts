import { useState } from 'react';
import { useValorAtrasado } from '#web/lib/use-valor-atrasado.ts';
import { ehFiltroEnvio, type FiltroEnvio } from './regras.ts';

/** Chaves do navegador (SPEC §9): o filtro de envio e a busca voltam na próxima visita. */
export const CHAVE_FILTRO = 'cert:filtro';
export const CHAVE_BUSCA = 'cert:busca';
/** A busca vale depois de 250 ms sem digitar (SPEC §4, §9). */
export const ATRASO_BUSCA_MS = 250;

function ler(chave: string): string | null {
  try {
    return localStorage.getItem(chave);
  } catch {
    return null;
  }
}

function gravar(chave: string, valor: string): void {
  try {
    localStorage.setItem(chave, valor);
  } catch {
    /* armazenamento bloqueado: o filtro só não volta na próxima visita */
  }
}

/** Filtro de envio (padrão "todos") e busca (padrão vazia), guardados a cada mudança. */
export function useFiltrosPersistidos() {
  const [filtro, setFiltroEstado] = useState<FiltroEnvio>(() => {
    const salvo = ler(CHAVE_FILTRO);
    return ehFiltroEnvio(salvo) ? salvo : 'todos';
  });
  const [busca, setBuscaEstado] = useState(() => ler(CHAVE_BUSCA) ?? '');
  const buscaAplicada = useValorAtrasado(busca, ATRASO_BUSCA_MS);

  function setFiltro(valor: FiltroEnvio) {
    setFiltroEstado(valor);
    gravar(CHAVE_FILTRO, valor);
  }
  function setBusca(valor: string) {
    setBuscaEstado(valor);
    gravar(CHAVE_BUSCA, valor);
  }
  const algumFiltro = filtro !== 'todos' || busca !== '';
  function limpar() {
    setFiltro('todos');
    setBusca('');
  }
  return { filtro, setFiltro, busca, setBusca, buscaAplicada, algumFiltro, limpar };
}
