import { ChevronDown } from 'lucide-react';
import { useEffect, useEffectEvent, type MouseEvent } from 'react';
import { useLocation } from '#web/lib/roteador.tsx';
import type { UsuarioLocal } from '#web/lib/sessao.ts';
import { travarRolagem } from '#web/lib/trava-rolagem.ts';
import { Avatar } from './avatar.tsx';
import { ItensConta } from './itens-conta.tsx';
import { ItensDoGrupo } from './itens-do-grupo.tsx';
import { grupoContem, type GrupoMenu } from './menus-navegacao.ts';

interface Props {
  grupos: GrupoMenu[];
  usuario: UsuarioLocal | null;
  /** `devolverFoco`: volta o foco ao botão "Menu" (Escape, botões). */
  aoFechar: (devolverFoco: boolean) => void;
  aoSair: () => void;
}

const SECAO = 'border-b border-slate-200 dark:border-slate-700';
const TITULO = 'flex min-h-11 cursor-pointer items-center px-4 py-2 font-semibold';

/**
 * Menu do celular: quem está logado (nome e e-mail) e as seções Usuário, Instrutor, Administrador
 * (conforme o perfil) e Geral. Enquanto aberto a página não rola; fecha com Escape, toque fora,
 * escolha de um item ou ao alargar a tela até o menu de computador.
 */
export function MenuMovel({ grupos, usuario, aoFechar, aoSair }: Props) {
  const { pathname } = useLocation();
  const fechar = useEffectEvent(aoFechar);

  useEffect(() => travarRolagem(), []);
  useEffect(() => {
    const aoTeclar = (e: KeyboardEvent) => {
      if (e.key === 'Escape') fechar(true);
    };
    const largo = typeof matchMedia === 'function' ? matchMedia('(min-width: 1024px)') : null;
    const aoAlargar = () => largo?.matches && fechar(false);
    document.addEventListener('keydown', aoTeclar);
    largo?.addEventListener?.('change', aoAlargar);
    return () => {
      document.removeEventListener('keydown', aoTeclar);
      largo?.removeEventListener?.('change', aoAlargar);
    };
  }, []);

  function aoClicar(e: MouseEvent) {
    const escolhido = (e.target as HTMLElement).closest('a[href], button');
    if (escolhido) aoFechar(escolhido.tagName === 'BUTTON');
  }

  const algumAtivo = grupos.some((g) => grupoContem(g, pathname));
  const nome = usuario?.nome?.trim() || 'Minha conta';

  return (
    <>
      <div aria-hidden="true" className="fixed inset-0 top-14 z-30 bg-black/40" onClick={() => aoFechar(false)} />
      <div
        onClick={aoClicar}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-3.5rem)] overflow-y-auto overscroll-contain bg-white text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100"
      >
        <div className={`flex items-center gap-3 p-4 ${SECAO}`}>
          <Avatar nome={usuario?.nome} email={usuario?.email} classe="size-10 bg-escola-100" />
          <div className="min-w-0">
            <p className="truncate font-semibold">{nome}</p>
            {usuario?.email && <p className="truncate text-sm text-slate-600 dark:text-slate-400">{usuario.email}</p>}
          </div>
        </div>
        {grupos.map((g, i) => (
          <details key={g.id} open={grupoContem(g, pathname) || (!algumAtivo && i === 0)} className={`group ${SECAO}`}>
            <summary className={`${TITULO} justify-between [&::-webkit-details-marker]:hidden`}>
              {g.titulo}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <ul className="px-2 pb-2">
              <ItensDoGrupo grupo={g} idBase={`menu-movel-${g.id}`} />
            </ul>
          </details>
        ))}
        <section aria-labelledby="menu-movel-geral" className="pb-2">
          <h2 id="menu-movel-geral" className={TITULO}>
            Geral
          </h2>
          <ul className="px-2">
            <ItensConta aoSair={aoSair} />
          </ul>
        </section>
      </div>
    </>
  );
}
