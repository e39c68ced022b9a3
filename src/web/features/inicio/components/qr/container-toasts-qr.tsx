import { ContainerDeToasts } from '#web/components/layouts/container-de-toasts.tsx';
import { DURACAO_TOAST_QR_MS, ID_CONTAINER_QR } from './toasts-qr.ts';

/** Avisos da página de QR oficiais: 4 s, o mais novo em cima; posição e rótulo iguais aos do app. */
export function ContainerToastsQr() {
  return <ContainerDeToasts containerId={ID_CONTAINER_QR} autoClose={DURACAO_TOAST_QR_MS} newestOnTop />;
}
