/**
 * Destino depois do login (`?next=`) e dos links internos (notificações): só caminhos relativos da
 * mesma origem. Recusa `//host` e `/\host` (o navegador trata os dois como outro site), qualquer espaço
 * ou caractere de controle (tab e quebra de linha são removidos pelo navegador: `/\t/host` vira
 * `//host`) e o próprio /login, para não dar volta.
 */
export function destinoSeguro(next: string | null | undefined): string | null {
  if (!next || !/^\/(?![/\\])/.test(next) || /[\s\p{Cc}]/u.test(next)) return null;
  return /^\/login(?:[/?#]|$)/.test(next) ? null : next;
}
