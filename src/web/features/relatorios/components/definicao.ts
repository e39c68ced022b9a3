import { DefinicaoSchema, type Definicao, type DefinicaoEntrada, type Filtro } from '#shared/contracts/relatorios.ts';
import { CATALOGO, OPERADORES_POR_TIPO, type Assunto, type CampoRelatorio } from '#shared/rules/relatorios.ts';

/** A definição inicial de um assunto: as colunas padrão, sem filtros nem agrupamento. */
export function definicaoInicial(assunto: Assunto): Definicao {
  return { assunto, campos: [...CATALOGO[assunto].padrao], filtros: [], periodo: {}, agrupar_por: null, totais: [], ordenar: null };
}

/** A definição no endereço (`?d=`), em JSON codificado para URL. */
export function definicaoParaUrl(d: DefinicaoEntrada): string {
  return JSON.stringify(d);
}

/** A definição do endereço, conferida pelo mesmo esquema do servidor; inválida ou ausente vira nulo. */
export function definicaoDaUrl(valor: string | null): Definicao | null {
  if (!valor || valor.length > 8000) return null;
  try {
    const r = DefinicaoSchema.safeParse(JSON.parse(valor));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** O filtro novo de um campo: o primeiro operador do tipo e um valor vazio coerente. */
export function filtroNovo(c: CampoRelatorio): Filtro {
  const operador = OPERADORES_POR_TIPO[c.tipo][0]!;
  const valor = c.tipo === 'booleano' ? true : c.tipo === 'enum' ? (c.opcoes?.[0]?.valor ?? '') : c.tipo === 'numero' ? 0 : '';
  return { campo: c.chave, operador, valor };
}

/** A mensagem do primeiro problema da definição (o mesmo esquema do servidor), ou nulo. */
export function problemaDaDefinicao(d: DefinicaoEntrada): string | null {
  const r = DefinicaoSchema.safeParse(d);
  return r.success ? null : (r.error.issues[0]?.message ?? 'Definição inválida.');
}
