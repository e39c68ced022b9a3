/**
 * Carregamento sob demanda do Google Identity Services: o script só é pedido quando o servidor
 * informa um client id (GET /api/auth/config). Tipos mínimos do que usamos.
 */
export const URL_SCRIPT_GOOGLE = 'https://accounts.google.com/gsi/client';

export interface GoogleIdentity {
  accounts: {
    id: {
      initialize(opcoes: { client_id: string; callback: (resposta: { credential?: string }) => void; ux_mode?: 'popup' }): void;
      renderButton(alvo: HTMLElement, opcoes: Record<string, string | number>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

/**
 * Carrega o script uma vez: se a tag já está na página (outra visita ao /login ainda esperando),
 * apenas espera por ela. Em falha a tag sai, para que uma próxima visita tente de novo.
 */
export function carregarGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  return new Promise<GoogleIdentity>((resolve, reject) => {
    let script = document.head.querySelector<HTMLScriptElement>(`script[src="${URL_SCRIPT_GOOGLE}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = URL_SCRIPT_GOOGLE;
      script.async = true;
      script.defer = true;
      document.head.append(script);
    }
    const tag = script;
    tag.addEventListener('load', () => (window.google?.accounts?.id ? resolve(window.google) : reject(new Error('Google Identity indisponível'))), { once: true });
    tag.addEventListener(
      'error',
      () => {
        tag.remove();
        reject(new Error('Falha ao carregar o script do Google'));
      },
      { once: true },
    );
  });
}
