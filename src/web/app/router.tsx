import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { AppLayout } from '#web/components/layouts/app-layout.tsx';
import { semHtml } from '#web/lib/sem-html.ts';
import { Carregando, Redirecionando } from './fallbacks.tsx';
import { Guarda } from './guarda.tsx';
import { PARAMS_NUMERICOS, ROTAS, type Rota } from './rotas.ts';
import { TituloContext } from './titulo.ts';

/** TanStack Query carregado sob demanda: as páginas leves (/login…) não o baixam. */
const ProvedorConsultas = lazy(() => import('./provedor-consultas.tsx'));

const NOME_DO_SITE = 'Escola da Saúde';

/** document.title = "<título da rota> — Escola da Saúde" (SPEC §2.7). */
export function tituloDoDocumento(titulo: string): string {
  return titulo === NOME_DO_SITE ? titulo : `${titulo} — ${NOME_DO_SITE}`;
}

function PaginaDaRota({ rota }: { rota: Rota }) {
  const params = useParams();
  useEffect(() => {
    document.title = tituloDoDocumento(rota.titulo);
  }, [rota.titulo]);
  if (PARAMS_NUMERICOS.some((n) => params[n] !== undefined && !/^\d+$/.test(params[n] ?? ''))) {
    return <Navigate to="/login" replace />;
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
  return rota.acesso === 'publica' ? conteudo : <Guarda acesso={rota.acesso}>{conteudo}</Guarda>;
}

/** Caminho desconhecido: `.html` perde o sufixo (mantendo a query); o resto vai para /login. */
function Desconhecida() {
  const loc = useLocation();
  return <Redirecionando para={semHtml(loc.pathname, loc.search) ?? '/login'} />;
}

/** /validar-presenca → /presenca?turma=…&t=…; a regra (redirecionamentos.ts) chega sob demanda. */
function ValidarPresenca() {
  const { search } = useLocation();
  const [destino, setDestino] = useState<string | null>(null);
  useEffect(() => {
    let ativo = true;
    void import('#web/lib/redirecionamentos.ts').then((m) => ativo && setDestino(m.destinoValidarPresenca(search)));
    return () => {
      ativo = false;
    };
  }, [search]);
  return destino ? <Redirecionando para={destino} /> : <Carregando texto="Redirecionando…" />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {ROTAS.map((r) => (
          <Route key={r.path} path={r.path} element={<PaginaDaRota rota={r} />} />
        ))}
        <Route path="/dashboard" element={<Navigate to="/usuario/dashboard" replace />} />
        <Route path="/validar-presenca" element={<ValidarPresenca />} />
        <Route path="*" element={<Desconhecida />} />
      </Route>
    </Routes>
  );
}
