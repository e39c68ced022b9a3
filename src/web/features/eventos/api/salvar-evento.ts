import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventoEntrada } from '#shared/contracts/eventos.ts';
import { atualizarEvento } from './atualizar-evento.ts';
import { criarEvento } from './criar-evento.ts';
import { gestaoEventosKeys } from './keys.ts';

/** Novo (POST, fica como rascunho) ou existente (PUT), com o fetcher de cada operação; este arquivo não chama a API. */
export function salvarEvento({ id, dados }: { id: number | null; dados: EventoEntrada }) {
  return id === null ? criarEvento(dados) : atualizarEvento(id, dados);
}

/** Os erros aparecem no formulário, campo a campo (meta.silencioso evita o toast repetido). */
export function useSalvarEvento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: salvarEvento,
    meta: { silencioso: true },
    // o detalhe também fica velho: o editor sempre relê o evento ao abrir (o folder sobe depois do salvar)
    onSuccess: () => qc.invalidateQueries({ queryKey: gestaoEventosKeys.todos }),
  });
}
