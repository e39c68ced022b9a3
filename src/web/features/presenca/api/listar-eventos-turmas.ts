import type { presencasEndpoints } from '#shared/contracts/presencas.ts';
import { callApi } from '#web/lib/api-client.ts';

/**
 * GET /api/presencas/turmas (as turmas recentes, ou todas, de todos os eventos para a administração). Sem
 * `redirecionar`: o gerador ignora o 403 em silêncio (SPEC §6, §7), em vez de sair da página.
 */
export function listarEventosComTurmas(periodo: 'recentes' | 'todas', signal?: AbortSignal) {
  return callApi<typeof presencasEndpoints.turmas>({ method: 'GET', path: '/api/presencas/turmas' }, { query: { periodo }, signal });
}
