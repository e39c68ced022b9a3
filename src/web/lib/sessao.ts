/**
 * Sessão guardada no navegador (SPEC §3). Chaves persistentes: token, refresh_token, usuario, perfil, theme.
 * Por aba: perfil_incompleto, sessao_confirmada, debug_conflitos e a marca de visita contada.
 */
import { ehPerfil, perfilPrincipal, type Perfil } from '#shared/rules/perfis.ts';

export const CHAVES = {
  token: 'token',
  refresh: 'refresh_token',
  usuario: 'usuario',
  perfil: 'perfil',
  tema: 'theme',
  perfilIncompleto: 'perfil_incompleto',
  /** Por aba: a guarda confirmou no servidor (/api/perfil/me) uma sessão, mesmo sem token (cookie). */
  sessaoConfirmada: 'sessao_confirmada',
  debug: 'debug_conflitos',
  visita: 'visita_contada:v2',
} as const;

export interface UsuarioLocal {
  id?: number;
  nome: string;
  email: string;
  perfil: Perfil;
  perfis: Perfil[];
  roles: Perfil[];
}

const EVENTO_SESSAO = 'sessao:mudou';

function ler(chave: string): string | null {
  try {
    return localStorage.getItem(chave);
  } catch {
    return null;
  }
}

/** Lê as claims de um JWT sem validar a assinatura (quem valida é o servidor). */
function claims(token: string): { exp?: number; nbf?: number } | null {
  const parte = token.split('.')[1];
  if (!parte) return null;
  try {
    const json = atob(parte.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as { exp?: number; nbf?: number };
  } catch {
    return null;
  }
}

/** Lê o token guardado: o token utilizável, 1 quando venceu, 0 quando falta ou ainda não vale (nbf no futuro). */
function avaliarToken(agora: number): string | 0 | 1 {
  const token = (ler(CHAVES.token) ?? '').replace(/^Bearer\s+/i, '').trim();
  const c = claims(token);
  const s = agora / 1000;
  if (!c) return 0;
  if ((c.exp ?? Infinity) <= s) return 1;
  return (c.nbf ?? 0) > s + 5 ? 0 : token;
}

/**
 * Token de acesso utilizável agora, sem o prefixo "Bearer" — leitura pura, sem efeitos: é a que vai
 * dentro de render e de `getSnapshot` (useSyncExternalStore). Vencido ou ainda não válido: null.
 */
export function tokenValido(agora = Date.now()): string | null {
  const t = avaliarToken(agora);
  return typeof t == 'string' ? t : null;
}

/**
 * O mesmo que tokenValido, mas fora de render (antes de uma requisição, num efeito): o token vencido
 * limpa token, usuario, perfil e a marca de perfil incompleto, e avisa quem observa a sessão.
 */
export function obterToken(agora = Date.now()): string | null {
  if (avaliarToken(agora) === 1) limparSessaoExpirada();
  return tokenValido(agora);
}

/**
 * Há sessão (leitura pura): um token válido, ou uma sessão por cookie que a guarda confirmou nesta aba
 * (marca `sessao_confirmada`). Um `usuario` que sobrou no armazenamento não basta.
 */
export function haSessao(): boolean {
  return !!tokenValido() || !!sessionStorage.getItem(CHAVES.sessaoConfirmada);
}

export function obterRefreshToken(): string | null {
  return ler(CHAVES.refresh);
}

/** Remove as chaves dadas e a marca de perfil incompleto, e avisa quem observa a sessão. */
function remover(...chaves: string[]): void {
  chaves.forEach((k) => localStorage.removeItem(k));
  sessionStorage.removeItem(CHAVES.perfilIncompleto);
  avisar();
}

/** Token vencido: some com token, usuario, perfil e a marca de perfil incompleto (o refresh fica para renovar). */
const limparSessaoExpirada = () => remover(CHAVES.token, CHAVES.usuario, CHAVES.perfil);

/** Perfis lidos de `perfil` (texto ou JSON) e de `usuario` (perfil, perfis, roles); nenhum → usuario. */
export function obterPerfis(): Perfil[] {
  const achados = new Set<Perfil>();
  const juntar = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(juntar);
    else if (typeof v === 'string') {
      const t = v.trim();
      if (t.startsWith('[')) {
        try {
          juntar(JSON.parse(t));
        } catch {
          /* ignora */
        }
      } else t.split(',').map((p) => p.trim().toLowerCase()).filter(ehPerfil).forEach((p) => achados.add(p));
    }
  };
  juntar(ler(CHAVES.perfil));
  const u = obterUsuario();
  if (u) [u.perfil, u.perfis, u.roles].forEach(juntar);
  return achados.size ? [...achados] : ['usuario'];
}

export function obterUsuario(): UsuarioLocal | null {
  const bruto = ler(CHAVES.usuario);
  if (!bruto) return null;
  try {
    const u = JSON.parse(bruto) as UsuarioLocal;
    return typeof u === 'object' && u ? u : null;
  } catch {
    return null;
  }
}

/** Guarda a sessão vinda do login, cadastro ou refresh. */
export function salvarSessao(s: { token?: string; refresh_token?: string; usuario: Omit<UsuarioLocal, 'perfil'> & { perfil?: Perfil } }): void {
  if (s.token) localStorage.setItem(CHAVES.token, s.token);
  if (s.refresh_token) localStorage.setItem(CHAVES.refresh, s.refresh_token);
  const perfis = s.usuario.perfis.length ? s.usuario.perfis : (['usuario'] as Perfil[]);
  const usuario: UsuarioLocal = { ...s.usuario, perfil: s.usuario.perfil ?? perfilPrincipal(perfis), perfis, roles: perfis };
  localStorage.setItem(CHAVES.usuario, JSON.stringify(usuario));
  localStorage.setItem(CHAVES.perfil, JSON.stringify(perfis));
  avisar();
}

/** Logout local (SPEC §4): limpa token, refresh_token, perfil e usuario (e as marcas da aba); mantém o tema. */
export function limparSessao(): void {
  sessionStorage.removeItem(CHAVES.sessaoConfirmada);
  remover(CHAVES.token, CHAVES.refresh, CHAVES.perfil, CHAVES.usuario);
}

function avisar(): void {
  window.dispatchEvent(new Event(EVENTO_SESSAO));
}

/** Observa mudanças da sessão (nesta aba e em outras, via evento storage). */
export function observarSessao(fn: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CHAVES.token || e.key === CHAVES.usuario) fn();
  };
  window.addEventListener(EVENTO_SESSAO, fn);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(EVENTO_SESSAO, fn);
    window.removeEventListener('storage', onStorage);
  };
}
