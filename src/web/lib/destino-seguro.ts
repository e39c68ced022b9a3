/** Origem fictícia só para resolver o caminho como o navegador resolve; nunca é visitada. */
const ORIGEM = 'https://destino.invalid';

/** Segmento `.` ou `..` (que o roteador resolveria) numa forma que o analisador de URL não resolveu. */
const SEGMENTO_DE_PONTOS = /(?:^|\/)\.{1,2}(?:\/|$)/;

/**
 * Destino depois do login (`?next=`) e dos links internos (notificações): só caminhos relativos da
 * mesma origem. Primeiro normaliza como o navegador e o roteador fariam — segmentos `.` e `..` (também
 * `%2e`), barras invertidas, barras e pontos codificados (`%2f`, `%5c`), barras repetidas — e só então
 * confere: `/.//evil.com`, `/..//evil.com` e `/x/..//evil.com` viram `//evil.com`, que o navegador trata
 * como outro site, e são recusados como `//host` e `/\host`. Recusa também qualquer espaço ou caractere
 * de controle, cru ou codificado (tab e quebra de linha são removidos pelo navegador: `/\t/host` vira
 * `//host`), e o próprio /login, para não dar volta. Devolve o caminho normalizado.
 */
export function destinoSeguro(next: string | null | undefined): string | null {
  if (!next || !/^\/(?![/\\])/.test(next) || /[\s\p{Cc}]/u.test(next)) return null;
  let url: URL;
  let caminho: string;
  try {
    url = new URL(next, ORIGEM);
    caminho = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (url.origin !== ORIGEM) return null;
  // o caminho como o roteador o veria (decodificado): nada de `//` no começo, `\`, `.`/`..` ou controles
  if (/^[/\\]{2}/.test(caminho) || caminho.includes('\\') || SEGMENTO_DE_PONTOS.test(caminho) || /[\s\p{Cc}]/u.test(caminho)) return null;
  const destino = url.pathname.replace(/\/{2,}/g, '/') + url.search + url.hash;
  return /^\/login(?:[/?#]|$)/.test(destino) ? null : destino;
}
