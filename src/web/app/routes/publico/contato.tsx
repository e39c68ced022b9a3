import { Clock, Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatarTelefone, linkDoTelefone } from '#shared/rules/telefone.ts';
import { Link } from '#web/lib/roteador.tsx';
import { CabecalhoPagina, ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { useInstituicao, type InstituicaoPublica } from '#web/lib/dados/instituicao.ts';
import { AJUDA, AJUDA_CADASTRO } from '#web/lib/caminhos.ts';

const LINK = 'font-semibold text-escola-700 underline underline-offset-2 dark:text-escola-100';

/** Contato: endereço, telefone, e-mail, horário de atendimento, site e redes — os dados configurados da instituição. */
export default function PaginaContato() {
  const { dados, erro, tentarDeNovo } = useInstituicao();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <CabecalhoPagina titulo="Contato" subtitulo={`Fale com a equipe da ${dados?.nome ?? 'Escola da Saúde'}.`} />
      {dados ? (
        <Canais dados={dados} />
      ) : erro ? (
        <ErroCarregamento mensagem="Não foi possível carregar os dados de contato da Escola." aoTentar={tentarDeNovo} />
      ) : (
        <Esqueleto linhas={2} rotulo="Carregando os dados de contato…" />
      )}
      <section aria-labelledby="antes-de-escrever" className="rounded-xl bg-escola-50 p-4 text-escola-900 dark:bg-slate-800 dark:text-slate-100">
        <h2 id="antes-de-escrever" className="font-bold">
          Antes de escrever
        </h2>
        <p className="mt-1">
          Muitas dúvidas sobre cadastro, presença e certificados já têm resposta na{' '}
          <Link to={AJUDA_CADASTRO} className={LINK}>
            ajuda com o cadastro
          </Link>{' '}
          e, para quem já entrou, na{' '}
          <Link to={AJUDA} className={LINK}>
            Central de Ajuda
          </Link>
          . Ao nos escrever, informe seu nome completo e o evento ou turma; nunca envie sua senha.
        </p>
      </section>
    </div>
  );
}

function Canal({ icone, titulo, children }: { icone: ReactNode; titulo: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="flex items-center gap-2 font-bold text-escola-800 dark:text-escola-100">
        {icone}
        {titulo}
      </h2>
      {children}
    </div>
  );
}

const ICONE = 'size-5 shrink-0';

function Canais({ dados }: { dados: InstituicaoPublica }) {
  const { endereco, telefone, email, horario, site, instagram, facebook, youtube } = dados;
  const redes = [
    ['Site oficial', site],
    ['Instagram', instagram],
    ['Facebook', facebook],
    ['YouTube', youtube],
  ].filter((r): r is [string, string] => Boolean(r[1]));
  if (!endereco && !telefone && !email && redes.length === 0) {
    return <Vazio mensagem="Os dados de contato da Escola ainda não foram configurados." sugestao="Volte mais tarde ou procure a Secretaria Municipal de Saúde." />;
  }
  return (
    <address className="grid gap-4 not-italic sm:grid-cols-2">
      {endereco && (
        <Canal icone={<MapPin aria-hidden="true" className={ICONE} />} titulo="Endereço">
          <p className="mt-1">{endereco}</p>
        </Canal>
      )}
      {telefone && (
        <Canal icone={<Phone aria-hidden="true" className={ICONE} />} titulo="Telefone">
          <a href={linkDoTelefone(telefone)} className={`mt-1 inline-flex min-h-11 items-center ${LINK}`}>
            {formatarTelefone(telefone)}
          </a>
        </Canal>
      )}
      {email && (
        <Canal icone={<Mail aria-hidden="true" className={ICONE} />} titulo="E-mail">
          <a href={`mailto:${email}`} className={`mt-1 inline-flex min-h-11 items-center break-all ${LINK}`}>
            {email}
          </a>
        </Canal>
      )}
      {horario && (
        <Canal icone={<Clock aria-hidden="true" className={ICONE} />} titulo="Horário de atendimento">
          <p className="mt-1">{horario}</p>
        </Canal>
      )}
      {redes.length > 0 && (
        <Canal icone={<Globe aria-hidden="true" className={ICONE} />} titulo="Site e redes sociais">
          <ul className="mt-1">
            {redes.map(([rotulo, url]) => (
              <li key={rotulo}>
                <a href={url} target="_blank" rel="noopener noreferrer" className={`inline-flex min-h-11 items-center ${LINK}`}>
                  {rotulo}
                  <span className="sr-only"> (abre em nova aba)</span>
                </a>
              </li>
            ))}
          </ul>
        </Canal>
      )}
    </address>
  );
}
