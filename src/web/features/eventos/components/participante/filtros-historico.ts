/** Filtros do histórico na query string: `ano` (AAAA), `busca` e `pagina`; padrões ficam fora do endereço. */
import { BUSCA_MAX } from './filtros-eventos.ts';

export interface FiltrosHistorico {
  ano: number | null;
  busca: string;
  pagina: number;
}

export function lerFiltrosHistorico(params: URLSearchParams): FiltrosHistorico {
  const ano = params.get('ano') ?? '';
  const pagina = Number(params.get('pagina'));
  return {
    ano: /^(19|20)\d{2}$/.test(ano) ? Number(ano) : null,
    busca: (params.get('busca') ?? '').trim().slice(0, BUSCA_MAX),
    pagina: Number.isInteger(pagina) && pagina > 1 ? pagina : 1,
  };
}

export function escreverFiltrosHistorico(f: FiltrosHistorico): URLSearchParams {
  const p = new URLSearchParams();
  if (f.ano !== null) p.set('ano', String(f.ano));
  if (f.busca.trim()) p.set('busca', f.busca.trim());
  if (f.pagina > 1) p.set('pagina', String(f.pagina));
  return p;
}
