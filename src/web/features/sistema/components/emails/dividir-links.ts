export type Trecho = { tipo: 'texto'; valor: string } | { tipo: 'link'; valor: string };

const URL_RE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const PONTUACAO_FINAL = /[.,;:!?)\]}]+$/;

/**
 * Separa um texto simples em trechos de texto e links http(s). A pontuação colada ao fim
 * ("…/validar.") fica fora do link. Nada vira HTML: quem renderiza usa elementos React.
 */
export function dividirLinks(texto: string): Trecho[] {
  const trechos: Trecho[] = [];
  let desde = 0;
  for (const m of texto.matchAll(URL_RE)) {
    const bruto = m[0];
    const url = bruto.replace(PONTUACAO_FINAL, '');
    const inicio = m.index;
    if (inicio > desde) trechos.push({ tipo: 'texto', valor: texto.slice(desde, inicio) });
    trechos.push({ tipo: 'link', valor: url });
    desde = inicio + url.length;
  }
  if (desde < texto.length) trechos.push({ tipo: 'texto', valor: texto.slice(desde) });
  return trechos;
}
