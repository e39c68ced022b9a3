import type { FiltrosIndicadores } from '#shared/contracts/administracao.ts';
import { TIPOS_EVENTO, type TipoEvento } from '#shared/rules/eventos.ts';
import { idDaUrl, useParametrosDaUrl } from '#web/lib/estado-na-url.ts';

export const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'] as const;

/** O ano corrente em São Paulo. */
export const anoAtual = () => Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(new Date()));

/**
 * Os filtros do painel guardados no endereço (`?ano=2026&mes=3&tipo=Curso&unidade=4`). Sem `ano`, o ano
 * corrente; `ano=todos`, todo o período. Valor estranho na URL é ignorado (nunca vira pedido inválido).
 */
export function useFiltrosIndicadores(): [FiltrosIndicadores, (m: Record<string, string | null>) => void] {
  const [params, mudar] = useParametrosDaUrl();
  const anoBruto = params.get('ano');
  const ano = anoBruto === 'todos' ? undefined : /^\d{4}$/.test(anoBruto ?? '') && Number(anoBruto) >= 2000 && Number(anoBruto) <= 2100 ? Number(anoBruto) : anoAtual();
  const mesBruto = Number(params.get('mes'));
  const mes = ano !== undefined && Number.isInteger(mesBruto) && mesBruto >= 1 && mesBruto <= 12 ? mesBruto : undefined;
  const tipoBruto = params.get('tipo');
  const tipo = (TIPOS_EVENTO as readonly string[]).includes(tipoBruto ?? '') ? (tipoBruto as TipoEvento) : undefined;
  const unidade = idDaUrl(params.get('unidade')) ?? undefined;
  const f: FiltrosIndicadores = {};
  if (ano !== undefined) f.ano = ano;
  if (mes !== undefined) f.mes = mes;
  if (tipo) f.tipo = tipo;
  if (unidade !== undefined) f.unidade = unidade;
  return [f, mudar];
}

/** "março de 2026", "2026" ou "todo o período". */
export function textoDoPeriodo(f: FiltrosIndicadores): string {
  if (f.ano === undefined) return 'todo o período';
  return f.mes === undefined ? String(f.ano) : `${MESES[f.mes - 1]} de ${f.ano}`;
}
