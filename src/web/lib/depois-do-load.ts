/**
 * Roda `fn` depois do `load`, com o navegador ocioso (ou na hora, se o `load` já passou e o navegador
 * estiver ocioso). Para o que não é da página que abre: o rodapé, o registro do service worker. Sem
 * requestIdleCallback (Safari), logo depois do `load`.
 */
export function depoisDoLoad(fn: () => void): void {
  const ocioso = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 5000 }) : setTimeout(fn));
  if (document.readyState === 'complete') ocioso();
  else addEventListener('load', ocioso, { once: true });
}
