import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChamadaAdmin, ChamadaEntrada } from '#shared/contracts/chamadas.ts';
import { criarChamada } from './criar-chamada.ts';
import { editarChamada } from './editar-chamada.ts';
import { chamadasKeys } from './keys.ts';

export interface SalvarChamada {
  /** Chamada já salva (PUT) ou nula (POST). */
  id: number | null;
  dados: ChamadaEntrada;
}

/** Nova: POST; salva: PUT. Usa o fetcher de cada operação (este arquivo não chama a API). */
export const salvarChamada = ({ id, dados }: SalvarChamada): Promise<ChamadaAdmin> => (id === null ? criarChamada(dados) : editarChamada(id, dados));

/** Silencioso: o formulário mostra o erro (campo a campo quando o servidor diz qual). A resposta já é a chamada nova. */
export function useSalvarChamada() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: salvarChamada,
    meta: { silencioso: true },
    onSuccess: (c) => qc.setQueryData(chamadasKeys.adminDetalhe(c.id), c),
    onSettled: () => qc.invalidateQueries({ queryKey: chamadasKeys.todas }),
  });
}
