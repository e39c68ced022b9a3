import { apiQuieta, quandoApiQuieta } from './api-client.ts';

/**
 * Roda `fn` (uma vez) quando a página que abriu assentou: depois do `load`, com o título dela (o h1 do
 * `main`) na tela, sem pedido à API em andamento e com o navegador ocioso. Para o que não é da página: o
 * rodapé (abaixo da dobra) e o registro do service worker. O `load` sozinho chega cedo: ainda faltam a
 * sessão, o pedaço da página, os dados dela e o desenho deles, e o rodapé disputaria a rede e o
 * processador com eles. Sem requestIdleCallback (Safari), a próxima tarefa; se a página não assentar,
 * 10 s depois do `load`.
 */
export function depoisDoLoad(fn: () => void): void {
  let feito = false;
  const uma = () => {
    if (!feito) {
      feito = true;
      fn();
    }
  };
  const ocioso = (f: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(f, { timeout: 5000 }) : setTimeout(f));
  const pronta = () => apiQuieta() && document.querySelector('main h1') !== null;
  // enquanto o navegador esperava, a página pode ter pedido mais (os dados, depois da sessão): espera de novo
  const tentar = (): void => quandoApiQuieta(() => ocioso(() => (pronta() ? uma() : void setTimeout(tentar, 50))));
  const comecar = () => {
    tentar();
    setTimeout(uma, 10_000);
  };
  if (document.readyState === 'complete') comecar();
  else addEventListener('load', comecar, { once: true });
}
