import { useMutation } from '@tanstack/react-query';
import type { SalaEntrada } from '#shared/contracts/salas.ts';
import { criarSala } from './criar-sala.ts';
import { editarSala } from './editar-sala.ts';
import { useInvalidarSalas } from './invalidacao.ts';

/** POST /api/admin/salas (nova) ou PUT /api/admin/salas/:id, com o fetcher de cada operação; este arquivo não chama a API. */
export function useSalvarSala() {
  const invalidar = useInvalidarSalas();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SalaEntrada }) => (id === null ? criarSala(body) : editarSala(id, body)),
    meta: { silencioso: true },
    onSuccess: invalidar,
  });
}
