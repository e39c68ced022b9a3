import { NavLink } from '#web/lib/roteador.tsx';
import { CLASSE_ITEM_MENU } from '#web/components/ui/menu-suspenso.tsx';
import { useTema } from '#web/lib/use-tema.ts';
import { ITENS_CONTA } from './menus-navegacao.ts';

/**
 * Itens da conta (Atualizar Cadastro, QR do Site, Ajuda / FAQ), o tema ("Modo Claro"/"Modo Escuro") e "Sair":
 * os mesmos no menu da conta e na seção Geral do menu do celular.
 */
export function ItensConta({ aoSair, classeSair = '' }: { aoSair: () => void; classeSair?: string }) {
  const { tema, alternar } = useTema();
  return (
    <>
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
      <li className={classeSair}>
        <button type="button" onClick={aoSair} className={`${CLASSE_ITEM_MENU} text-red-700 dark:text-red-300`}>
          Sair
        </button>
      </li>
    </>
  );
}
