/** As mensagens de falha da câmera (nomes dos erros do getUserMedia, inclusive os antigos do Chrome e do Firefox). */
export const MENSAGENS_CAMERA = {
  negada: 'Permissão de câmera negada. Habilite o acesso nas configurações do navegador.',
  ausente: 'Nenhuma câmera foi encontrada neste dispositivo.',
  emUso: 'A câmera está em uso por outro aplicativo. Feche outros apps e tente novamente.',
  outra: 'Erro ao iniciar o scanner.',
} as const;

const POR_NOME: Record<string, keyof typeof MENSAGENS_CAMERA> = {
  NotAllowedError: 'negada',
  PermissionDeniedError: 'negada',
  SecurityError: 'negada',
  NotFoundError: 'ausente',
  DevicesNotFoundError: 'ausente',
  OverconstrainedError: 'ausente',
  ConstraintNotSatisfiedError: 'ausente',
  NotReadableError: 'emUso',
  TrackStartError: 'emUso',
  AbortError: 'emUso',
};

export function mensagemDeErroDaCamera(err: unknown): string {
  const nome = typeof err === 'object' && err !== null ? String((err as { name?: unknown }).name ?? '') : '';
  return MENSAGENS_CAMERA[POR_NOME[nome] ?? 'outra'];
}
