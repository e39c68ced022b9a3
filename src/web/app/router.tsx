import { lazy, Suspense, useCallback, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from '#web/lib/roteador.tsx';
import { AppLayout } from '#web/components/layouts/app-layout.tsx';
import { semHtml } from '#web/lib/sem-html.ts';
import { sobDemanda } from '#web/lib/sob-demanda.ts';
import { Carregando, Redirecionando } from './fallbacks.tsx';
import { Guarda } from './guarda.tsx';
import { PARAMS_NUMERICOS, ROTAS, rotaDoCaminho, type Rota } from './rotas.ts';
import { TituloContext } from './titulo.ts';
import { DASHBOARD, LOGIN, PAINEL_USUARIO, VALIDAR_PRESENCA } from '#web/lib/caminhos.ts';

/** TanStack Query carregado sob demanda: as páginas leves (/login…) não o baixam. */
const ProvedorConsultas = sobDemanda(() => import('./provedor-consultas.tsx'));

const NOME_DO_SITE = 'Escola da Saúde';

/** Adianta, antes do primeiro render, a página do endereço de entrada (e o provedor de consultas). */
export function precarregarPagina(pathname: string): void {
  const rota = rotaDoCaminho(pathname);
  if (!rota) return;
  rota.pagina.carregar().catch(() => undefined);
  if (!rota.leve) ProvedorConsultas.carregar().catch(() => undefined);
}

/** document.title = "<título da rota> — Escola da Saúde" (SPEC §2.7). */
export function tituloDoDocumento(titulo: string): string {
  return titulo === NOME_DO_SITE ? titulo : `${titulo} — ${NOME_DO_SITE}`;
}

function PaginaDaRota({ rota }: { rota: Rota }) {
  const params = useParams();
  useEffect(() => {
    document.title = tituloDoDocumento(rota.titulo);
  }, [rota.titulo]);
  // a página e o provedor de consultas descem juntos (e junto com a consulta da guarda, nas rotas com
  // login), não um depois do outro: sem isso cada um esperaria o anterior renderizar
  const preparar = useCallback(() => Promise.all([rota.pagina.carregar(), rota.leve || ProvedorConsultas.carregar()]), [rota.pagina, rota.leve]);
  useEffect(() => void preparar().catch(() => undefined), [preparar]);
  if (PARAMS_NUMERICOS.some((n) => /\D/.test(params[n] ?? ''))) {
    return <Navigate to={LOGIN} replace />;
  }
  const Pagina = rota.pagina;
  const conteudo = (
    <TituloContext.Provider value={rota.titulo}>
      <Suspense fallback={<Carregando />}>
        {rota.leve ? (
          <Pagina />
        ) : (
          <ProvedorConsultas>
            <Pagina />
          </ProvedorConsultas>
        )}
      </Suspense>
    </TituloContext.Provider>
  );
  return rota.acesso === 'publica' ? (
    conteudo
  ) : (
    <Guarda acesso={rota.acesso} preparar={preparar}>
      {conteudo}
    </Guarda>
  );
}

/** Caminho de uma página com login (a moldura não mostra o cabeçalho público enquanto a guarda confere). */
const privada = (pathname: string) => (rotaDoCaminho(pathname)?.acesso ?? 'publica') !== 'publica';

/** /validar-presenca → /presenca?turma=…&t=…; a regra (redirecionamentos.ts) chega sob demanda. */
const ValidarPresenca = lazy(() =>
  import('#web/lib/redirecionamentos.ts').then((m) => ({
    default: function ValidarPresenca() {
      return <Redirecionando para={m.destinoValidarPresenca(useLocation().search)} />;
    },
  })),
);

export function AppRoutes() {
  // `.html` perde o sufixo (mantendo a query) ANTES de casar as rotas: `/presenca/12.html` → `/presenca/12`
  const { pathname, search } = useLocation();
  const limpo = semHtml(pathname, search);
  if (limpo) return <Redirecionando para={limpo} />;
  return (
    <Routes>
      <Route element={<AppLayout privada={privada} />}>
        {ROTAS.map((r) => (
          <Route key={r.path} path={r.path} element={<PaginaDaRota rota={r} />} />
        ))}
        <Route path={DASHBOARD} element={<Navigate to={PAINEL_USUARIO} replace />} />
        <Route
          path={VALIDAR_PRESENCA}
          element={
            <Suspense fallback={<Carregando texto="Redirecionando…" />}>
              <ValidarPresenca />
            </Suspense>
          }
        />
        <Route path="*" element={<Redirecionando para={LOGIN} />} />
      </Route>
    </Routes>
  );
}
