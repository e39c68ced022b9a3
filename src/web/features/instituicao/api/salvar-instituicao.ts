import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { instituicaoEndpoints, SalvarInstituicaoBody } from '#shared/contracts/instituicao.ts';
import { callApi } from '#web/lib/api-client.ts';
import { publicarInstituicao } from '#web/lib/dados/instituicao.ts';
import { instituicaoKeys } from './keys.ts';

/** PUT /api/admin/instituicao. */
export function salvarInstituicao(body: SalvarInstituicaoBody) {
  return callApi<typeof instituicaoEndpoints.salvar>({ method: 'PUT', path: '/api/admin/instituicao' }, { body });
}

/**
 * Salva e espalha o resultado: o cache da administração e os dados públicos (rodapé, Contato, QR Codes
 * Oficiais) mudam na hora, sem nova leitura.
 */
export function useSalvarInstituicao() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: salvarInstituicao,
    meta: { silencioso: true },
    onSuccess: (salva) => {
      cliente.setQueryData(instituicaoKeys.admin(), salva);
      const { remetente_nome: _n, remetente_email: _e, remetente_pelo_ambiente: _a, atualizado_em: _t, ...publica } = salva;
      publicarInstituicao(publica);
    },
  });
}
