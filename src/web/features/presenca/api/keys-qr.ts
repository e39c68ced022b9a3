import { dadosKeys } from '#web/lib/dados/chaves.ts';

/** Chaves de consulta do QR de presença, debaixo de `['presencas']` (uma marcação de presença invalida tudo). */
export const qrPresencaKeys = {
  /** GET /api/presencas/turmas para o gerador de PDFs (sem o redirecionamento do 403: SPEC §6). */
  eventos: (periodo: 'recentes' | 'todas') => [...dadosKeys.presencas(), 'qr-codes', 'eventos', periodo] as const,
  aoVivo: (turmaId: number) => [...dadosKeys.presencas(), 'ao-vivo', turmaId] as const,
};
