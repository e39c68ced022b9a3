/**
 * Sessão guardada no navegador (SPEC §3). Chaves persistentes: token, refresh_token, usuario, perfil, theme.
 * Por aba: perfil_incompleto, debug_conflitos e a marca de visita contada.
 */
import { ehPerfil, perfilPrincipal, type Perfil } from '#shared/rules/perfis.ts';

export const CHAVES = {
  token: 'token',
  refresh: 'refresh_token',
  usuario: 'usuario',
  perfil: 'perfil',
  tema: 'theme',
  perfilIncompleto: 'perfil_incompleto',
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

/**
 * Token de acesso utilizável agora, sem o prefixo "Bearer". Expirado: limpa token, usuario, perfil e a
 * marca de perfil incompleto. Ainda não válido (nbf no futuro): tratado como ausente.
 */
export function obterToken(agora = Date.now()): string | null {
  const bruto = ler(CHAVES.token);
  if (!bruto) return null;
  const token = bruto.replace(/^Bearer\s+/i, '').trim();
  const c = claims(token);
  if (!c) return null;
  const s = agora / 1000;
  if (typeof c.exp === 'number' && c.exp <= s) {
    limparSessaoExpirada();
    return null;
  }
  if (typeof c.nbf === 'number' && c.nbf > s + 5) return null;
  return token;
}

export function obterRefreshToken(): string | null {
  return ler(CHAVES.refresh);
}

function limparSessaoExpirada(): void {
  localStorage.removeItem(CHAVES.token);
  localStorage.removeItem(CHAVES.usuario);
  localStorage.removeItem(CHAVES.perfil);
  sessionStorage.removeItem(CHAVES.perfilIncompleto);
  avisar();
}

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

/** Logout local (SPEC §4): limpa token, refresh_token, perfil e usuario; mantém o tema. */
export function limparSessao(): void {
  for (const k of [CHAVES.token, CHAVES.refresh, CHAVES.perfil, CHAVES.usuario]) localStorage.removeItem(k);
  sessionStorage.removeItem(CHAVES.perfilIncompleto);
  avisar();
}

function avisar(): void {
  window.dispatchEvent(new Event(EVENTO_SESSAO));
}

/** Assina mudanças da sessão (nesta aba e em outras, via evento storage). */
export function assinarSessao(fn: () => void): () => void {
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
