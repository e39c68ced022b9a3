/**
 * Chaves de consulta da administração da instituição. A leitura pública (rodapé, Contato…) não passa
 * pelo TanStack Query: mora em `lib/dados/instituicao.ts` (decisão 019).
 */
export const instituicaoKeys = {
  /** GET /api/admin/instituicao: os dados com o remetente dos e-mails. */
  admin: () => ['instituicao', 'admin'] as const,
};
