import type { UsuarioResumo } from '#shared/contracts/usuarios.ts';

export type Acao = 'editar' | 'perfis' | 'situacao';

const BOTAO =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold ' +
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
const PERIGO = 'border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-200 dark:hover:bg-red-950';

interface Props {
  usuario: UsuarioResumo;
  aoAgir: (acao: Acao, u: UsuarioResumo) => void;
  /** Na tabela os botões ficam numa linha só (a coluna cresce em vez de quebrar). */
  umaLinha?: boolean;
}

/** Botões de uma linha: o nome acessível começa pelo texto visível e diz de quem é. */
export function AcoesUsuario({ usuario: u, aoAgir, umaLinha = false }: Props) {
  const situacao = u.ativo ? 'Desativar' : 'Reativar';
  return (
    <div className={`flex gap-2 ${umaLinha ? 'flex-nowrap whitespace-nowrap' : 'flex-wrap'}`}>
      <button type="button" className={BOTAO} aria-label={`Editar ${u.nome}`} onClick={() => aoAgir('editar', u)}>
        Editar
      </button>
      <button type="button" className={BOTAO} aria-label={`Perfis ${u.nome}`} onClick={() => aoAgir('perfis', u)}>
        Perfis
      </button>
      <button type="button" className={`${BOTAO} ${u.ativo ? PERIGO : ''}`} aria-label={`${situacao} ${u.nome}`} onClick={() => aoAgir('situacao', u)}>
        {situacao}
      </button>
    </div>
  );
}
