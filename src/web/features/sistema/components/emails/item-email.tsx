import { CalendarDays, Paperclip } from 'lucide-react';
import { useId, useState } from 'react';
import type { EmailSaida } from '#shared/contracts/sistema.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { formatarData } from '#web/lib/formato.ts';
import { TextoComLinks } from './texto-com-links.tsx';

/** Um e-mail da caixa de saída: destinatário, assunto e data; o texto abre ao expandir. */
export function ItemEmail({ email }: { email: EmailSaida }) {
  const [aberto, setAberto] = useState(false);
  const idTexto = useId();
  const idAssunto = useId();
  return (
    <li>
      <article aria-labelledby={idAssunto} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h3 id={idAssunto} className="font-semibold break-words">
              {email.assunto}
            </h3>
            <p className="text-sm break-all text-slate-700 dark:text-slate-300">
              <span className="font-medium">Para:</span> {email.para}
            </p>
            <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
              <time dateTime={email.criado_em}>{formatarData(email.criado_em)}</time>
            </p>
            {email.anexos.map((nome) => (
              <p key={nome} className="flex items-center gap-1.5 text-sm break-all text-slate-600 dark:text-slate-400">
                <Paperclip aria-hidden="true" className="size-4 shrink-0" />
                <span>
                  <span className="sr-only">Anexo: </span>
                  {nome}
                </span>
              </p>
            ))}
          </div>
          <Botao variante="secundario" aria-expanded={aberto} aria-controls={idTexto} onClick={() => setAberto(!aberto)}>
            {aberto ? 'Fechar' : 'Ler e-mail'}
          </Botao>
        </div>
        <div id={idTexto} hidden={!aberto} className="mt-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
          {aberto && <TextoComLinks texto={email.texto} />}
        </div>
      </article>
    </li>
  );
}
