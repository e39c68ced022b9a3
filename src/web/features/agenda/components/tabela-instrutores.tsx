import { ListChecks } from 'lucide-react';
import type { InstrutorResumo } from '#shared/contracts/instrutores.ts';
import { CLASSE_TD } from '#web/components/ui/classes.ts';
import { EmailQuebravel } from '#web/components/ui/email-quebravel.tsx';
import { TabelaLarga, type Coluna } from '#web/components/ui/tabela.tsx';
import { formatarNumero, formatarMedia } from '#web/lib/formato.ts';

const TD_NUM = `${CLASSE_TD} text-right tabular-nums`;
const COLUNAS: Coluna[] = [
  { rotulo: 'Nome' },
  { rotulo: 'E-mail' },
  { rotulo: 'Turmas', direita: true },
  { rotulo: 'Em andamento', direita: true },
  { rotulo: 'Programadas', direita: true },
  { rotulo: 'Média das avaliações', direita: true },
  { rotulo: 'Situação' },
  { rotulo: 'Ações' },
];
const BOTAO =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100 ' +
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

function Situacao({ ativo }: { ativo: boolean }) {
  return ativo ? (
    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">Ativo</span>
  ) : (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">Inativo</span>
  );
}

function VerTurmas({ instrutor, aoVer }: { instrutor: InstrutorResumo; aoVer: (i: InstrutorResumo) => void }) {
  return (
    <button type="button" className={BOTAO} aria-haspopup="dialog" aria-label={`Ver turmas de ${instrutor.nome}`} onClick={() => aoVer(instrutor)}>
      <ListChecks aria-hidden="true" className="size-4" />
      Ver turmas
    </button>
  );
}

/** Tabela a partir de 1024 px; abaixo, cartões (dois por linha a partir de 768 px). */
export function TabelaInstrutores({ instrutores, aoVer }: { instrutores: InstrutorResumo[]; aoVer: (i: InstrutorResumo) => void }) {
  return (
    <>
      <TabelaLarga legenda="Instrutores" colunas={COLUNAS}>
        {instrutores.map((i) => (
          <tr key={i.id}>
            <th scope="row" className={`${CLASSE_TD} text-left font-semibold`}>{i.nome}</th>
            <td className={`${CLASSE_TD} break-words`}>
              <EmailQuebravel email={i.email} />
            </td>
            <td className={TD_NUM}>{formatarNumero(i.turmas_qtd)}</td>
            <td className={TD_NUM}>{formatarNumero(i.turmas_andamento)}</td>
            <td className={TD_NUM}>{formatarNumero(i.turmas_programadas)}</td>
            <td className={TD_NUM}>{formatarMedia(i.avaliacao_media)}</td>
            <td className={CLASSE_TD}><Situacao ativo={i.ativo} /></td>
            <td className={CLASSE_TD}><VerTurmas instrutor={i} aoVer={aoVer} /></td>
          </tr>
        ))}
      </TabelaLarga>
      <ul className="grid gap-3 md:grid-cols-2 lg:hidden" aria-label="Instrutores">
        {instrutores.map((i) => (
          <li key={i.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 font-semibold break-words">{i.nome}</p>
              <Situacao ativo={i.ativo} />
            </div>
            <p className="text-sm break-words text-slate-600 dark:text-slate-300">
              <EmailQuebravel email={i.email} />
            </p>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600 dark:text-slate-400">Turmas</dt>
              <dd className="text-right tabular-nums">{formatarNumero(i.turmas_qtd)}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Em andamento</dt>
              <dd className="text-right tabular-nums">{formatarNumero(i.turmas_andamento)}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Programadas</dt>
              <dd className="text-right tabular-nums">{formatarNumero(i.turmas_programadas)}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Média das avaliações</dt>
              <dd className="text-right tabular-nums">{formatarMedia(i.avaliacao_media)}</dd>
            </dl>
            <div className="mt-3"><VerTurmas instrutor={i} aoVer={aoVer} /></div>
          </li>
        ))}
      </ul>
    </>
  );
}
