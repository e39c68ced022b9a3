import { useEffect, useState } from 'react';
import type { authEndpoints } from '#shared/contracts/auth.ts';
import { callApi } from '#web/lib/api-client.ts';

let emAndamento: ReturnType<typeof buscarConfigAuth> | null = null;

function buscarConfigAuth() {
  return callApi<typeof authEndpoints.config>({ method: 'GET', path: '/api/auth/config' }, { cru: true });
}

/** GET /api/auth/config; pedidos simultâneos (o StrictMode monta duas vezes) compartilham a mesma resposta. */
export function obterConfigAuth() {
  emAndamento ??= buscarConfigAuth().finally(() => {
    emAndamento = null;
  });
  return emAndamento;
}

/** Client id público do Google: `undefined` enquanto carrega, `null` quando desligado ou em falha. */
export function useGoogleClientId(): string | null | undefined {
  const [clientId, setClientId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let ativo = true;
    obterConfigAuth()
      .then((c) => ativo && setClientId(c.google_client_id))
      .catch(() => ativo && setClientId(null));
    return () => {
      ativo = false;
    };
  }, []);
  return clientId;
}
