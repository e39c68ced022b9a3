import { Mail } from 'lucide-react';
import { useState } from 'react';
import { ROTULOS_EMAIL_OPCIONAL, TIPOS_EMAIL_OPCIONAL, type TipoEmailOpcional } from '#shared/rules/preferencias-email.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { usePreferenciasEmail } from '../api/obter-preferencias-email.ts';
import { useSalvarPreferenciasEmail } from '../api/salvar-preferencias-email.ts';

/**
 * Seção "Preferências de e-mail" do perfil: uma caixa por e-mail opcional, salva ao marcar ou desmarcar
 * (o resultado é anunciado). Os obrigatórios não aparecem como escolha — a seção diz quais são.
 */
export function SecaoPreferenciasEmail() {
  const { data, isError, refetch } = usePreferenciasEmail();
  const salvar = useSalvarPreferenciasEmail();
  const [salvando, setSalvando] = useState<TipoEmailOpcional | null>(null);
  const [anuncio, setAnuncio] = useState('');

  const mudar = (tipo: TipoEmailOpcional, recebe: boolean) => {
    setSalvando(tipo);
    setAnuncio('');
    salvar.mutate(
      { [tipo]: recebe },
      {
        onSuccess: () => {
          const m = `${ROTULOS_EMAIL_OPCIONAL[tipo].rotulo}: ${recebe ? 'você vai receber por e-mail' : 'você não vai mais receber por e-mail'}.`;
          setAnuncio(m);
          notificarSucesso('Preferência de e-mail salva.');
        },
        onSettled: () => setSalvando(null),
      },
    );
  };

  let corpo;
  if (isError) {
    corpo = (
      <p className="text-sm text-red-800 dark:text-red-300">
        Não foi possível carregar suas preferências de e-mail.{' '}
        <button type="button" className="min-h-11 font-semibold underline underline-offset-2" onClick={() => void refetch()}>
          Tentar novamente
        </button>
      </p>
    );
  } else if (!data) {
    corpo = <p className="text-sm text-slate-600 dark:text-slate-400">Carregando suas preferências…</p>;
  } else {
    corpo = (
      <fieldset className="min-w-0 space-y-1">
        <legend className="sr-only">Quais e-mails opcionais receber</legend>
        {TIPOS_EMAIL_OPCIONAL.map((tipo) => {
          const r = ROTULOS_EMAIL_OPCIONAL[tipo];
          const idRotulo = `pref-email-${tipo}-rotulo`;
          const idDescricao = `pref-email-${tipo}-descricao`;
          return (
            <label key={tipo} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg p-2 hover:bg-slate-50 dark:hover:bg-slate-800/60">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-escola-700"
                checked={data[tipo]}
                disabled={salvando !== null}
                aria-labelledby={idRotulo}
                aria-describedby={idDescricao}
                onChange={(e) => mudar(tipo, e.target.checked)}
              />
              <span className="min-w-0">
                <span id={idRotulo} className="block text-sm font-medium text-slate-800 dark:text-slate-100">{r.rotulo}</span>
                <span id={idDescricao} className="block text-sm text-slate-600 dark:text-slate-400">
                  {r.descricao}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
    );
  }

  return (
    <section aria-labelledby="preferencias-email-titulo" className="mt-6 space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div>
        <h2 id="preferencias-email-titulo" className="flex items-center gap-2 font-semibold text-escola-800 dark:text-escola-100">
          <Mail aria-hidden="true" className="size-4" />
          Preferências de e-mail
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Escolha os e-mails opcionais. As notificações no app continuam chegando. Recuperação de senha, inscrições, certificados e
          decisões sobre suas reservas, solicitações e trabalhos sempre chegam por e-mail.
        </p>
      </div>
      {corpo}
      <p role="status" aria-live="polite" className="sr-only">
        {salvando ? 'Salvando…' : anuncio}
      </p>
    </section>
  );
}
