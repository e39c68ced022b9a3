import { ToastContainer } from 'react-toastify';
import { DURACAO_TOAST_QR_MS, ID_CONTAINER_QR } from './toasts-qr.ts';

/** Avisos da página de QR oficiais: canto superior direito, 4 s, o mais novo em cima. */
export function ContainerToastsQr() {
  return <ToastContainer containerId={ID_CONTAINER_QR} position="top-right" autoClose={DURACAO_TOAST_QR_MS} newestOnTop pauseOnHover pauseOnFocusLoss draggablePercent={80} />;
}
