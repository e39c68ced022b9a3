/**
 * Cliente da API (SPEC §7–§8): prefixo /api, https para hosts remotos, credenciais, sem cache,
 * Bearer, cabeçalhos de fuso e data, 15 s de limite, uma nova tentativa após sondar /api/health,
 * e os textos de erro do catálogo. Envio e download de arquivos ficam em api-arquivos.ts (fora do
 * pacote inicial). Tipos vêm das definições do contrato (`import type`, sem zod no pacote).
 */
import type { Endpoint, EndpointBodyInput, EndpointQuery, EndpointResponse } from '#shared/contracts/endpoint.ts';
import { montarCaminho } from '#shared/contracts/endpoint.ts';
import type { ErrorCode } from '#shared/errors.ts';
import { apiBaseUrl, TEMPO_LIMITE_MS } from './config.ts';
import { atualizarPeloCabecalho } from './perfil-flag.ts';
import { CHAVES, limparSessao, obterRefreshToken, obterToken, salvarSessao } from './sessao.ts';
import { DASHBOARD, LOGIN } from './caminhos.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | 'REDE' | 'TEMPO_ESGOTADO' | 'HTTP',
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface OpcoesChamada {
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  /** Em 401 limpa a sessão e vai para /login?next=…; em 403 vai para /dashboard. */
  redirecionar?: boolean;
  headers?: Record<string, string>;
  /** Não tenta renovar o token nem repetir (usado pelo próprio refresh e pela sonda). */
  cru?: boolean;
}

/** Navegação usada nos redirecionamentos 401/403; o roteador registra a sua. */
let navegar: (para: string) => void = (para) => window.location.assign(para);
export function definirNavegacao(fn: (para: string) => void): void {
  navegar = fn;
}

const ehLocal = (host: string) => /^(localhost|[\d.]+|\[.*|.*\.localhost)$/.test(host);

/** Monta a URL: prefixo /api quando falta; http vira https fora de localhost/IP; descarta parâmetros vazios. */
export function montarUrl(caminho: string, query?: Record<string, unknown>): string {
  let p = caminho.startsWith('/') ? caminho : `/${caminho}`;
  if (!/^\/api(\/|$)/.test(p)) p = `/api${p}`;
  let base = apiBaseUrl();
  if (base.startsWith('http://')) {
    const u = new URL(base);
    if (!ehLocal(u.hostname)) base = base.replace(/^http:/, 'https:');
  }
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v == null || v === '' || /^nan$/i.test(String(v))) continue; // NaN (número) também vira "NaN"
    qs.append(k, String(v));
  }
  const s = qs.toString();
  return `${base}${p}${s ? `?${s}` : ''}`;
}

function dataLocal(d: Date): string {
  const z = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${z(d.getMonth() + 1)}-${z(d.getDate())}`;
}

// o primeiro Intl.DateTimeFormat da página custa de 15 a 40 ms (carrega dados do ICU) e cairia na primeira
// requisição; o Temporal (onde existe) dá o fuso sem esse custo. Uma vez por página, não por requisição.
let fusoHorario: string | undefined;
const temporal = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal;
const fuso = () => (fusoHorario ??= temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'America/Sao_Paulo');

/** Os cabeçalhos de toda chamada (também os do envio com progresso, em api-arquivos.ts). */
export function cabecalhos(extra: Record<string, string> | undefined, json: boolean): Headers {
  const agora = new Date();
  const h = new Headers({
    Accept: 'application/json',
    'X-Timezone': fuso(),
    'X-Timezone-Offset': String(-agora.getTimezoneOffset()),
    'X-Client-Date': dataLocal(agora),
    'X-Client-Now': agora.toISOString(),
    'X-Date-Only': '1',
  });
  if (sessionStorage.getItem(CHAVES.debug)) h.set('X-Debug-Conflitos', '1');
  if (json) h.set('Content-Type', 'application/json');
  const token = obterToken();
  if (token) h.set('Authorization', `Bearer ${token}`);
  for (const [k, v] of Object.entries(extra ?? {})) h.set(k, v);
  return h;
}

let emAndamento = 0;
let aoAcalmar: (() => void)[] = [];

/** Nenhum pedido à API em andamento? */
export const apiQuieta = () => !emAndamento;

/** `fn` quando nenhum pedido à API estiver em andamento (na hora, se nenhum estiver). */
export function quandoApiQuieta(fn: () => void): void {
  if (emAndamento) aoAcalmar.push(fn);
  else fn();
}

/** fetch com limite de 15 s, combinado ao sinal de quem chamou. */
async function buscar(url: string, init: RequestInit, sinal?: AbortSignal): Promise<Response> {
  emAndamento++;
  try {
    return await buscarComLimite(url, init, sinal);
  } finally {
    if (!--emAndamento) {
      const esperando = aoAcalmar;
      aoAcalmar = [];
      esperando.forEach((f) => f());
    }
  }
}

async function buscarComLimite(url: string, init: RequestInit, sinal?: AbortSignal): Promise<Response> {
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(new DOMException('tempo', 'TimeoutError')), TEMPO_LIMITE_MS);
  const repassar = () => ctl.abort(sinal?.reason);
  // cancelado antes de chegar aqui (ex.: durante a renovação do token): o evento já passou, então não espera
  // os 15 s do limite
  if (sinal?.aborted) repassar();
  sinal?.addEventListener('abort', repassar);
  try {
    return await fetch(url, { ...init, signal: ctl.signal, credentials: 'include', cache: 'no-store' });
  } finally {
    clearTimeout(timer);
    sinal?.removeEventListener('abort', repassar);
  }
}

export function ehCancelamento(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

let renovando: Promise<boolean> | null = null;

/** Trava entre abas (Web Locks): o refresh token é trocado a cada uso, então só uma aba renova por vez. */
function comTravaEntreAbas<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks?.request ? (locks.request('escola:renovar-sessao', fn) as Promise<T>) : fn();
}

/**
 * Renova o token de acesso uma vez (chamadas simultâneas desta aba esperam a mesma renovação; outras
 * abas esperam a trava e aproveitam o token que a primeira gravou). `recusado` é o token que levou 401.
 */
async function renovarToken(recusado?: string | null): Promise<boolean> {
  if (!obterRefreshToken()) return false;
  renovando ??= comTravaEntreAbas(async () => {
    const atual = obterToken();
    if (atual && atual !== recusado) return true; // outra aba já renovou
    const refresh = obterRefreshToken();
    if (!refresh) return false;
    try {
      const r = await buscar(montarUrl('/api/auth/refresh'), {
        method: 'POST',
        headers: cabecalhos(undefined, true),
        body: JSON.stringify({ refresh_token: refresh }),
      });
      if (!r.ok) {
        // só a recusa (401/403) descarta o refresh_token; um 502/503 no meio de um deploy não desloga
        if ((r.status === 401 || r.status === 403) && obterRefreshToken() === refresh) localStorage.removeItem(CHAVES.refresh);
        return false;
      }
      salvarSessao(await r.json());
      return true;
    } catch {
      return false;
    }
  }).finally(() => {
    renovando = null;
  });
  return renovando;
}

async function sondarSaude(): Promise<boolean> {
  try {
    return (await buscar(montarUrl('/api/health'), { method: 'GET' })).ok;
  } catch {
    return false;
  }
}

/** O `ApiError` de uma resposta não OK, com o texto e o código do corpo (ou os do catálogo). */
export async function erroDaResposta(r: Response): Promise<ApiError> {
  const texto = await r.text().catch(() => '');
  let corpo: { erro?: string; message?: string; code?: ErrorCode; details?: unknown } | null;
  try {
    corpo = texto ? JSON.parse(texto) : null;
  } catch {
    corpo = null;
  }
  // texto e código de quando o corpo não traz os seus: 401, 403, ou o texto cru / "HTTP {status}"
  const [msg, code] =
    r.status === 401
      ? ['Não autorizado (401)', 'NAO_AUTENTICADO' as const]
      : r.status === 403
        ? ['Sem permissão (403)', 'SEM_PERMISSAO' as const]
        : [texto.slice(0, 300) || `HTTP ${r.status}`, 'HTTP' as const];
  return new ApiError(corpo?.erro || corpo?.message || msg, r.status, corpo?.code ?? code, corpo?.details);
}

/** Faz a requisição e devolve a Response OK; trata 401/403, rede e tempo esgotado. */
export async function requisitar(metodo: string, caminho: string, opts: OpcoesChamada = {}): Promise<Response> {
  const url = montarUrl(caminho, opts.query);
  // FormData e arquivo cru (Blob, com o Content-Type que quem chamou pôs em `headers`) seguem como estão
  const corpoCru = (typeof FormData !== 'undefined' && opts.body instanceof FormData) || (typeof Blob !== 'undefined' && opts.body instanceof Blob);
  const corpo = opts.body === undefined ? undefined : corpoCru ? (opts.body as FormData | Blob) : JSON.stringify(opts.body);
  if (!opts.cru && !obterToken()) await renovarToken(); // sem refresh_token, renovarToken já devolve false
  const tokenUsado = obterToken();
  const tentar = () =>
    buscar(url, { method: metodo, headers: cabecalhos(opts.headers, corpo !== undefined && !corpoCru), body: corpo }, opts.signal);
  // cancelada por quem chamou vira AbortError (não é falha de rede nem repete)
  const falha = (err: unknown) => (opts.signal?.aborted ? new DOMException('cancelada', 'AbortError') : falhaDeRede(err));
  let r: Response;
  try {
    r = await tentar();
  } catch (err) {
    if (opts.signal?.aborted || opts.cru || !(await sondarSaude())) throw falha(err);
    r = await tentar().catch((err2: unknown) => {
      throw falha(err2);
    });
  }
  atualizarPeloCabecalho(r.headers.get('X-Perfil-Incompleto'));
  if (r.status === 401 && !opts.cru && (await renovarToken(tokenUsado))) {
    return requisitar(metodo, caminho, { ...opts, cru: true });
  }
  if (r.ok) return r;
  const erro = await erroDaResposta(r);
  if (opts.redirecionar && r.status === 401) {
    limparSessao();
    const aqui = window.location.pathname + window.location.search;
    navegar(`${LOGIN}?next=${encodeURIComponent(aqui)}`);
  } else if (opts.redirecionar && r.status === 403) navegar(DASHBOARD);
  throw erro;
}

export function falhaDeRede(err: unknown): ApiError {
  const tempo = err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError');
  return tempo ? new ApiError('Tempo de resposta excedido.', 0, 'TEMPO_ESGOTADO') : new ApiError('Falha de rede ou CORS', 0, 'REDE');
}

/** Corpo JSON da resposta (204 ou vazio → undefined). */
export async function json<T>(r: Response): Promise<T> {
  if (r.status === 204) return undefined as T;
  const texto = await r.text();
  return (texto ? JSON.parse(texto) : undefined) as T;
}

export const apiGet = <T>(c: string, o?: OpcoesChamada) => requisitar('GET', c, o).then((r) => json<T>(r));
export const apiPost = <T>(c: string, body?: unknown, o?: OpcoesChamada) => requisitar('POST', c, { ...o, body }).then((r) => json<T>(r));
export const apiPut = <T>(c: string, body?: unknown, o?: OpcoesChamada) => requisitar('PUT', c, { ...o, body }).then((r) => json<T>(r));
export const apiPatch = <T>(c: string, body?: unknown, o?: OpcoesChamada) => requisitar('PATCH', c, { ...o, body }).then((r) => json<T>(r));
export const apiDelete = <T>(c: string, o?: OpcoesChamada) => requisitar('DELETE', c, o).then((r) => json<T>(r));

/** Os nomes dos parâmetros de um caminho do contrato (`/api/turmas/:turmaId/datas` → `'turmaId'`). */
export type NomesDoCaminho<P extends string> = P extends `${string}:${infer Nome}/${infer Resto}`
  ? Nome | NomesDoCaminho<`/${Resto}`>
  : P extends `${string}:${infer Nome}`
    ? Nome
    : never;

/** Os parâmetros de caminho vêm do próprio caminho do contrato: `{ id }` contra `:turmaId` não compila. */
type ParamsDo<E extends Endpoint> = [NomesDoCaminho<E['path']>] extends [never]
  ? { params?: never }
  : { params: { [K in NomesDoCaminho<E['path']>]: string | number } };

type Args<E extends Endpoint> = ParamsDo<E> & {
  query?: EndpointQuery<E> extends undefined ? never : Partial<Record<keyof NonNullable<EndpointQuery<E>>, unknown>>;
  body?: EndpointBodyInput<E>;
} & Omit<OpcoesChamada, 'query' | 'body'>;

/**
 * Chamada tipada por uma definição do contrato. O método e o caminho são conferidos pelo tipo
 * (`callApi<typeof perfilEndpoints.obter>({ method: 'GET', path: '/api/perfil/me' })`) sem
 * importar o objeto em tempo de execução — assim o zod não entra no pacote inicial.
 */
export function callApi<E extends Endpoint>(
  rota: { method: E['method']; path: E['path'] },
  ...[args = {} as Args<E>]: [NomesDoCaminho<E['path']>] extends [never] ? [args?: Args<E>] : [args: Args<E>]
): Promise<EndpointResponse<E>> {
  const { params, query, body, ...resto } = args as Args<E> & { params?: Record<string, string | number> };
  const caminho = montarCaminho(rota.path, params as Record<string, string | number> | undefined);
  return requisitar(rota.method, caminho, { ...resto, query: query as Record<string, unknown>, body }).then((r) =>
    json<EndpointResponse<E>>(r),
  );
}
