/** Chaves de consulta do perfil (o perfil em si fica em `dadosKeys`, compartilhado com o cabeçalho). */
export const perfilKeys = {
  todas: ['perfil'] as const,
  preferenciasEmail: () => [...perfilKeys.todas, 'preferencias-email'] as const,
};
