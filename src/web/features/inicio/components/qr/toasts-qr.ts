import { carregarToastify } from '#web/lib/toast.ts';
import type { Notificador } from './notificador.ts';

/** Contêiner próprio da página de QR oficiais: avisos de 4 s, o mais novo no topo (SPEC §9). */
export const ID_CONTAINER_QR = 'qr-site';
export const DURACAO_TOAST_QR_MS = 4000;

export const notificadorQr: Notificador = {
  sucesso: (m) => void carregarToastify().then(({ toast }) => toast.success(m, { containerId: ID_CONTAINER_QR, autoClose: DURACAO_TOAST_QR_MS })),
  erro: (m) => void carregarToastify().then(({ toast }) => toast.error(m, { containerId: ID_CONTAINER_QR, autoClose: DURACAO_TOAST_QR_MS })),
};
