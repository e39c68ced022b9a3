import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigate } from '#web/lib/roteador.tsx';
import { definirNavegacao } from '#web/lib/api-client.ts';
import { observarContainerDeToasts, containerDeToastsPedido } from '#web/lib/toast.ts';
import { depoisDoLoad } from '#web/lib/depois-do-load.ts';
import { useLogado } from '#web/lib/use-logado.ts';
import { LimiteDeErro } from './limite-de-erro.tsx';
import { useMolduraDaPagina } from './use-moldura-da-pagina.ts';
import { barraOculta } from './visibilidade.ts';

// Tudo o que não é o conteúdo chega sob demanda: o /login baixa só o rodapé (orçamento de 100 KB).
const BarraNavegacao = lazy(() => import('./barra-navegacao.tsx').then((m) => ({ default: m.BarraNavegacao })));
const CabecalhoPublico = lazy(() => import('./cabecalho-publico.tsx').then((m) => ({ default: m.CabecalhoPublico })));
// o rodapé (abaixo da dobra, com a consulta dos dados da instituição) desce depois do `load`: não disputa
// a rede nem o processador com a página que abre
const Rodape = lazy(() => new Promise<void>((pronto) => depoisDoLoad(pronto)).then(() => import('./rodape.tsx')).then((m) => ({ default: m.Rodape })));
/** O lugar da barra enquanto ela desce (ou enquanto a guarda confere a sessão): a página não salta. */
const LUGAR_DA_BARRA = <div className="h-14" aria-hidden="true" />;
const ContainerDeToasts = lazy(() => import('./container-de-toasts.tsx').then((m) => ({ default: m.ContainerDeToasts })));

/**
 * Moldura das páginas: link de pular, barra de navegação (ou cabeçalho público), conteúdo dentro do
 * limite de erro, rodapé, região de anúncios e o contêiner de toasts. Numa página com login (`privada`)
 * ainda sem sessão confirmada (a guarda consulta), o lugar da barra fica reservado: o cabeçalho público
 * não desce nem pinta para logo dar lugar à barra.
 */
export function AppLayout({ privada }: { privada?: (pathname: string) => boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logado = useLogado();
  const anuncio = useMolduraDaPagina();
  const comToasts = useSyncExternalStore(observarContainerDeToasts, containerDeToastsPedido);

  // 401/403 com `redirecionar` navegam pelo roteador, sem recarregar a página
  useEffect(() => definirNavegacao((para) => navigate(para, { replace: true })), [navigate]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#conteudo" className="link-pular">
        Ir para o conteúdo
      </a>
      {!barraOculta(pathname) && (
        <LimiteDeErro alternativa={null}>
          <Suspense fallback={LUGAR_DA_BARRA}>{logado ? <BarraNavegacao /> : privada?.(pathname) ? LUGAR_DA_BARRA : <CabecalhoPublico />}</Suspense>
        </LimiteDeErro>
      )}
      {/* ocupa ao menos a tela: o rodapé começa abaixo da dobra e não salta quando a página chega (CLS) */}
      <main id="conteudo" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <LimiteDeErro chave={pathname}>
          <Outlet />
        </LimiteDeErro>
      </main>
      <LimiteDeErro alternativa={null}>
        <Suspense fallback={null}>
          <Rodape logado={logado} />
        </Suspense>
      </LimiteDeErro>
      <div role="status" aria-live="polite" className="sr-only">
        {anuncio}
      </div>
      {comToasts && (
        <LimiteDeErro alternativa={null}>
          <Suspense fallback={null}>
            <ContainerDeToasts />
          </Suspense>
        </LimiteDeErro>
      )}
    </div>
  );
}
