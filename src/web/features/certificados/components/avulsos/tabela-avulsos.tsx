import { ExternalLink, FileDown, Mail, MailCheck, MailX, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Avulso } from '#shared/contracts/certificados-avulsos.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { formatarData } from '#web/lib/formato.ts';
import { textoCarga, textoPeriodo } from './regras.ts';
import type { AcaoEmCurso, TipoAcao } from './use-acoes-da-linha.ts';

interface Props {
  avulsos: readonly Avulso[];
  emCurso: AcaoEmCurso | null;
  aoAgir: (avulso: Avulso, tipo: TipoAcao) => void;
}

// tabela a partir de 1024 px; abaixo, cada linha vira um cartão (os papéis ARIA mantêm a semântica de tabela)
const CELULA = 'block lg:table-cell lg:px-3 lg:py-3 lg:align-top';
const ROTULO_MOVEL = 'mr-1 text-xs font-semibold text-slate-600 lg:hidden dark:text-slate-400';
const CLASSE_TH = 'px-3 py-2 text-left text-xs font-semibold whitespace-nowrap uppercase tracking-wide text-slate-700 dark:text-slate-300';
const CLASSE_SELO = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

function Celula({ rotulo, children, className = '' }: { rotulo: string; children: ReactNode; className?: string }) {
  return (
    <td role="cell" className={`${CELULA} text-sm ${className}`}>
      <span aria-hidden="true" className={ROTULO_MOVEL}>{rotulo}:</span>
      {children}
    </td>
  );
}

/** E-mail que quebra antes do "@" (e não no meio do nome) quando a coluna aperta. */
function Email({ valor }: { valor: string }) {
  const arroba = valor.indexOf('@');
  if (arroba <= 0) return <>{valor}</>;
  return (
    <>
      {valor.slice(0, arroba)}
      <wbr />
      {valor.slice(arroba)}
    </>
  );
}

/** Selo de envio (ícone e texto: a cor nunca é a única pista). */
function SeloEnvio({ avulso }: { avulso: Avulso }) {
  if (!avulso.enviado) {
    return (
      <span className={`${CLASSE_SELO} bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800`}>
        <MailX aria-hidden="true" className="size-3.5" />
        Não enviado
      </span>
    );
  }
  return (
    <span className={`${CLASSE_SELO} bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-800`}>
      <MailCheck aria-hidden="true" className="size-3.5" />
      Enviado{avulso.enviado_em ? ` em ${formatarData(avulso.enviado_em)}` : ''}
    </span>
  );
}

/** Situação do envio e o link para a validação pública do certificado. */
function Situacao({ avulso }: { avulso: Avulso }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 lg:justify-end">
      <SeloEnvio avulso={avulso} />
      <a
        href={avulso.url_validacao}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-1 text-xs font-semibold text-escola-700 underline underline-offset-4 lg:min-h-6 dark:text-escola-100"
      >
        Validação{' '}
        <span className="sr-only">do certificado de {avulso.nome} (abre em nova aba)</span>
        <ExternalLink aria-hidden="true" className="size-3.5" />
      </a>
    </div>
  );
}

function Acoes({ avulso, emCurso, aoAgir }: { avulso: Avulso; emCurso: AcaoEmCurso | null; aoAgir: Props['aoAgir'] }) {
  const desta = emCurso?.id === avulso.id ? emCurso.tipo : null;
  const ocupado = emCurso !== null;
  return (
    <div className="flex flex-wrap gap-2 lg:justify-end">
      <Botao variante="secundario" className="flex-1 lg:flex-none" disabled={ocupado} carregando={desta === 'pdf'} textoCarregando="Gerando…" onClick={() => aoAgir(avulso, 'pdf')}>
        <FileDown aria-hidden="true" className="size-4" />
        PDF{' '}
        <span className="sr-only">do certificado de {avulso.nome}</span>
      </Botao>
      <Botao variante={avulso.enviado ? 'secundario' : 'primario'} className="flex-1 lg:flex-none" disabled={ocupado} carregando={desta === 'enviar'} textoCarregando="Enviando…" onClick={() => aoAgir(avulso, 'enviar')}>
        {avulso.enviado ? <Send aria-hidden="true" className="size-4" /> : <Mail aria-hidden="true" className="size-4" />}
        {avulso.enviado ? 'Reenviar' : 'Enviar'}{' '}
        <span className="sr-only">para {avulso.email}</span>
      </Botao>
    </div>
  );
}

/**
 * Lista dos certificados avulsos (SPEC §2.8): Nome, Curso, E-mail, Carga Horária, Período e Ações; cartões
 * no celular. Cada linha traz também o número do certificado, a situação do envio e o link de validação.
 */
export function TabelaAvulsos({ avulsos, emCurso, aoAgir }: Props) {
  return (
    <table role="table" className="block w-full text-sm lg:table lg:divide-y lg:divide-slate-200 lg:overflow-hidden lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white dark:lg:divide-slate-800 dark:lg:border-slate-800 dark:lg:bg-slate-900">
      <caption className="sr-only">Certificados avulsos</caption>
      <thead role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group lg:bg-slate-50 dark:lg:bg-slate-800">
        <tr role="row">
          <th role="columnheader" scope="col" className={CLASSE_TH}>Nome</th>
          <th role="columnheader" scope="col" className={CLASSE_TH}>Curso</th>
          <th role="columnheader" scope="col" className={CLASSE_TH}>E-mail</th>
          <th role="columnheader" scope="col" className={`${CLASSE_TH} lg:text-right`}>Carga Horária</th>
          <th role="columnheader" scope="col" className={CLASSE_TH}>Período</th>
          <th role="columnheader" scope="col" className={`${CLASSE_TH} lg:text-right`}>Ações</th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="grid gap-3 lg:table-row-group lg:divide-y lg:divide-slate-100 dark:lg:divide-slate-800">
        {avulsos.map((a) => (
          <tr
            key={a.id}
            role="row"
            aria-busy={emCurso?.id === a.id || undefined}
            className="grid gap-y-1.5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:table-row lg:rounded-none lg:border-0 lg:p-0 lg:shadow-none dark:border-slate-800 dark:bg-slate-900"
          >
            <th role="rowheader" scope="row" className={`${CELULA} text-left font-normal break-words`}>
              <span className="block font-semibold text-slate-900 dark:text-slate-100">{a.nome}</span>
              <span className="block text-xs whitespace-nowrap text-slate-600 tabular-nums dark:text-slate-400">Nº {a.numero}</span>
            </th>
            <Celula rotulo="Curso" className="break-words">{a.curso}</Celula>
            <Celula rotulo="E-mail" className="break-words">
              <Email valor={a.email} />
            </Celula>
            <Celula rotulo="Carga Horária" className="tabular-nums whitespace-nowrap lg:text-right">{textoCarga(a.carga_horaria)}</Celula>
            <Celula rotulo="Período" className="tabular-nums lg:whitespace-nowrap">{textoPeriodo(a)}</Celula>
            <td role="cell" className={`${CELULA} space-y-2 pt-2 lg:pt-3`}>
              <Situacao avulso={a} />
              <Acoes avulso={a} emCurso={emCurso} aoAgir={aoAgir} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
