import type { UsuarioResumo } from '#shared/contracts/usuarios.ts';
import { CLASSE_TD } from '#web/components/ui/classes.ts';
import { EmailQuebravel } from '#web/components/ui/email-quebravel.tsx';
import { TabelaLarga, type Coluna } from '#web/components/ui/tabela.tsx';
import { AcoesUsuario, type Acao } from './acoes-usuario.tsx';
import { ChipsPerfis } from './chips-perfis.tsx';
import { SituacaoConta } from './situacao-conta.tsx';

interface Props {
  usuarios: UsuarioResumo[];
  aoAgir: (acao: Acao, u: UsuarioResumo) => void;
}

const COLUNAS: Coluna[] = [{ rotulo: 'Nome e e-mail' }, { rotulo: 'CPF' }, { rotulo: 'Perfis' }, { rotulo: 'Unidade' }, { rotulo: 'Situação' }, { rotulo: 'Ações' }];

/**
 * Tabela a partir de 1280 px (nome e e-mail na mesma coluna, ações numa linha só); abaixo disso,
 * cartões (dois por linha a partir de 768 px). O CPF já vem mascarado da API.
 */
export function ListaUsuarios({ usuarios, aoAgir }: Props) {
  return (
    <>
      <TabelaLarga legenda="Pessoas cadastradas" colunas={COLUNAS} aPartirDe="xl">
        {usuarios.map((u) => (
          <tr key={u.id}>
            <th scope="row" className={`${CLASSE_TD} text-left font-normal`}>
              {/* até 26rem: só um pedaço de e-mail maior que isso quebra no meio (último recurso) */}
              <span className="block max-w-[26rem] min-w-48 break-words">
                <span className="block font-semibold">{u.nome}</span>
                <span className="block text-slate-600 dark:text-slate-300">
                  <EmailQuebravel email={u.email} />
                </span>
              </span>
            </th>
            <td className={`${CLASSE_TD} font-mono whitespace-nowrap`}>{u.cpf_mascarado}</td>
            <td className={CLASSE_TD}><ChipsPerfis perfis={u.perfis} /></td>
            <td className={CLASSE_TD}>{u.unidade_sigla ?? '—'}</td>
            <td className={CLASSE_TD}><SituacaoConta ativo={u.ativo} /></td>
            <td className={CLASSE_TD}><AcoesUsuario usuario={u} aoAgir={aoAgir} umaLinha /></td>
          </tr>
        ))}
      </TabelaLarga>
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
