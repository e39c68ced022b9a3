import { ExternalLink, FileDown, Mail, MailCheck, MailX, Send } from 'lucide-react';
import type { Avulso } from '#shared/contracts/certificados-avulsos.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { CLASSE_CELULA, CLASSE_SELO, CLASSE_TR_CARTAO } from '#web/components/ui/classes.ts';
import { EmailQuebravel } from '#web/components/ui/email-quebravel.tsx';
import { CelulaRotulada, TabelaCartoes, type Coluna } from '#web/components/ui/tabela.tsx';
import { formatarData } from '#web/lib/formato.ts';
import { textoCarga, textoPeriodo } from './regras.ts';
import type { AcaoEmCurso, TipoAcao } from './use-acoes-da-linha.ts';

interface Props {
  avulsos: readonly Avulso[];
  emCurso: AcaoEmCurso | null;
  aoAgir: (avulso: Avulso, tipo: TipoAcao) => void;
}

const COLUNAS: Coluna[] = [
  { rotulo: 'Nome' },
  { rotulo: 'Curso' },
  { rotulo: 'E-mail' },
  { rotulo: 'Carga Horária', direita: true, className: 'whitespace-nowrap' },
  { rotulo: 'Período' },
  { rotulo: 'Ações', direita: true },
];

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
    <TabelaCartoes legenda="Certificados avulsos" colunas={COLUNAS}>
      {avulsos.map((a) => (
        <tr key={a.id} role="row" aria-busy={emCurso?.id === a.id || undefined} className={`grid gap-y-1.5 ${CLASSE_TR_CARTAO}`}>
          <th role="rowheader" scope="row" className={`${CLASSE_CELULA} text-left font-normal break-words`}>
            <span className="block font-semibold text-slate-900 dark:text-slate-100">{a.nome}</span>
            <span className="block text-xs whitespace-nowrap text-slate-600 tabular-nums dark:text-slate-400">Nº {a.numero}</span>
          </th>
          <CelulaRotulada rotulo="Curso" className="break-words">{a.curso}</CelulaRotulada>
          <CelulaRotulada rotulo="E-mail" className="break-words">
            <EmailQuebravel email={a.email} />
          </CelulaRotulada>
          <CelulaRotulada rotulo="Carga Horária" className="tabular-nums whitespace-nowrap lg:text-right">{textoCarga(a.carga_horaria)}</CelulaRotulada>
          <CelulaRotulada rotulo="Período" className="tabular-nums lg:whitespace-nowrap">{textoPeriodo(a)}</CelulaRotulada>
          <td role="cell" className={`${CLASSE_CELULA} space-y-2 pt-2 lg:pt-3`}>
            <Situacao avulso={a} />
            <Acoes avulso={a} emCurso={emCurso} aoAgir={aoAgir} />
          </td>
        </tr>
      ))}
    </TabelaCartoes>
  );
}
