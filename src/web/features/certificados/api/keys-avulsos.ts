import { assinaturaKeys } from '#web/components/assinatura/api.ts';

/**
 * Chaves das consultas dos certificados avulsos. A lista de quem pode assinar fica debaixo de
 * `['assinaturas']`: salvar ou remover a própria assinatura (modal do perfil) já a marca como velha.
 */
export const avulsosKeys = {
  todos: () => ['certificados-avulsos'] as const,
  lista: () => [...avulsosKeys.todos(), 'lista'] as const,
  assinantes: () => [...assinaturaKeys.todas(), 'lista'] as const,
};
