import type { UsuarioAutenticado } from '../../lib/context.ts';
import { ehAdmin } from '../../lib/permissao.ts';

/** A caixa de saída de e-mails é da administração (e cada leitura fica na auditoria). */
export function podeLerCaixaDeSaida(usuario: Pick<UsuarioAutenticado, 'perfis'>): boolean {
  return ehAdmin(usuario);
}

/** As métricas de operação (Prometheus): a administração; o coletor entra com o token configurado, não por aqui. */
export function podeLerMetricas(usuario: Pick<UsuarioAutenticado, 'perfis'>): boolean {
  return ehAdmin(usuario);
}
