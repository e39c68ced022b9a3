import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from '#web/lib/roteador.tsx';
import { temAlgumPerfil } from '#shared/rules/perfis.ts';
import { obterPerfil } from '#web/lib/dados/perfil-atual.ts';
import { observarPerfilIncompleto, lerPerfilIncompleto } from '#web/lib/perfil-flag.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { destinoSeguro } from '#web/lib/destino-seguro.ts';
import { observarSessao, CHAVES, haSessao, limparSessao, obterPerfis, obterRefreshToken, obterToken, obterUsuario, salvarSessao } from '#web/lib/sessao.ts';
import { Carregando, Redirecionando } from './fallbacks.tsx';
import { ISENTAS_PERFIL, type Acesso } from './rotas.ts';
import { ATUALIZAR_CADASTRO, DASHBOARD, LOGIN, PERFIL } from '#web/lib/caminhos.ts';

export interface EstadoForcado {
  forcado?: boolean;
  origem?: string;
}

/**
 * 2: sessão confirmada (token válido, ou cookie confirmado nesta aba — a mesma regra do useLogado);
 * 1: só um `usuario` guardado, ainda por confirmar; 0: nada. Leitura pura (é o getSnapshot).
 */
function useSessaoAtual(): number {
  return useSyncExternalStore(observarSessao, () => (haSessao() ? 2 : obterUsuario() ? 1 : 0));
}
function usePerfilIncompleto() {
  return useSyncExternalStore(observarPerfilIncompleto, lerPerfilIncompleto);
}

/**
 * Guarda de rota (SPEC §4): sem token tenta a sessão por cookie via /api/perfil/me; sem sessão vai para
 * /login?next=…; perfil sem permissão vai para /dashboard; perfil incompleto vai para /perfil (forçado),
 * exceto nos caminhos isentos; com o perfil completado volta à origem.
 */
export function Guarda({ acesso, preparar, children }: { acesso: Exclude<Acesso, 'publica'>; preparar?: () => Promise<unknown>; children: ReactNode }) {
  const loc = useLocation();
  const sessao = useSessaoAtual();
  const incompleto = usePerfilIncompleto();
  const [semSessao, setSemSessao] = useState(false);
  const precisaConsultar = !semSessao && (sessao < 2 || incompleto === null);
  // depois da consulta a página abre numa transição: o render dela cede a vez ao navegador em vez de
  // sair junto com a atualização (síncrona) da sessão numa tarefa longa (TBT)
  const [aberta, setAberta] = useState(!precisaConsultar);

  useEffect(() => {
    if (!precisaConsultar) return;
    let ativo = true;
    const ctl = new AbortController();
    // a página desce em paralelo com a consulta; abrir só com ela pronta evita o fallback do Suspense
    // (e os 300 ms que o React espera para trocar um fallback recém-mostrado pelo conteúdo)
    const pronta = preparar?.().catch(() => undefined);
    Promise.all([obterPerfil(ctl.signal), pronta])
      .then(([p]) => {
        if (!ativo) return;
        sessionStorage.setItem(CHAVES.sessaoConfirmada, '1'); // antes do aviso de salvarSessao (useLogado lê a marca)
        if (!obterToken()) salvarSessao({ usuario: { id: p.id, nome: p.nome, email: p.email, perfil: p.perfil, perfis: p.perfis, roles: p.roles } });
      })
      .catch((err: unknown) => {
        if (!ativo) return;
        // 401 depois da renovação: só limpa quando ela também falhou (refresh recusado e descartado, ou
        // sessão só de cookie). Com o refresh_token ainda guardado (ex.: 503 no refresh) a sessão fica.
        if (err instanceof ApiError && err.status === 401 && !obterRefreshToken()) limparSessao();
        setSemSessao(true);
      });
    return () => {
      ativo = false;
      ctl.abort(); // a resposta de uma guarda que saiu de cena não mexe mais na marca de perfil
    };
  }, [precisaConsultar, preparar]);
  // dispensada a consulta (resposta, marca de perfil vinda de outra requisição ou falha), abre a página
  useEffect(() => {
    if (!precisaConsultar && !aberta) startTransition(() => setAberta(true));
  }, [precisaConsultar, aberta]);

  const aqui = loc.pathname + loc.search;
  if (semSessao && !sessao) return <Navigate to={`${LOGIN}?next=${encodeURIComponent(aqui)}`} replace />;
  if (precisaConsultar || !aberta) return <Carregando />;
  if (acesso !== 'usuario' && !temAlgumPerfil(obterPerfis(), [acesso])) return <Navigate to={DASHBOARD} replace />;
  const estado = (loc.state ?? {}) as EstadoForcado;
  const isenta = ISENTAS_PERFIL.includes(loc.pathname);
  if (incompleto && !isenta) {
    return <Redirecionando para={PERFIL} estado={{ forcado: true, origem: aqui } satisfies EstadoForcado} />;
  }
  if (incompleto === false && estado.forcado && (loc.pathname === PERFIL || loc.pathname === ATUALIZAR_CADASTRO)) {
    // o estado do histórico pode vir de qualquer script da origem: só volta para um caminho seguro
    return <Redirecionando para={(estado.origem !== loc.pathname && destinoSeguro(estado.origem)) || DASHBOARD} />;
  }
  return <>{children}</>;
}
