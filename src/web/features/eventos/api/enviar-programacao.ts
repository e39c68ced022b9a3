import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import type { eventosEndpoints } from '#shared/contracts/eventos.ts';
import { json, requisitar } from '#web/lib/api-client.ts';

/** PUT /api/eventos/:id/programacao: o corpo é o PDF; o nome vai codificado em X-Nome-Arquivo. */
export async function enviarProgramacao(id: number, pdf: File) {
  const r = await requisitar('PUT', `/api/eventos/${id}/programacao`, {
    body: pdf,
    headers: { 'Content-Type': 'application/pdf', 'X-Nome-Arquivo': encodeURIComponent(pdf.name || 'programacao.pdf') },
  });
  return json<EndpointResponse<typeof eventosEndpoints.enviarProgramacao>>(r);
}
