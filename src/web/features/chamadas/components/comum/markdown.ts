/**
 * As regras do Markdown do edital (decisão 024), usadas pelo leitor (`leitor-markdown.tsx`, com o
 * react-markdown): quais endereços viram link e como os títulos do texto encaixam debaixo dos da página.
 */
import { defaultUrlTransform } from 'react-markdown';

/** O que o `defaultUrlTransform` aceita além de http(s), mailto e relativos, e o edital não. */
const OUTROS_ESQUEMAS = /^(?:ircs?|xmpp):/i;

/**
 * O endereço de um link ou imagem, se for seguro: http(s), mailto ou relativo (âncora, caminho do site).
 * javascript:, data:, vbscript: e qualquer outro esquema (inclusive os disfarçados com espaços ou
 * caracteres de controle no nome) viram vazio, e o link fica só com o texto.
 */
export function enderecoSeguro(url: string): string {
  const seguro = defaultUrlTransform(url);
  return OUTROS_ESQUEMAS.test(seguro) ? '' : seguro;
}

/** Link que sai do site (abre em nova aba, sem `opener` nem `Referer`). */
export const ehExterno = (href: string) => /^(?:https?:)?\/\//i.test(href);

/** O pedaço da árvore do Markdown (mdast) que o encaixe dos títulos lê. */
interface No {
  type: string;
  depth?: number;
  children?: No[];
}

function titulos(no: No, saida: No[] = []): No[] {
  if (no.type === 'heading') saida.push(no);
  for (const filho of no.children ?? []) titulos(filho, saida);
  return saida;
}

/**
 * Plugin do remark: o maior título do texto vira `nivelBase` (o `#` ou `##` de um edital vira `h3` debaixo
 * do `h2` da seção) e os outros descem junto, de 2 a 6, para não quebrar a hierarquia da página.
 */
export function encaixarTitulos({ nivelBase }: { nivelBase: number }) {
  return (arvore: No) => {
    const lista = titulos(arvore);
    const deslocamento = nivelBase - Math.min(6, ...lista.map((t) => t.depth ?? 6));
    for (const t of lista) t.depth = Math.min(6, Math.max(2, (t.depth ?? 6) + deslocamento));
  };
}
