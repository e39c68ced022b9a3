import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Avulso, certificadosAvulsosEndpoints } from '#shared/contracts/certificados-avulsos.ts';
import { callApi } from '#web/lib/api-client.ts';
import { avulsosKeys } from './keys.ts';
import { queryDasOpcoes, type OpcoesDocumento } from './opcoes-documento.ts';

/** POST /api/certificados-avulsos/:id/enviar: manda o certificado por e-mail (reenviar é permitido). */
export function enviarAvulso(id: number, opcoes: OpcoesDocumento) {
  return callApi<typeof certificadosAvulsosEndpoints.enviar>(
    { method: 'POST', path: '/api/certificados-avulsos/:id/enviar' },
    { params: { id }, query: queryDasOpcoes(opcoes) },
  );
}

/** Depois do envio a linha passa a "enviado" (o botão vira "Reenviar"). Silencioso: a tela avisa a falha. */
export function useEnviarAvulso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, opcoes }: { id: number; opcoes: OpcoesDocumento }) => enviarAvulso(id, opcoes),
    meta: { silencioso: true },
    onSuccess: ({ enviado_em }, { id }) =>
      client.setQueryData<Avulso[]>(avulsosKeys.lista(), (atual) => atual?.map((a) => (a.id === id ? { ...a, enviado: true, enviado_em } : a))),
  });
}
