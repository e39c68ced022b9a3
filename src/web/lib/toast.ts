/**
 * Toasts (SPEC §9) com react-toastify carregado só no primeiro uso, para não pesar no pacote inicial.
 * O contêiner (canto superior direito, padrões da biblioteca) é montado pelo layout quando o primeiro
 * toast é pedido (a biblioteca, ≈ 10 KB, não desce em página alguma antes disso). Toasts pedidos antes de o
 * contêiner montar ficam na fila da própria biblioteca e aparecem assim que ele monta.
 */
type Tipo = 'success' | 'error' | 'info' | 'warning';
type Toastify = typeof import('react-toastify'); // eslint-disable-line @typescript-eslint/consistent-type-imports
let carregando: Promise<Toastify> | null = null;
export const carregarToastify = () => (carregando ??= import('react-toastify'));

let containerPedido = false;
const ouvintes = new Set<() => void>();

/** Pede o contêiner ao layout (idempotente). */
export function pedirContainerDeToasts(): void {
  if (containerPedido) return;
  containerPedido = true;
  ouvintes.forEach((f) => f());
}
export const containerDeToastsPedido = () => containerPedido;
export function observarContainerDeToasts(fn: () => void): () => void {
  ouvintes.add(fn);
  return () => ouvintes.delete(fn);
}

export interface OpcoesToast {
  /** Tempo até fechar (padrão 5000 ms). */
  autoClose?: number | false;
  /** Evita duplicar o mesmo aviso. */
  toastId?: string;
}

/** Textos do SPEC que já começam com um emoji ("✅ Certificado cadastrado."): o emoji é o ícone. */
const COMECA_COM_EMOJI = /^\p{Extended_Pictographic}/u;

function mostrar(tipo: Tipo, mensagem: string, opcoes?: OpcoesToast): void {
  pedirContainerDeToasts();
  // o ícone SVG do tipo ao lado do emoji seriam dois ícones seguidos
  const icone = COMECA_COM_EMOJI.test(mensagem) ? { icon: false as const } : {};
  void carregarToastify()
    .then(({ toast }) => toast[tipo](mensagem, { ...opcoes, ...icone }))
    .catch(() => undefined);
}

export const notificarSucesso = (m: string, o?: OpcoesToast) => mostrar('success', m, o);
export const notificarErro = (m: string, o?: OpcoesToast) => mostrar('error', m, o);
export const notificarInfo = (m: string, o?: OpcoesToast) => mostrar('info', m, o);
export const notificarAviso = (m: string, o?: OpcoesToast) => mostrar('warning', m, o);
