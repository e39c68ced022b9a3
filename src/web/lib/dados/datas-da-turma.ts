import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import type { eventosEndpoints } from '#shared/contracts/eventos.ts';
import { callApi } from '../api-client.ts';
import { dadosKeys } from './chaves.ts';

type Datas = typeof eventosEndpoints.datasDaTurma;
export type EncontroDaTurma = EndpointResponse<Datas>[number];

/** A ordem do SPEC §7: os encontros cadastrados, depois os dias com presença, depois o intervalo. */
export const ORDEM_DAS_FONTES = ['datas', 'presencas', 'intervalo'] as const;
export type FonteDasDatas = (typeof ORDEM_DAS_FONTES)[number];
/** SPEC §5: a busca de datas sem a turma. */
export const MENSAGEM_TURMA_OBRIGATORIA = 'turmaId obrigatório';

/** Id de turma só com dígitos (número ou texto); o resto é "sem turma". */
function idDaTurma(turmaId: unknown): number | null {
  const texto = typeof turmaId === 'number' ? String(turmaId) : typeof turmaId === 'string' ? turmaId.trim() : '';
  return /^\d+$/.test(texto) && Number(texto) > 0 ? Number(texto) : null;
}

/**
 * As datas de uma turma (SPEC §5, §7): GET /api/turmas/:turmaId/datas com `via=datas`, depois
 * `presencas`, depois `intervalo`; a primeira lista não vazia vale (todas vazias: lista vazia). Sem id
 * de turma, recusa com "turmaId obrigatório" antes de chamar o servidor.
 */
export async function buscarDatasDaTurma(turmaId: unknown, signal?: AbortSignal): Promise<EncontroDaTurma[]> {
  const id = idDaTurma(turmaId);
  if (id === null) throw new Error(MENSAGEM_TURMA_OBRIGATORIA);
  for (const via of ORDEM_DAS_FONTES) {
    const datas = await callApi<Datas>({ method: 'GET', path: '/api/turmas/:turmaId/datas' }, { params: { turmaId: id }, query: { via }, signal });
    if (datas.length > 0) return datas;
  }
  return [];
}

export const datasDaTurmaQuery = (turmaId: number) =>
  queryOptions({ queryKey: dadosKeys.datasDaTurma(turmaId), queryFn: ({ signal }) => buscarDatasDaTurma(turmaId, signal) });

/** Os encontros da turma; `ativo: false` espera (ex.: até a pessoa abrir a lista de encontros). */
export function useDatasDaTurma(turmaId: number, { ativo = true }: { ativo?: boolean } = {}) {
  return useQuery({ ...datasDaTurmaQuery(turmaId), enabled: ativo });
}
