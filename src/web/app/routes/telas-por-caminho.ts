import type { ComponentType } from 'react';
import { sobDemanda, type SobDemanda } from '#web/lib/sob-demanda.ts';

/**
 * Várias telas atrás de uma entrada só da tabela de rotas: cada `sobDemanda` na tabela acrescenta bytes ao
 * pacote inicial, que conta no orçamento do /login (decisões 007 e 008). O módulo da entrada é pequeno,
 * escolhe a tela pelo caminho e cada tela vem no seu pedaço.
 */

/** Uma tela sob demanda a partir de um export nomeado (`import(…).then((m) => m.Tela)`). */
export const tela = <P extends object>(importar: () => Promise<ComponentType<P>>): SobDemanda<P> =>
  sobDemanda(() => importar().then((c) => ({ default: c })));

/**
 * O escolhedor de tela de uma tabela `caminho → tela`. A tela do endereço de entrada começa a descer junto
 * com o módulo, enquanto a guarda confere a sessão (sem isso ela só seria pedida no primeiro render).
 */
export function telasPorCaminho<C extends string>(telas: Record<C, SobDemanda>) {
  /** O caminho da tabela (o roteador ignora maiúsculas e a barra final; aqui também), ou nulo. */
  const caminhoDaTela = (pathname: string): C | null => {
    const limpo = pathname.toLowerCase().replace(/\/+$/, '');
    return Object.hasOwn(telas, limpo) ? (limpo as C) : null;
  };
  const deEntrada = typeof window === 'undefined' ? null : caminhoDaTela(window.location.pathname);
  if (deEntrada) telas[deEntrada].carregar().catch(() => undefined);
  return caminhoDaTela;
}
