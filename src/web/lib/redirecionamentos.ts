import { PRESENCA } from './caminhos.ts';
/**
 * Regras de redirecionamento de caminhos do SPEC §2.1 (funções puras, testadas à parte).
 * `/validar-presenca` é raro: este módulo só baixa quando alguém abre esse caminho.
 */
export { semHtml } from './sem-html.ts';

function decodificar(v: string): string {
  let atual = v;
  for (let i = 0; i < 3; i++) {
    try {
      const prox = decodeURIComponent(atual);
      if (prox === atual) break;
      atual = prox;
    } catch {
      break; // codificação ruim é tolerada
    }
  }
  return atual;
}

const soDigitos = (v: string | null | undefined) => (v && /^\d+$/.test(v.trim()) ? v.trim() : null);

/**
 * /validar-presenca: lê `codigo` ou `c` (um link completo — com ou sem esquema, ex.
 * `escola.gov.br/presenca/12?t=abc` ou `presenca/12?t=abc` — ou só uma query string), extrai a turma
 * de turma, turma_id ou id — ou do segmento após "presenca" — e o token de t ou token. Devolve o
 * destino `/presenca?turma=…&t=…`.
 */
export function destinoValidarPresenca(search: string): string {
  const externa = new URLSearchParams(search);
  const texto = decodificar((externa.get('codigo') ?? externa.get('c') ?? '').trim()).replace(/#.*$/s, '');
  // a query é o que vem depois do "?"; sem "?", o texto todo (uma query string solta)
  const i = texto.indexOf('?');
  const params = new URLSearchParams(texto.slice(i + 1));
  const de = (p: URLSearchParams, ...nomes: string[]) => nomes.map((n) => p.get(n)).find((v) => v != null && v !== '') ?? null;
  const segmento = /presenca\/(\d+)/i.exec(i < 0 ? texto : texto.slice(0, i))?.[1] ?? null;
  const turma = soDigitos(de(params, 'turma', 'turma_id', 'id')) ?? segmento ?? soDigitos(de(externa, 'turma', 'turma_id', 'id'));
  const token = de(params, 't', 'token') ?? de(externa, 't', 'token');
  const q = new URLSearchParams();
  if (turma) q.set('turma', turma);
  if (token) q.set('t', token);
  const s = q.toString();
  return `${PRESENCA}${s ? `?${s}` : ''}`;
}
