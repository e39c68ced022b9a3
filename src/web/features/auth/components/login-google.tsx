import { lazy, Suspense } from 'react';
import type { Sessao } from '#shared/contracts/auth.ts';
import { useGoogleClientId } from '../api/obter-config-auth.ts';

// o botão, o script do Google e o POST só descem quando o servidor tem client id (orçamento do /login, decisão 008)
const BotaoGoogle = lazy(() => import('./botao-google.tsx'));

/** "Entrar com Google": só aparece quando o servidor tem um client id configurado. */
export function LoginGoogle({ aoEntrar }: { aoEntrar: (sessao: Sessao) => void }) {
  const clientId = useGoogleClientId();
  if (!clientId) return null;
  return (
    <Suspense fallback={<div className="mt-6 min-h-11 border-t border-transparent pt-6" aria-hidden="true" />}>
      <BotaoGoogle clientId={clientId} aoEntrar={aoEntrar} />
    </Suspense>
  );
}
