/** Total de uma lista paginada pelo cabeçalho `X-Total-Count` (ausente ou inválido: o tamanho da página). */
export function totalDoCabecalho(r: Response, tamanhoPagina: number): number {
  const n = Number(r.headers.get('X-Total-Count'));
  return Number.isFinite(n) && r.headers.has('X-Total-Count') ? n : tamanhoPagina;
}
