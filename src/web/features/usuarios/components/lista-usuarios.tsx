import { Fragment } from 'react';
import type { UsuarioResumo } from '#shared/contracts/usuarios.ts';
import { AcoesUsuario, type Acao } from './acoes-usuario.tsx';
import { ChipsPerfis } from './chips-perfis.tsx';
import { SituacaoConta } from './situacao-conta.tsx';

interface Props {
  usuarios: UsuarioResumo[];
  aoAgir: (acao: Acao, u: UsuarioResumo) => void;
}

const TH = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300';
const TD = 'px-3 py-3 align-top';

/** E-mail que só quebra antes de "@" e de "." (nunca no meio de uma palavra). */
function EmailQuebravel({ email }: { email: string }) {
  return email.split(/(?=[@.])/).map((parte, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {parte}
    </Fragment>
  ));
}

/**
 * Tabela a partir de 1280 px (nome e e-mail na mesma coluna, ações numa linha só); abaixo disso,
 * cartões (dois por linha a partir de 768 px). O CPF já vem mascarado da API.
 */
export function ListaUsuarios({ usuarios, aoAgir }: Props) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 xl:block dark:border-slate-800">
        <table className="min-w-full divide-y divide-slate-200 bg-white text-sm dark:divide-slate-800 dark:bg-slate-900">
          <caption className="sr-only">Pessoas cadastradas</caption>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              <th scope="col" className={TH}>Nome e e-mail</th>
              <th scope="col" className={TH}>CPF</th>
              <th scope="col" className={TH}>Perfis</th>
              <th scope="col" className={TH}>Unidade</th>
              <th scope="col" className={TH}>Situação</th>
              <th scope="col" className={TH}>Ações</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {usuarios.map((u) => (
              <tr key={u.id}>
                <th scope="row" className={`${TD} text-left font-normal`}>
                  {/* até 26rem: só um pedaço de e-mail maior que isso quebra no meio (último recurso) */}
                  <span className="block max-w-[26rem] min-w-48 break-words">
                    <span className="block font-semibold">{u.nome}</span>
                    <span className="block text-slate-600 dark:text-slate-300">
                      <EmailQuebravel email={u.email} />
                    </span>
                  </span>
                </th>
                <td className={`${TD} font-mono whitespace-nowrap`}>{u.cpf_mascarado}</td>
                <td className={TD}><ChipsPerfis perfis={u.perfis} /></td>
                <td className={TD}>{u.unidade_sigla ?? '—'}</td>
                <td className={TD}><SituacaoConta ativo={u.ativo} /></td>
                <td className={TD}><AcoesUsuario usuario={u} aoAgir={aoAgir} umaLinha /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-label="Pessoas cadastradas">
        {usuarios.map((u) => (
          <li key={u.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 font-semibold break-words">{u.nome}</p>
              <SituacaoConta ativo={u.ativo} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600 dark:text-slate-400">E-mail</dt>
              <dd className="min-w-0 break-words">
                <EmailQuebravel email={u.email} />
              </dd>
              <dt className="text-slate-600 dark:text-slate-400">CPF</dt>
              <dd className="font-mono">{u.cpf_mascarado}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Unidade</dt>
              <dd>{u.unidade_sigla ?? '—'}</dd>
            </dl>
            <div className="mt-2"><ChipsPerfis perfis={u.perfis} /></div>
            <div className="mt-3"><AcoesUsuario usuario={u} aoAgir={aoAgir} /></div>
          </li>
        ))}
      </ul>
    </>
  );
}
