import { useMutation, useQueryClient } from '@tanstack/react-query';
import { despublicarEvento } from './despublicar-evento.ts';
import { gestaoEventosKeys } from './keys.ts';
import { publicarEvento } from './publicar-evento.ts';

/** Publica ou despublica com o fetcher de cada operação (este arquivo não chama a API). */
export function alterarPublicacao({ id, publicar }: { id: number; publicar: boolean }) {
  return publicar ? publicarEvento(id) : despublicarEvento(id);
}

export function useAlterarPublicacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: alterarPublicacao,
    meta: { silencioso: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: gestaoEventosKeys.todos }),
  });
}
