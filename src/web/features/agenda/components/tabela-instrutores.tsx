import { ListChecks } from 'lucide-react';
import type { InstrutorResumo } from '#shared/contracts/instrutores.ts';
import { formatarNumero, formatarMedia } from '#web/lib/formato.ts';

const TH = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300';
const TD = 'px-3 py-3 align-top';
const TD_NUM = `${TD} text-right tabular-nums`;
const BOTAO =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 ' +
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
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 lg:block dark:border-slate-800">
        <table className="min-w-full divide-y divide-slate-200 bg-white text-sm dark:divide-slate-800 dark:bg-slate-900">
          <caption className="sr-only">Instrutores</caption>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              <th scope="col" className={TH}>Nome</th>
              <th scope="col" className={TH}>E-mail</th>
              <th scope="col" className={`${TH} text-right`}>Turmas</th>
              <th scope="col" className={`${TH} text-right`}>Em andamento</th>
              <th scope="col" className={`${TH} text-right`}>Programadas</th>
              <th scope="col" className={`${TH} text-right`}>Média das avaliações</th>
              <th scope="col" className={TH}>Situação</th>
              <th scope="col" className={TH}>Ações</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {instrutores.map((i) => (
              <tr key={i.id}>
                <th scope="row" className={`${TD} text-left font-semibold`}>{i.nome}</th>
                <td className={`${TD} break-all`}>{i.email}</td>
                <td className={TD_NUM}>{formatarNumero(i.turmas_qtd)}</td>
                <td className={TD_NUM}>{formatarNumero(i.turmas_andamento)}</td>
                <td className={TD_NUM}>{formatarNumero(i.turmas_programadas)}</td>
                <td className={TD_NUM}>{formatarMedia(i.avaliacao_media)}</td>
                <td className={TD}><Situacao ativo={i.ativo} /></td>
                <td className={TD}><VerTurmas instrutor={i} aoVer={aoVer} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:grid-cols-2 lg:hidden" aria-label="Instrutores">
        {instrutores.map((i) => (
          <li key={i.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 font-semibold break-words">{i.nome}</p>
              <Situacao ativo={i.ativo} />
            </div>
            <p className="text-sm break-all text-slate-600 dark:text-slate-300">{i.email}</p>
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
