import { useQuery } from '@tanstack/react-query';
import type { presencasEndpoints, QrAoVivo } from '#shared/contracts/presencas.ts';
import { callApi } from '#web/lib/api-client.ts';
import { presencaKeys } from './keys.ts';

/** A contagem de presentes se atualiza a cada 5 s; o código novo é buscado logo depois de o atual vencer. */
export const INTERVALO_CONTAGEM_MS = 5000;
/** Folga depois de `expira_em` antes de pedir o código novo (o servidor já trocou). */
export const FOLGA_TROCA_MS = 300;
/** Relógio do aparelho adiantado (o código "já venceu" aqui e ainda vale lá): pede de novo sem pressa. */
const ESPERA_RELOGIO_ADIANTADO_MS = 3000;

/** GET /api/turmas/:turmaId/presenca/ao-vivo. Sem redirecionar: 403 e 404 viram mensagem na página. */
export function obterQrAoVivo(turmaId: number, signal?: AbortSignal) {
  return callApi<typeof presencasEndpoints.aoVivo>({ method: 'GET', path: '/api/turmas/:turmaId/presenca/ao-vivo' }, { params: { turmaId }, signal });
}

/** Quanto esperar até a próxima consulta: até o código vencer (+ folga), nunca mais que 5 s. */
export function proximaConsultaMs(dados: Pick<QrAoVivo, 'expira_em'> | undefined, agora = Date.now()): number {
  if (!dados) return INTERVALO_CONTAGEM_MS;
  const restante = Date.parse(dados.expira_em) - agora;
  if (!Number.isFinite(restante)) return INTERVALO_CONTAGEM_MS;
  return restante > 0 ? Math.min(INTERVALO_CONTAGEM_MS, restante + FOLGA_TROCA_MS) : ESPERA_RELOGIO_ADIANTADO_MS;
}

export function useQrAoVivo(turmaId: number) {
  return useQuery({
    queryKey: presencaKeys.aoVivo(turmaId),
    queryFn: ({ signal }) => obterQrAoVivo(turmaId, signal),
    refetchInterval: (query) => proximaConsultaMs(query.state.data),
    // volta para a aba (o projetor estava em outra janela): o código da tela já pode ter vencido
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: false,
  });
}
