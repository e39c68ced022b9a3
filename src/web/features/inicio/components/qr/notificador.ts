import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';

/** Para onde vão os avisos do QR; cada página pode trocar (a de QR oficiais usa 4 s, mais novo no topo). */
export interface Notificador {
  sucesso: (mensagem: string) => void;
  erro: (mensagem: string) => void;
}

export const notificadorPadrao: Notificador = { sucesso: notificarSucesso, erro: notificarErro };
