import { useCallback, useMemo } from 'react';
import { TIPOS_EVENTO } from '#shared/rules/eventos.ts';
import { useSearchParams } from '#web/lib/roteador.tsx';
import type { FiltrosResultados } from '../../api/keys.ts';
import { idDaUrl } from '#web/lib/estado-na-url.ts';

const DATA = /^\d{4}-\d{2}-\d{2}$/;
const CHAVES = ['de', 'ate', 'evento', 'tipo', 'instrutor', 'turma'] as const;

/** Lê os filtros do endereço, descartando valores inválidos (o servidor confere de novo). */
export function lerFiltros(params: URLSearchParams): FiltrosResultados {
  const f: FiltrosResultados = {};
  const de = params.get('de');
  const ate = params.get('ate');
  if (de && DATA.test(de)) f.de = de;
  if (ate && DATA.test(ate) && (!f.de || ate >= f.de)) f.ate = ate;
  const tipo = params.get('tipo');
  if (tipo && (TIPOS_EVENTO as readonly string[]).includes(tipo)) f.tipo = tipo;
  for (const k of ['evento', 'instrutor', 'turma'] as const) {
    const id = idDaUrl(params.get(k));
    if (id !== null) f[k] = id;
  }
  return f;
}

/**
 * Filtros da Gestão de Avaliações guardados no endereço (recarregar ou compartilhar o link abre igual).
 * Mudar um filtro tira a turma escolhida (ela pode não estar mais na lista) e substitui a entrada do histórico.
 */
export function useFiltrosDaUrl() {
  const [params, definir] = useSearchParams();
  const filtros = useMemo(() => lerFiltros(params), [params]);
  const escrever = useCallback(
    (f: FiltrosResultados) => {
      const novos = new URLSearchParams();
      for (const k of CHAVES) if (f[k] !== undefined && f[k] !== '') novos.set(k, String(f[k]));
      definir(novos, { replace: true });
    },
    [definir],
  );
  const alterar = useCallback((parcial: Partial<FiltrosResultados>) => escrever({ ...filtros, turma: undefined, ...parcial }), [escrever, filtros]);
  const escolherTurma = useCallback((turma: number | undefined) => escrever({ ...filtros, turma }), [escrever, filtros]);
  const limpar = useCallback(() => escrever({}), [escrever]);
  const algumFiltro = CHAVES.some((k) => k !== 'turma' && filtros[k] !== undefined);
  return { filtros, alterar, escolherTurma, limpar, algumFiltro };
}
