import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from '#web/lib/roteador.tsx';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { CONTATO } from '#web/features/inicio/links-oficiais.ts';

const LINK = 'font-semibold text-escola-700 underline underline-offset-2 dark:text-escola-100';

/** Contato: endereço, telefone, e-mail e horário de atendimento. */
export default function PaginaContato() {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <CabecalhoPagina titulo="Contato" subtitulo="Fale com a equipe da Escola da Saúde." />
      <address className="grid gap-4 not-italic sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="flex items-center gap-2 font-bold text-escola-800 dark:text-escola-100">
            <MapPin aria-hidden="true" className="size-5 shrink-0" />
            Endereço
          </h2>
          <p className="mt-1">{CONTATO.endereco}</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="flex items-center gap-2 font-bold text-escola-800 dark:text-escola-100">
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            Telefone
          </h2>
          <a href={CONTATO.telefoneLink} className={`mt-1 inline-flex min-h-11 items-center ${LINK}`}>
            {CONTATO.telefone}
          </a>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="flex items-center gap-2 font-bold text-escola-800 dark:text-escola-100">
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            E-mail
          </h2>
          <a href={`mailto:${CONTATO.email}`} className={`mt-1 inline-flex min-h-11 items-center break-all ${LINK}`}>
            {CONTATO.email}
          </a>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="flex items-center gap-2 font-bold text-escola-800 dark:text-escola-100">
            <Clock aria-hidden="true" className="size-5 shrink-0" />
            Horário de atendimento
          </h2>
          <p className="mt-1">{CONTATO.horario}</p>
        </div>
      </address>
      <section aria-labelledby="antes-de-escrever" className="rounded-xl bg-escola-50 p-4 text-escola-900 dark:bg-slate-800 dark:text-slate-100">
        <h2 id="antes-de-escrever" className="font-bold">
          Antes de escrever
        </h2>
        <p className="mt-1">
          Muitas dúvidas sobre cadastro, presença e certificados já têm resposta na{' '}
          <Link to="/ajuda/cadastro" className={LINK}>
            ajuda com o cadastro
          </Link>{' '}
          e, para quem já entrou, na{' '}
          <Link to="/ajuda" className={LINK}>
            Central de Ajuda
          </Link>
          . Ao nos escrever, informe seu nome completo e o evento ou turma; nunca envie sua senha.
        </p>
      </section>
    </div>
  );
}
