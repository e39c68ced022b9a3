import { NavLink } from '#web/lib/roteador.tsx';
import { CLASSE_ITEM_MENU } from '#web/components/ui/menu-suspenso.tsx';
import type { GrupoMenu, ItemMenu } from './menus-navegacao.ts';

function Itens({ itens }: { itens: readonly ItemMenu[] }) {
  return itens.map((item) => (
    <li key={item.para}>
      <NavLink to={item.para} className={CLASSE_ITEM_MENU}>
        {item.rotulo}
      </NavLink>
    </li>
  ));
}

/**
 * Os `<li>` de um grupo do menu. Grupo com seções: cada seção é um `<li>` com título e a sua
 * própria lista (o leitor de tela anuncia "Pessoas, lista, 2 itens"); as setas do menu continuam
 * passando por todos os links, na ordem de leitura.
 */
export function ItensDoGrupo({ grupo, idBase }: { grupo: GrupoMenu; idBase: string }) {
  if (!grupo.secoes) return <Itens itens={grupo.itens} />;
  return grupo.secoes.map((secao, i) => {
    const idTitulo = `${idBase}-secao-${i}`;
    return (
      <li key={secao.titulo} className="min-w-0">
        <p id={idTitulo} className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          {secao.titulo}
        </p>
        <ul aria-labelledby={idTitulo}>
          <Itens itens={secao.itens} />
        </ul>
      </li>
    );
  });
}
