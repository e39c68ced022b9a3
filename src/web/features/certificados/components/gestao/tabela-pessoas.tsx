import { Hourglass } from 'lucide-react';
import { EmailQuebravel } from '#web/components/ui/email-quebravel.tsx';
import { TabelaCartoes, type Coluna } from '#web/components/ui/tabela.tsx';
import type { PessoaDaTurma } from '../../api/turma-da-gestao.ts';
import { CLASSE_CELULA, CLASSE_ROTULO_MOVEL, CLASSE_TR } from '../comum/classes.ts';
import { formatarFrequencia } from '../comum/formato.ts';
import { SeloStatus, SeloTipo } from '../comum/selos.tsx';
import { AcoesCertificado } from './acoes-certificado.tsx';

const COLUNAS: Coluna[] = [{ rotulo: 'Pessoa' }, { rotulo: 'Tipo' }, { rotulo: 'Frequência', direita: true }, { rotulo: 'Certificado' }, { rotulo: 'Ações' }];

/**
 * As pessoas da turma (equipe primeiro): nome, e-mail, tipo, frequência e o certificado (número e
 * situação, com as ações) ou a etapa que falta. Tabela a partir de 1024 px; cartões no celular.
 */
export function TabelaPessoas({ pessoas }: { pessoas: readonly PessoaDaTurma[] }) {
  return (
    <TabelaCartoes legenda="Pessoas da turma e seus certificados" colunas={COLUNAS}>
      {pessoas.map((p) => (
        <tr key={`${p.tipo}-${p.usuario_id}`} role="row" className={CLASSE_TR}>
          <th role="rowheader" scope="row" className={`${CLASSE_CELULA} col-span-2 text-left font-semibold break-words`}>
            {p.nome}
            <span className="block text-sm font-normal break-words text-slate-600 dark:text-slate-400">
              <EmailQuebravel email={p.email} />
            </span>
          </th>
          <td role="cell" className={CLASSE_CELULA}>
            <span className="sr-only lg:hidden">Tipo: </span>
            <SeloTipo tipo={p.tipo} />
          </td>
          <td role="cell" className={`${CLASSE_CELULA} tabular-nums lg:text-right`}>
            <span aria-hidden="true" className={CLASSE_ROTULO_MOVEL}>Frequência:</span>
            {formatarFrequencia(p.frequencia)}
          </td>
          <td role="cell" className={`${CLASSE_CELULA} col-span-2`}>
            {p.certificado ? (
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-xs">{p.certificado.numero}</span>
                <SeloStatus status={p.certificado.status} />
              </span>
            ) : (
              <span className="flex items-start gap-1.5 text-amber-900 dark:text-amber-100">
                <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {p.texto ?? 'Sem certificado.'}
              </span>
            )}
          </td>
          <td role="cell" className={`${CLASSE_CELULA} col-span-2 pt-2 lg:pt-3`}>
            {p.certificado ? <AcoesCertificado certificado={p.certificado} /> : <span className="sr-only">Sem ações</span>}
          </td>
        </tr>
      ))}
    </TabelaCartoes>
  );
}
