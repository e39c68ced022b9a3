import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Submissao, SubmissaoEntrada } from '#shared/contracts/submissoes.ts';
import { criarSubmissao } from './criar-submissao.ts';
import { editarSubmissao } from './editar-submissao.ts';
import { chamadasKeys } from './keys.ts';

export interface SalvarSubmissao {
  /** Trabalho já salvo (PUT) ou nulo (POST na chamada). */
  id: number | null;
  chamadaId: number;
  dados: SubmissaoEntrada;
}

/** Novo: POST na chamada; salvo: PUT. Usa o fetcher de cada operação (este arquivo não chama a API). */
export const salvarSubmissao = ({ id, chamadaId, dados }: SalvarSubmissao): Promise<Submissao> =>
  id === null ? criarSubmissao(chamadaId, dados) : editarSubmissao(id, dados);

/** Silencioso: o editor mostra o erro (campo a campo quando o servidor diz qual). A resposta já é o trabalho novo. */
export function useSalvarSubmissao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: salvarSubmissao,
    meta: { silencioso: true },
    onSuccess: (s) => qc.setQueryData(chamadasKeys.submissao(s.id), s),
    onSettled: () => qc.invalidateQueries({ queryKey: chamadasKeys.todas }),
  });
}
