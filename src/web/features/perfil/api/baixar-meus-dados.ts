import type { perfilEndpoints } from '#shared/contracts/perfil.ts';
import { apiDownload } from '#web/lib/api-arquivos.ts';

const rota: Pick<typeof perfilEndpoints.exportar, 'path'> = { path: '/api/perfil/me/dados' };

/** Baixa o JSON com todos os dados da pessoa (GET /api/perfil/me/dados). */
export function baixarMeusDados(): Promise<void> {
  return apiDownload(rota.path, 'meus-dados-escola-da-saude.json');
}
