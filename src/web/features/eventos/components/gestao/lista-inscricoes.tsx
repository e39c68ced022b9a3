import type { InscricaoAdmin } from '../../api/buscar-inscricoes.ts';
import { CLASSE_TD, CLASSE_TH } from './classes.ts';
import { SituacaoInscricao } from './situacao-inscricao.tsx';

interface Props {
  inscricoes: InscricaoAdmin[];
  selecionadas: ReadonlySet<number>;
  aoAlternar: (id: number) => void;
}

function Marcador({ i, marcado, aoAlternar }: { i: InscricaoAdmin; marcado: boolean; aoAlternar: (id: number) => void }) {
  const cancelada = i.status === 'cancelada';
  return (
    <label className="inline-flex size-11 cursor-pointer items-center justify-center has-[:disabled]:cursor-not-allowed">
      <input
        type="checkbox"
        className="size-5"
        checked={marcado}
        disabled={cancelada}
        onChange={() => aoAlternar(i.id)}
        aria-label={cancelada ? `Inscrição de ${i.usuario.nome} já cancelada` : `Selecionar ${i.usuario.nome}`}
      />
    </label>
  );
}

/** Tabela a partir de 1024 px; abaixo disso, cartões. O CPF já vem mascarado da API. */
export function ListaInscricoes({ inscricoes, selecionadas, aoAlternar }: Props) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 lg:block dark:border-slate-800">
        <table className="min-w-full divide-y divide-slate-200 bg-white text-sm dark:divide-slate-800 dark:bg-slate-900">
          <caption className="sr-only">Inscrições encontradas</caption>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              <th scope="col" className={`${CLASSE_TH} w-14`}><span className="sr-only">Seleção</span></th>
              <th scope="col" className={CLASSE_TH}>Nome</th>
              <th scope="col" className={CLASSE_TH}>CPF</th>
              <th scope="col" className={CLASSE_TH}>E-mail</th>
              <th scope="col" className={CLASSE_TH}>Evento e turma</th>
              <th scope="col" className={CLASSE_TH}>Situação</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {inscricoes.map((i) => (
              <tr key={i.id} className={selecionadas.has(i.id) ? 'bg-escola-50 dark:bg-slate-800' : ''}>
                <td className="px-1 py-1 align-top"><Marcador i={i} marcado={selecionadas.has(i.id)} aoAlternar={aoAlternar} /></td>
                <th scope="row" className={`${CLASSE_TD} text-left font-semibold`}>{i.usuario.nome}</th>
                <td className={`${CLASSE_TD} font-mono whitespace-nowrap`}>{i.usuario.cpf_mascarado}</td>
                <td className={`${CLASSE_TD} break-all`}>{i.usuario.email}</td>
                <td className={CLASSE_TD}>
                  <span className="block">{i.evento.titulo}</span>
                  <span className="block text-slate-600 dark:text-slate-300">{i.turma.nome}</span>
                </td>
                <td className={CLASSE_TD}><SituacaoInscricao inscricao={i} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:grid-cols-2 lg:hidden" aria-label="Inscrições encontradas">
        {inscricoes.map((i) => (
          <li key={i.id} className={`flex gap-2 rounded-xl border p-3 shadow-sm ${selecionadas.has(i.id) ? 'border-escola-700 bg-escola-50 dark:border-escola-100 dark:bg-slate-800' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'}`}>
            <Marcador i={i} marcado={selecionadas.has(i.id)} aoAlternar={aoAlternar} />
            <div className="min-w-0 flex-1 pt-2">
              <p className="font-semibold break-words">{i.usuario.nome}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600 dark:text-slate-400">CPF</dt>
                <dd className="font-mono">{i.usuario.cpf_mascarado}</dd>
                <dt className="text-slate-600 dark:text-slate-400">E-mail</dt>
                <dd className="min-w-0 break-all">{i.usuario.email}</dd>
                <dt className="text-slate-600 dark:text-slate-400">Turma</dt>
                <dd className="min-w-0 break-words">{i.evento.titulo} · {i.turma.nome}</dd>
              </dl>
              <div className="mt-2"><SituacaoInscricao inscricao={i} /></div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
