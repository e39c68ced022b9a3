import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import type { eventosEndpoints } from '#shared/contracts/eventos.ts';
import { json, requisitar } from '#web/lib/api-client.ts';

/** PUT /api/eventos/:id/folder: o corpo é a própria imagem (PNG ou JPEG), com o Content-Type dela. */
export async function enviarFolder(id: number, imagem: Blob) {
  const r = await requisitar('PUT', `/api/eventos/${id}/folder`, { body: imagem, headers: { 'Content-Type': imagem.type } });
  return json<EndpointResponse<typeof eventosEndpoints.enviarFolder>>(r);
}
