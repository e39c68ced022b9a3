/**
 * Iniciais do avatar (SPEC §3): primeira letra da primeira e da última palavra do nome; senão as
 * duas primeiras letras do nome; senão as do início do e-mail (antes do @); senão "?".
 */
export function iniciais(nome?: string | null, email?: string | null): string {
  const maiusculas = (s: string) => s.toLocaleUpperCase('pt-BR');
  const palavras = (nome ?? '').trim().split(/\s+/).filter(Boolean);
  if (palavras.length >= 2) {
    const primeira = Array.from(palavras[0]!)[0]!;
    const ultima = Array.from(palavras[palavras.length - 1]!)[0]!;
    return maiusculas(primeira + ultima);
  }
  if (palavras.length === 1) return maiusculas(Array.from(palavras[0]!).slice(0, 2).join(''));
  const local = (email ?? '').trim().split('@')[0] ?? '';
  if (local) return maiusculas(Array.from(local).slice(0, 2).join(''));
  return '?';
}
