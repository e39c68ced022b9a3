/**
 * Onde a barra de navegação some (SPEC §2.6): entrar, cadastro, recuperação e redefinição de senha,
 * validação, presença, ajuda do cadastro, privacidade e qualquer caminho `.html`.
 */
const SEM_BARRA = new Set([
  '/login',
  '/registro',
  '/cadastro',
  '/recuperar-senha',
  '/redefinir-senha',
  '/validar-certificado',
  '/validar',
  '/validar-presenca',
  '/presenca',
  '/ajuda/cadastro',
  '/privacidade',
]);

export function barraOculta(pathname: string): boolean {
  const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (/\.html?$/.test(p)) return true;
  if (SEM_BARRA.has(p)) return true;
  return p.startsWith('/redefinir-senha/') || p.startsWith('/presenca/');
}
