import { useMutation } from '@tanstack/react-query';
import type { BloqueioEntrada } from '#shared/contracts/salas.ts';
import { criarBloqueio } from './criar-bloqueio.ts';
import { editarBloqueio } from './editar-bloqueio.ts';
import { useInvalidarSalas } from './invalidacao.ts';

/**
 * POST /api/admin/bloqueios (novo) ou PUT /api/admin/bloqueios/:id, com o fetcher de cada operação; este
 * arquivo não chama a API. Um bloqueio muda a agenda de todas as salas: invalida o ramo `['salas']` inteiro.
 */
export function useSalvarBloqueio() {
  const invalidar = useInvalidarSalas();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BloqueioEntrada }) => (id === null ? criarBloqueio(body) : editarBloqueio(id, body)),
    meta: { silencioso: true },
    onSuccess: invalidar,
  });
}
