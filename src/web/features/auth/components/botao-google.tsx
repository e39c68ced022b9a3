import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Sessao } from '#shared/contracts/auth.ts';
import { notificarErro } from '#web/lib/toast.ts';
import { useEntrarComGoogle } from '../api/entrar-com-google.ts';
import { carregarGoogleIdentity } from './google-identity.ts';

/**
 * Botão "Entrar com Google" (o script do Google e o POST /api/auth/google). Chega sob demanda, só
 * quando há client id (login-google.tsx); se o script do Google falhar, só vai para o console.
 */
export default function BotaoGoogle({ clientId, aoEntrar }: { clientId: string; aoEntrar: (sessao: Sessao) => void }) {
  const alvo = useRef<HTMLDivElement>(null);
  const [erro, setErro] = useState('');
  const { enviar, enviando } = useEntrarComGoogle();

  const aoReceberCredencial = useEffectEvent(async (credential: string | undefined) => {
    if (!credential) return;
    setErro('');
    try {
      aoEntrar(await enviar(credential));
    } catch (err) {
      const mensagem = err instanceof Error && err.message ? err.message : 'Erro ao entrar com Google.';
      setErro(mensagem);
      notificarErro(mensagem);
    }
  });

  useEffect(() => {
    let ativo = true;
    carregarGoogleIdentity()
      .then((google) => {
        if (!ativo || !alvo.current) return;
        google.accounts.id.initialize({ client_id: clientId, ux_mode: 'popup', callback: (r) => void aoReceberCredencial(r.credential) });
        const largura = Math.min(400, Math.max(200, alvo.current.clientWidth || 320));
        google.accounts.id.renderButton(alvo.current, { type: 'standard', theme: 'outline', size: 'large', text: 'signin_with', shape: 'pill', locale: 'pt-BR', width: largura });
      })
      .catch((err: unknown) => console.warn('Login com Google: o script não carregou.', err));
    return () => {
      ativo = false;
    };
  }, [clientId]);

  return (
    <div className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-800">
      <p className="mb-3 text-center text-sm text-slate-600 dark:text-slate-400">ou</p>
      <div ref={alvo} className="flex min-h-11 justify-center" />
      {enviando && (
        <p role="status" className="mt-2 text-center text-sm text-slate-600 dark:text-slate-300">
          Fazendo login com Google...
        </p>
      )}
      {erro && (
        <p role="alert" className="mt-2 text-center text-sm text-red-700 dark:text-red-400">
          {erro}
        </p>
      )}
    </div>
  );
}
