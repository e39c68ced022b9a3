import { ApiError } from '#web/lib/api-client.ts';

/**
 * Texto de uma falha de carregamento: o que não deu certo e, quando existe, o motivo que o servidor
 * escreveu (nunca só "erro"). Falha de rede e tempo esgotado usam os textos do catálogo (SPEC §8).
 */
export function mensagemDeFalha(contexto: string, err: unknown): string {
  const motivo = err instanceof Error && err.message ? err.message.trim() : '';
  if (!motivo || (err instanceof ApiError && err.status >= 500 && err.code === 'HTTP')) return `${contexto} Tente novamente em instantes.`;
  return `${contexto} ${/[.!?]$/.test(motivo) ? motivo : `${motivo}.`}`;
}
