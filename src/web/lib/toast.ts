/**
 * Toasts (SPEC §9) com react-toastify carregado só no primeiro uso, para não pesar no pacote inicial.
 * O contêiner é montado pelo layout (`ContainerDeToasts`).
 */
type Tipo = 'success' | 'error' | 'info' | 'warning';
type Toastify = typeof import('react-toastify'); // eslint-disable-line @typescript-eslint/consistent-type-imports
let carregando: Promise<Toastify> | null = null;
export const carregarToastify = () => (carregando ??= import('react-toastify'));

function mostrar(tipo: Tipo, mensagem: string): void {
  void carregarToastify().then(({ toast }) => toast[tipo](mensagem));
}

export const notificarSucesso = (m: string) => mostrar('success', m);
export const notificarErro = (m: string) => mostrar('error', m);
export const notificarInfo = (m: string) => mostrar('info', m);
export const notificarAviso = (m: string) => mostrar('warning', m);
