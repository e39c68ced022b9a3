/**
 * Filtros da página de eventos guardados na query string (links e o "voltar" do navegador funcionam):
 * `status` (lista separada por vírgula, ou `todos`), `tipo`, `busca` e `pagina`. Valores padrão não
 * aparecem no endereço; valores estranhos são ignorados.
 */
import { STATUS, type Status } from '#shared/rules/cronograma.ts';
import { TIPOS_EVENTO, type TipoEvento } from '#shared/rules/eventos.ts';

export interface FiltrosEventos {
  status: Status[];
  tipo: TipoEvento | null;
  busca: string;
  pagina: number;
}

export const STATUS_PADRAO: readonly Status[] = ['programado', 'em_andamento'];
export const BUSCA_MAX = 120;

const ordenar = (lista: Iterable<Status>) => STATUS.filter((s) => new Set(lista).has(s));
const mesmos = (a: readonly Status[], b: readonly Status[]) => a.length === b.length && a.every((s, i) => s === b[i]);
export const todosOsStatus = (s: readonly Status[]) => s.length === STATUS.length;

export function lerFiltros(params: URLSearchParams): FiltrosEventos {
  const bruto = params.get('status');
  let status: Status[] = [...STATUS_PADRAO];
  if (bruto === 'todos') status = [...STATUS];
  else if (bruto) {
    const validos = ordenar(bruto.split(',').filter((s): s is Status => (STATUS as readonly string[]).includes(s)));
    if (validos.length > 0) status = validos;
  }
  const tipo = params.get('tipo');
  const pagina = Number(params.get('pagina'));
  return {
    status,
    tipo: tipo && (TIPOS_EVENTO as readonly string[]).includes(tipo) ? (tipo as TipoEvento) : null,
    busca: (params.get('busca') ?? '').trim().slice(0, BUSCA_MAX),
    pagina: Number.isInteger(pagina) && pagina > 1 ? pagina : 1,
  };
}

export function escreverFiltros(f: FiltrosEventos): URLSearchParams {
  const p = new URLSearchParams();
  const status = ordenar(f.status);
  if (todosOsStatus(status)) p.set('status', 'todos');
  else if (status.length > 0 && !mesmos(status, STATUS_PADRAO)) p.set('status', status.join(','));
  if (f.tipo) p.set('tipo', f.tipo);
  if (f.busca.trim()) p.set('busca', f.busca.trim());
  if (f.pagina > 1) p.set('pagina', String(f.pagina));
  return p;
}

/** Liga ou desliga uma situação; a última que sobra não sai (sem situação nenhuma a lista ficaria sem sentido). */
export function alternarStatus(atual: readonly Status[], s: Status): Status[] {
  const proximo = atual.includes(s) ? atual.filter((x) => x !== s) : [...atual, s];
  return proximo.length === 0 ? [...atual] : ordenar(proximo);
}

export const filtrosAtivos = (f: FiltrosEventos) => escreverFiltros({ ...f, pagina: 1 }).size > 0;
