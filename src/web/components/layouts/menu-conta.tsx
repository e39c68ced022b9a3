import { NavLink } from 'react-router';
import { CLASSE_ITEM_MENU, MenuSuspenso } from '#web/components/ui/menu-suspenso.tsx';
import type { UsuarioLocal } from '#web/lib/sessao.ts';
import { useTema } from '#web/lib/use-tema.ts';
import { Avatar } from './avatar.tsx';
import { ITENS_CONTA } from './menus-navegacao.ts';

interface Props {
  usuario: UsuarioLocal | null;
  aberto: boolean;
  aoMudar: (aberto: boolean) => void;
  aoSair: () => void;
  classeGatilho?: string;
}

/** Menu da conta: iniciais e nome (cortado em 12rem), cadastro, QR do site, ajuda, tema e sair. */
export function MenuConta({ usuario, aberto, aoMudar, aoSair, classeGatilho }: Props) {
  const { tema, alternar } = useTema();
  const nome = usuario?.nome?.trim() || usuario?.email || 'Minha conta';
  return (
    <MenuSuspenso
      id="menu-conta"
      aberto={aberto}
      aoMudar={aoMudar}
      alinhar="fim"
      rotuloGatilho={`Conta: ${nome}`}
      classeGatilho={classeGatilho}
      gatilho={
        <>
          <Avatar nome={usuario?.nome} email={usuario?.email} />
          <span className="max-w-48 truncate">{nome}</span>
        </>
      }
    >
      {ITENS_CONTA.map((i) => (
        <li key={i.para}>
          <NavLink to={i.para} className={CLASSE_ITEM_MENU}>
            {i.rotulo}
          </NavLink>
        </li>
      ))}
      <li>
        <button type="button" onClick={alternar} className={CLASSE_ITEM_MENU}>
          {tema === 'dark' ? 'Modo Claro' : 'Modo Escuro'}
        </button>
      </li>
      <li className="mt-1 border-t border-slate-200 pt-1 dark:border-slate-700">
        <button type="button" onClick={aoSair} className={`${CLASSE_ITEM_MENU} text-red-700 dark:text-red-300`}>
          Sair
        </button>
      </li>
    </MenuSuspenso>
  );
}
