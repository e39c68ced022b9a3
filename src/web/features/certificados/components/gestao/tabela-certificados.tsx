import { EmailQuebravel } from '#web/components/ui/email-quebravel.tsx';
import { TabelaCartoes, type Coluna } from '#web/components/ui/tabela.tsx';
import type { CertificadoDaGestao } from '../../api/buscar-certificados.ts';
import { CLASSE_CELULA, CLASSE_ROTULO_MOVEL, CLASSE_TR } from '../comum/classes.ts';
import { dataDoInstante, periodo } from '../comum/formato.ts';
import { SeloStatus, SeloTipo } from '../comum/selos.tsx';
import { AcoesCertificado } from './acoes-certificado.tsx';

interface Props {
  itens: readonly CertificadoDaGestao[];
  selecionados: ReadonlySet<number>;
  alternar: (id: number) => void;
}

const CAIXA = 'size-5 rounded border-slate-400 accent-escola-700 disabled:opacity-40';

const COLUNAS: Coluna[] = [{ rotulo: 'Selecionar', oculto: true }, { rotulo: 'Pessoa' }, { rotulo: 'Curso' }, { rotulo: 'Número e código' }, { rotulo: 'Emissão' }, { rotulo: 'Ações' }];

/**
 * Os certificados da busca (de turma e da chamada de trabalhos): seleção (só os válidos de turma vão no lote), pessoa, curso, tipo, número e código,
 * emissão e envio, situação e ações. Tabela a partir de 1024 px; cartões no celular.
 */
export function TabelaCertificados({ itens, selecionados, alternar }: Props) {
  return (
    <TabelaCartoes legenda="Certificados encontrados" colunas={COLUNAS}>
      {itens.map((c) => {
        const quando = periodo(c.data_inicio, c.data_fim);
        return (
          <tr key={c.id} role="row" className={CLASSE_TR}>
            <td role="cell" className={`${CLASSE_CELULA} col-span-2 lg:w-10`}>
              <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center gap-2 text-sm lg:justify-center">
                <input
                  type="checkbox"
                  className={CAIXA}
                  checked={selecionados.has(c.id)}
                  disabled={c.status !== 'emitido' || c.origem !== 'evento'}
                  onChange={() => alternar(c.id)}
                  aria-label={`Selecionar ${c.nome} (${c.numero})`}
                />
                <span aria-hidden="true" className="lg:hidden">Selecionar</span>
              </label>
            </td>
            <th role="rowheader" scope="row" className={`${CLASSE_CELULA} col-span-2 text-left font-semibold break-words`}>
              {c.nome}
              <span className="block text-sm font-normal break-words text-slate-600 dark:text-slate-400">
                {c.email ? <EmailQuebravel email={c.email} /> : 'sem e-mail'}
              </span>
            </th>
            <td role="cell" className={`${CLASSE_CELULA} col-span-2 break-words`}>
              <span aria-hidden="true" className={CLASSE_ROTULO_MOVEL}>Curso:</span>
              {c.curso}
              {c.turma && <span className="block text-xs text-slate-600 dark:text-slate-400">{c.turma}</span>}
              {quando && <span className="block text-xs text-slate-600 dark:text-slate-400">{quando}</span>}
              <span className="mt-1 block">
                <SeloTipo tipo={c.tipo} />
              </span>
              {c.origem === 'chamada' && <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">Chamada de trabalhos (sai no encerramento; envio em lote só de turmas)</span>}
            </td>
            <td role="cell" className={`${CLASSE_CELULA} col-span-2`}>
              <span aria-hidden="true" className={CLASSE_ROTULO_MOVEL}>Número:</span>
              <span className="text-xs">{c.numero}</span>
              <span className="block font-mono text-xs text-slate-600 dark:text-slate-400">{c.codigo}</span>
            </td>
            <td role="cell" className={`${CLASSE_CELULA} col-span-2 text-sm`}>
              <span className="flex flex-wrap items-center gap-2">
                <SeloStatus status={c.status} />
                <span>
                  <span className="text-slate-600 lg:sr-only dark:text-slate-400">Emitido em </span>
                  {dataDoInstante(c.emitido_em)}
                </span>
              </span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">{c.enviado_em ? `Enviado em ${dataDoInstante(c.enviado_em)}` : 'Ainda não enviado por e-mail'}</span>
              {c.status === 'cancelado' && c.motivo_cancelamento && (
                <span className="block text-xs break-words text-red-800 dark:text-red-200">Motivo: {c.motivo_cancelamento}</span>
              )}
            </td>
            <td role="cell" className={`${CLASSE_CELULA} col-span-2 pt-2 lg:pt-3`}>
              <AcoesCertificado certificado={c} />
            </td>
          </tr>
        );
      })}
    </TabelaCartoes>
  );
}
