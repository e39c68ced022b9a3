import { QueryClientProvider } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from '#web/lib/roteador.tsx';
import type { Perfil } from '#shared/rules/perfis.ts';
import { MenuSuspenso } from '#web/components/ui/menu-suspenso.tsx';
import { queryClient } from '#web/lib/query-client.ts';
import { sair } from '#web/lib/sair.ts';
import { useSessao } from '#web/lib/use-sessao.ts';
import { coresDaBarra } from './campanhas.ts';
import { ItensDoGrupo } from './itens-do-grupo.tsx';
import { MenuConta } from './menu-conta.tsx';
import { MenuMovel } from './menu-movel.tsx';
import { gruposVisiveis } from './menus-navegacao.ts';
import { SinoNotificacoes } from './sino-notificacoes.tsx';

type IdMenu = Perfil | 'conta' | 'movel';

/** Botões sobre a barra colorida: o contorno de foco usa a cor do texto (contraste garantido). */
const NA_BARRA = 'hover:bg-black/10 focus-visible:outline-current';
/** Menu em seções (administrador): duas colunas no computador pequeno, três a partir de 1280 px. */
const PAINEL_EM_SECOES = 'grid w-[30rem] grid-cols-2 gap-x-1 xl:w-[46rem] xl:grid-cols-3';

/**
 * Barra de navegação de quem está logado (SPEC §2.6): marca, menus por perfil, sino de
 * notificações e menu da conta; no celular, um menu recolhível. A cor acompanha a campanha do mês.
 * Um menu aberto fecha os outros e todos fecham quando a rota muda.
 */
export function BarraNavegacao() {
  const { usuario, perfis } = useSessao();
  const loc = useLocation();
  const navigate = useNavigate();
  const [aberto, setAberto] = useState<IdMenu | null>(null);
  const [rotaVista, setRotaVista] = useState(loc.key);
  const [cores] = useState(() => coresDaBarra(new Date()));
  const botaoMovel = useRef<HTMLButtonElement>(null);
  if (rotaVista !== loc.key) {
    setRotaVista(loc.key);
    setAberto(null);
  }

  const grupos = gruposVisiveis(perfis);
  const mudar = (id: IdMenu) => (abrir: boolean) => setAberto((atual) => (abrir ? id : atual === id ? null : atual));
  const sairAgora = () => {
    setAberto(null);
    void sair((para) => navigate(para, { replace: true }));
  };
  const fecharMovel = (devolverFoco: boolean) => {
    setAberto(null);
    if (devolverFoco) botaoMovel.current?.focus();
  };

  return (
    <QueryClientProvider client={queryClient}>
      <header className="sticky top-0 z-40 shadow-sm" style={{ backgroundColor: cores.fundo, color: cores.texto }}>
        <a href="#conteudo" className="link-pular">
          Pular para conteúdo
        </a>
        <nav aria-label="Principal" className="mx-auto flex h-14 max-w-7xl items-center gap-1 px-2 sm:px-3">
          <Link to="/" className={`inline-flex min-h-11 max-w-48 items-center rounded-lg px-2 font-bold ${NA_BARRA}`}>
            <span className="truncate">Escola da Saúde</span>
          </Link>
          <ul className="hidden items-center gap-0.5 lg:flex">
            {grupos.map((g) => (
              <li key={g.id}>
                <MenuSuspenso
                  id={`menu-${g.id}`}
                  gatilho={g.titulo}
                  aberto={aberto === g.id}
                  aoMudar={mudar(g.id)}
                  classeGatilho={NA_BARRA}
                  classePainel={g.secoes ? PAINEL_EM_SECOES : undefined}
                >
                  <ItensDoGrupo grupo={g} idBase={`menu-${g.id}`} />
                </MenuSuspenso>
              </li>
            ))}
          </ul>
          <div className="ml-auto flex items-center gap-0.5">
            <SinoNotificacoes classe={NA_BARRA} />
            <div className="hidden lg:block">
              <MenuConta usuario={usuario} aberto={aberto === 'conta'} aoMudar={mudar('conta')} aoSair={sairAgora} classeGatilho={NA_BARRA} />
            </div>
            <button
              ref={botaoMovel}
              type="button"
              aria-expanded={aberto === 'movel'}
              aria-controls="menu-movel"
              onClick={() => setAberto((a) => (a === 'movel' ? null : 'movel'))}
              className={`inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold lg:hidden ${NA_BARRA}`}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                {aberto === 'movel' ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
              </svg>
              Menu
            </button>
          </div>
        </nav>
        <div id="menu-movel" hidden={aberto !== 'movel'} className="lg:hidden">
          {aberto === 'movel' && <MenuMovel grupos={grupos} usuario={usuario} aoFechar={fecharMovel} aoSair={sairAgora} />}
        </div>
      </header>
    </QueryClientProvider>
  );
}
