import { useMemo } from 'react';
import { STATUS_ENVIADOS, type StatusSubmissao } from '#shared/rules/chamadas.ts';
import { idDaUrl, useParametrosDaUrl } from '#web/lib/estado-na-url.ts';

/** Situações que a administração vê (o rascunho é só do autor), na ordem dos filtros. */
export const SITUACOES_ADMIN = [...STATUS_ENVIADOS, 'retirada'] as const satisfies readonly StatusSubmissao[];
export type SituacaoAdmin = (typeof SITUACOES_ADMIN)[number];
export const ehSituacao = (v: string | null): v is SituacaoAdmin => (SITUACOES_ADMIN as readonly string[]).includes(v ?? '');

/**
 * Os filtros da lista de trabalhos no endereço (`chamada`, `status`, `linha`) e o trabalho aberto (`trabalho`):
 * recarregar ou compartilhar o link abre no mesmo lugar. Na rota de uma chamada, a chamada vem do caminho.
 */
export function useFiltrosSubmissoes(chamadaDaRota: number | null) {
  const [params, mudar] = useParametrosDaUrl();
  const chamadaId = chamadaDaRota ?? idDaUrl(params.get('chamada'));
  const linhaId = chamadaId === null ? null : idDaUrl(params.get('linha'));
  const bruto = params.get('status');
  const status: SituacaoAdmin | null = ehSituacao(bruto) ? bruto : null;
  const trabalhoId = idDaUrl(params.get('trabalho'));
  return useMemo(
    () => ({
      chamadaId,
      linhaId,
      status,
      trabalhoId,
      // trocar de chamada apaga a linha (as linhas são de cada chamada)
      mudarChamada: (id: number | null) => mudar({ chamada: id === null ? null : String(id), linha: null }),
      mudarLinha: (id: number | null) => mudar({ linha: id === null ? null : String(id) }),
      mudarStatus: (s: SituacaoAdmin | null) => mudar({ status: s }),
      abrir: (id: number | null) => mudar({ trabalho: id === null ? null : String(id) }),
      limpar: () => mudar({ chamada: null, linha: null, status: null }),
      algumFiltro: (chamadaDaRota === null && chamadaId !== null) || linhaId !== null || status !== null,
    }),
    [chamadaId, linhaId, status, trabalhoId, mudar, chamadaDaRota],
  );
}
