import type { EventoResumo } from '#shared/contracts/eventos.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { AcoesEvento, type AcaoEvento } from './acoes-evento.tsx';
import { ROTULO_RESTRICAO } from '#shared/rules/eventos.ts';
import { ChipPublicacao, ChipRestricao, ChipStatus } from './chips-evento.tsx';
import { CLASSE_TD, CLASSE_TH } from './classes.ts';
import { textoPeriodo } from './periodo.ts';

interface Props {
  eventos: EventoResumo[];
  aoAgir: (acao: AcaoEvento, e: EventoResumo) => void;
}

function Chips({ e }: { e: EventoResumo }) {
  return (
    <div className="flex flex-wrap gap-1">
      <ChipPublicacao publicado={e.publicado} />
      <ChipStatus status={e.status} />
      {e.restricao_modo && <ChipRestricao rotulo={ROTULO_RESTRICAO[e.restricao_modo]} />}
    </div>
  );
}

const vagas = (e: EventoResumo) => `${formatarNumero(e.vagas_total - e.vagas_restantes)} de ${formatarNumero(e.vagas_total)}`;
const turmas = (n: number) => `${formatarNumero(n)} turma${n === 1 ? '' : 's'}`;

/** Tabela a partir de 1024 px; abaixo disso, cartões (dois por linha a partir de 768 px). */
export function ListaEventos({ eventos, aoAgir }: Props) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 lg:block dark:border-slate-800">
        <table className="min-w-full divide-y divide-slate-200 bg-white text-sm dark:divide-slate-800 dark:bg-slate-900">
          <caption className="sr-only">Eventos cadastrados</caption>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              <th scope="col" className={CLASSE_TH}>Evento</th>
              <th scope="col" className={CLASSE_TH}>Período</th>
              <th scope="col" className={CLASSE_TH}>Turmas e vagas</th>
              <th scope="col" className={CLASSE_TH}>Situação</th>
              <th scope="col" className={CLASSE_TH}>Ações</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {eventos.map((e) => (
              <tr key={e.id}>
                <th scope="row" className={`${CLASSE_TD} min-w-56 text-left font-normal`}>
                  <span className="block font-semibold break-words">{e.titulo}</span>
                  <span className="block text-slate-600 dark:text-slate-300">
                    {e.tipo} · {e.local}
                    {e.unidade_sigla ? ` · ${e.unidade_sigla}` : ''}
                  </span>
                </th>
                <td className={`${CLASSE_TD} whitespace-nowrap`}>{textoPeriodo(e.data_inicio, e.data_fim)}</td>
                <td className={CLASSE_TD}>
                  <span className="block">{turmas(e.turmas_qtd)}</span>
                  <span className="block text-slate-600 dark:text-slate-300">{vagas(e)} vagas ocupadas</span>
                </td>
                <td className={CLASSE_TD}><Chips e={e} /></td>
                <td className={CLASSE_TD}><AcoesEvento evento={e} aoAgir={aoAgir} umaLinha /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:grid-cols-2 lg:hidden" aria-label="Eventos cadastrados">
        {eventos.map((e) => (
          <li key={e.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <p className="font-semibold break-words">{e.titulo}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {e.tipo} · {e.local}
            </p>
            <div className="mt-2"><Chips e={e} /></div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600 dark:text-slate-400">Período</dt>
              <dd>{textoPeriodo(e.data_inicio, e.data_fim)}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Turmas</dt>
              <dd>{turmas(e.turmas_qtd)} · {vagas(e)} vagas ocupadas</dd>
            </dl>
            <div className="mt-3"><AcoesEvento evento={e} aoAgir={aoAgir} /></div>
          </li>
        ))}
      </ul>
    </>
  );
}
