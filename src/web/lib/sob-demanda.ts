import { createElement, lazy, type ComponentType } from 'react';

/** Componente carregado sob demanda que também sabe se adiantar (`carregar`). */
export type SobDemanda<P extends object = object> = ComponentType<P> & { carregar: () => Promise<void> };

/**
 * Como `React.lazy`, mas com o módulo guardado: quem chamou `carregar()` antes (a rota adianta a página e
 * o provedor de consultas enquanto a guarda confere a sessão) encontra o componente pronto e renderiza
 * direto, sem suspender. O `lazy` puro suspenderia uma vez mesmo com o módulo já baixado, e o React
 * segura a troca do fallback pelo conteúdo por até 300 ms.
 */
export function sobDemanda<P extends object>(importar: () => Promise<{ default: ComponentType<P> }>): SobDemanda<P> {
  let modulo: { default: ComponentType<P> } | undefined;
  let promessa: Promise<void> | undefined;
  // uma falha (rede caiu ao adiantar) não fica guardada: a próxima chamada tenta de novo
  const carregar = () =>
    (promessa ??= importar().then(
      (m) => {
        modulo = m;
      },
      (err: unknown) => {
        promessa = undefined;
        throw err;
      },
    ));
  const Preguicoso = lazy(() => carregar().then(() => modulo!));
  const Componente = (props: P) => createElement(modulo?.default ?? Preguicoso, props);
  return Object.assign(Componente, { carregar });
}
