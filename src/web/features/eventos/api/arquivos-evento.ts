import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import type { eventosEndpoints } from '#shared/contracts/eventos.ts';
import { callApi, json, requisitar } from '#web/lib/api-client.ts';

/** PUT /api/eventos/:id/folder: o corpo é a própria imagem (PNG ou JPEG), com o Content-Type dela. */
export async function enviarFolder(id: number, imagem: Blob) {
  const r = await requisitar('PUT', `/api/eventos/${id}/folder`, { body: imagem, headers: { 'Content-Type': imagem.type } });
  return json<EndpointResponse<typeof eventosEndpoints.enviarFolder>>(r);
}

/** PUT /api/eventos/:id/programacao: o corpo é o PDF; o nome vai codificado em X-Nome-Arquivo. */
export async function enviarProgramacao(id: number, pdf: File) {
  const r = await requisitar('PUT', `/api/eventos/${id}/programacao`, {
    body: pdf,
    headers: { 'Content-Type': 'application/pdf', 'X-Nome-Arquivo': encodeURIComponent(pdf.name || 'programacao.pdf') },
  });
  return json<EndpointResponse<typeof eventosEndpoints.enviarProgramacao>>(r);
}

export function removerFolder(id: number) {
  return callApi<typeof eventosEndpoints.removerFolder>({ method: 'DELETE', path: '/api/eventos/:id/folder' }, { params: { id } });
}

export function removerProgramacao(id: number) {
  return callApi<typeof eventosEndpoints.removerProgramacao>({ method: 'DELETE', path: '/api/eventos/:id/programacao' }, { params: { id } });
}
