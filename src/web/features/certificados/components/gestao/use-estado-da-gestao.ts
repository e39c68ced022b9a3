import { useCallback, useMemo } from 'react';
import { STATUS_CERTIFICADO, TIPOS_CERTIFICADO, type StatusCertificado, type TipoCertificado } from '#shared/rules/certificado.ts';
import { idDaUrl } from '#web/lib/estado-na-url.ts';
import { useSearchParams } from '#web/lib/roteador.tsx';
import type { FiltrosGestao } from '../../api/keys.ts';

export const ABAS = ['turmas', 'certificados', 'assinantes'] as const;
export type Aba = (typeof ABAS)[number];


const umDe = <T extends string>(lista: readonly T[], v: string | null): T | undefined => (v !== null && (lista as readonly string[]).includes(v) ? (v as T) : undefined);

export interface EstadoDaGestao {
  aba: Aba;
  /** Turma aberta na aba Turmas (`?turma=12`). */
  turma: number | null;
  /** Busca da lista de turmas (no navegador). */
  filtroTurmas: string;
  /** Busca, filtros e página da aba Certificados. */
  filtros: FiltrosGestao;
}

/** Lê o endereço descartando valores inválidos (o servidor confere de novo). */
export function lerEstado(params: URLSearchParams): EstadoDaGestao {
  const turma = idDaUrl(params.get('turma'));
  const aba = turma !== null ? 'turmas' : (umDe(ABAS, params.get('aba')) ?? 'turmas');
  const busca = params.get('busca')?.trim().slice(0, 120) || undefined;
  const pagina = idDaUrl(params.get('pagina')) ?? 1;
  const filtros: FiltrosGestao = { pagina };
  if (busca) filtros.busca = busca;
  const status = umDe<StatusCertificado>(STATUS_CERTIFICADO, params.get('status'));
  if (status) filtros.status = status;
  const tipo = umDe<TipoCertificado>(TIPOS_CERTIFICADO, params.get('tipo'));
  if (tipo) filtros.tipo = tipo;
  return { aba, turma, filtroTurmas: params.get('q')?.slice(0, 120) ?? '', filtros };
}

/**
 * Aba, turma aberta, buscas e filtros da Gestão de Certificados guardados no endereço: recarregar ou
 * compartilhar o link abre igual. Trocar de aba ou abrir uma turma entra no histórico (o "voltar" do
 * navegador volta); buscar e filtrar substituem a entrada atual.
 */
export function useEstadoDaGestao() {
  const [params, definir] = useSearchParams();
  const estado = useMemo(() => lerEstado(params), [params]);

  const mudarAba = useCallback((aba: Aba) => definir(aba === 'turmas' ? {} : { aba }), [definir]);
  const abrirTurma = useCallback(
    (turma: number | null) => {
      const q = estado.filtroTurmas;
      const novos: Record<string, string> = turma === null ? {} : { turma: String(turma) };
      if (q) novos.q = q;
      definir(novos);
    },
    [definir, estado.filtroTurmas],
  );
  const filtrarTurmas = useCallback((q: string) => definir(q ? { q } : {}, { replace: true }), [definir]);
  const filtrarCertificados = useCallback(
    (parcial: Partial<FiltrosGestao>) => {
      const f = { ...estado.filtros, pagina: 1, ...parcial };
      const novos: Record<string, string> = { aba: 'certificados' };
      if (f.busca) novos.busca = f.busca;
      if (f.status) novos.status = f.status;
      if (f.tipo) novos.tipo = f.tipo;
      if (f.pagina > 1) novos.pagina = String(f.pagina);
      definir(novos, { replace: true });
    },
    [definir, estado.filtros],
  );
  return { ...estado, mudarAba, abrirTurma, filtrarTurmas, filtrarCertificados };
}
