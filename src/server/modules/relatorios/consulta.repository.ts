/**
 * O construtor de consultas dos relatórios. Recebe uma definição JÁ conferida pelo `DefinicaoSchema` e
 * monta o SQL só com as expressões de `relatorios.catalogo.ts`; valores de filtro entram como parâmetros
 * (`${valor}` no template do Drizzle). Cada consulta roda numa transação curta com `statement_timeout`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Definicao, Filtro } from '#shared/contracts/relatorios.ts';
import { CATALOGO, campoDe, ROTULO_FUNCAO, type CampoRelatorio } from '#shared/rules/relatorios.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { ASSUNTOS_SQL, type ExpressaoDoCampo } from './catalogo.repository.ts';

export type ValorBruto = string | number | boolean | null;

export interface ColunaDoResultado {
  chave: string;
  rotulo: string;
  tipo: CampoRelatorio['tipo'];
  campo?: CampoRelatorio;
}

export const MENSAGEM_TEMPO_ESGOTADO = 'O relatório demorou demais para ser gerado. Restrinja o período ou acrescente filtros e tente de novo.';

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

function expressao(def: Definicao, chave: string): ExpressaoDoCampo {
  const e = ASSUNTOS_SQL[def.assunto].campos[chave];
  // só chega aqui o que o esquema aceitou; sem expressão é erro de programação, não do cliente
  if (!e) throw new Error(`campo sem expressão: ${def.assunto}.${chave}`);
  return e;
}

/** A expressão do campo como sai na coluna (datas em texto AAAA-MM-DD, números como float8). */
function saida(def: Definicao, chave: string): SQL {
  const c = campoDe(def.assunto, chave)!;
  const v = expressao(def, chave).valor;
  if (c.tipo === 'data') return sql`to_char(${v}, 'YYYY-MM-DD')`;
  if (c.tipo === 'numero') return sql`(${v})::float8`;
  return v;
}

function condicao(def: Definicao, f: Filtro): SQL {
  const c = campoDe(def.assunto, f.campo)!;
  const e = expressao(def, f.campo);
  const alvo = c.tipo === 'referencia' ? e.codigo! : e.valor;
  const v = f.valor;
  switch (f.operador) {
    case 'igual':
      return c.tipo === 'data' ? sql`${alvo} = ${v}::date` : sql`${alvo} = ${v}`;
    case 'diferente':
      return sql`${alvo} is distinct from ${v}`;
    case 'contem':
      return sql`position(lower(${v}::text) in lower(${alvo})) > 0`;
    case 'maior_ou_igual':
      return c.tipo === 'data' ? sql`${alvo} >= ${v}::date` : sql`${alvo} >= ${v}`;
    case 'menor_ou_igual':
      return c.tipo === 'data' ? sql`${alvo} <= ${v}::date` : sql`${alvo} <= ${v}`;
    case 'em':
      return sql`${alvo} in ${v as (string | number)[]}`;
  }
}

export function condicoes(def: Definicao): SQL {
  const partes = def.filtros.map((f) => condicao(def, f));
  const periodo = expressao(def, CATALOGO[def.assunto].campoDoPeriodo).valor;
  if (def.periodo.de) partes.push(sql`${periodo} >= ${def.periodo.de}::date`);
  if (def.periodo.ate) partes.push(sql`${periodo} <= ${def.periodo.ate}::date`);
  return partes.length ? sql`where ${sql.join(partes, sql` and `)}` : sql``;
}

/** As colunas do resultado: as escolhidas, ou (agrupado) o grupo, a quantidade e os totais. */
export function colunasDe(def: Definicao): ColunaDoResultado[] {
  if (def.agrupar_por === null) {
    return def.campos.map((k) => {
      const campo = campoDe(def.assunto, k)!;
      return { chave: k, rotulo: campo.rotulo, tipo: campo.tipo, campo };
    });
  }
  const g = campoDe(def.assunto, def.agrupar_por)!;
  return [
    { chave: g.chave, rotulo: g.rotulo, tipo: g.tipo, campo: g },
    { chave: 'quantidade', rotulo: 'Quantidade', tipo: 'numero' },
    ...def.totais.map((t) => ({ chave: `${t.funcao}:${t.campo}`, rotulo: `${ROTULO_FUNCAO[t.funcao]} de ${campoDe(def.assunto, t.campo)!.rotulo.toLowerCase()}`, tipo: 'numero' as const })),
  ];
}

/** Roda `fn` numa transação com limite de tempo por comando; o cancelamento vira 503 com mensagem clara. */
export async function comLimiteDeTempo<T>(db: Db, limiteMs: number, fn: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('statement_timeout', ${String(Math.max(1, Math.trunc(limiteMs)))}, true)`);
      return fn(tx as unknown as Db);
    });
  } catch (err) {
    if (tempoEsgotado(err)) throw new AppError('INDISPONIVEL', MENSAGEM_TEMPO_ESGOTADO, { cause: err });
    throw err;
  }
}

/** `57014` (query_canceled): o `statement_timeout` cortou o comando. */
export function tempoEsgotado(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    if ((e as { code?: string }).code === '57014') return true;
  }
  return false;
}

function ordem(def: Definicao): { chave: SQL; direcao: 'asc' | 'desc' } | null {
  if (!def.ordenar) return null;
  if (def.agrupar_por !== null && def.ordenar.campo === 'quantidade') return { chave: sql`count(*)`, direcao: def.ordenar.direcao };
  return { chave: expressao(def, def.ordenar.campo).valor, direcao: def.ordenar.direcao };
}

const dir = (d: 'asc' | 'desc') => (d === 'asc' ? sql`asc` : sql`desc`);

function selecaoAgrupada(def: Definicao): { select: SQL; groupBy: SQL; ordemPadrao: SQL } {
  const g = expressao(def, def.agrupar_por!);
  const totais = def.totais.map((t) => {
    const v = expressao(def, t.campo).valor;
    return t.funcao === 'soma' ? sql`(sum(${v}))::float8` : sql`round((avg(${v}))::numeric, 2)::float8`;
  });
  const select = sql.join([sql`${saida(def, def.agrupar_por!)} as c0`, sql`count(*)::int as c1`, ...totais.map((t, i) => sql`${t} as ${sql.raw(`c${i + 2}`)}`)], sql`, `);
  const groupBy = g.codigo ? sql`${g.codigo}, ${g.valor}` : g.valor;
  return { select, groupBy, ordemPadrao: sql`${g.valor} asc nulls last` };
}

/** Uma página do relatório (ou dos grupos) e o total de linhas (ou grupos). */
export async function consultarPagina(db: Db, def: Definicao, p: { pagina: number; porPagina: number }, limiteMs: number): Promise<{ linhas: ValorBruto[][]; total: number }> {
  const a = ASSUNTOS_SQL[def.assunto];
  const where = condicoes(def);
  const o = ordem(def);
  const deslocamento = (p.pagina - 1) * p.porPagina;
  return comLimiteDeTempo(db, limiteMs, async (tx) => {
    if (def.agrupar_por !== null) {
      const { select, groupBy, ordemPadrao } = selecaoAgrupada(def);
      const order = o ? sql`${o.chave} ${dir(o.direcao)} nulls last, ${ordemPadrao}` : ordemPadrao;
      const r = await tx.execute(sql`select ${select} from ${a.origem} ${where} group by ${groupBy} order by ${order} limit ${p.porPagina} offset ${deslocamento}`);
      const t = await tx.execute(sql`select count(*)::int as n from (select 1 from ${a.origem} ${where} group by ${groupBy}) g`);
      const n = 2 + def.totais.length;
      return { linhas: rows<Record<string, ValorBruto>>(r).map((l) => Array.from({ length: n }, (_, i) => l[`c${i}`] ?? null)), total: Number(rows<{ n: number }>(t)[0]?.n ?? 0) };
    }
    const select = sql.join(def.campos.map((k, i) => sql`${saida(def, k)} as ${sql.raw(`c${i}`)}`), sql`, `);
    const order = o ? sql`${o.chave} ${dir(o.direcao)} nulls last, ${a.id}` : a.id;
    const r = await tx.execute(sql`select ${select} from ${a.origem} ${where} order by ${order} limit ${p.porPagina} offset ${deslocamento}`);
    const t = await tx.execute(sql`select count(*)::int as n from ${a.origem} ${where}`);
    return { linhas: rows<Record<string, ValorBruto>>(r).map((l) => def.campos.map((_, i) => l[`c${i}`] ?? null)), total: Number(rows<{ n: number }>(t)[0]?.n ?? 0) };
  });
}

/**
 * O relatório inteiro, em lotes, por paginação de chave (keyset): cada lote é uma consulta curta
 * (`where (chave, id) > (última chave, último id) … limit`), sem transação longa nem cursor preso a uma
 * conexão — no PGlite, que tem uma conexão só, outras requisições passam entre um lote e outro. A
 * memória fica em um lote por vez. Agrupado, o resultado (grupos) vem de uma vez só.
 */
export async function* lotesDoRelatorio(db: Db, def: Definicao, limiteMs: number, tamanho = 1000): AsyncGenerator<ValorBruto[][]> {
  const a = ASSUNTOS_SQL[def.assunto];
  if (def.agrupar_por !== null) {
    let pagina = 1;
    for (;;) {
      const { linhas } = await consultarPagina(db, def, { pagina, porPagina: 100 }, limiteMs);
      if (linhas.length) yield linhas;
      if (linhas.length < 100) return;
      pagina += 1;
    }
  }
  const filtros = condicoes(def);
  const o = ordem(def);
  const select = sql.join(def.campos.map((k, i) => sql`${saida(def, k)} as ${sql.raw(`c${i}`)}`), sql`, `);
  let ultimo: { id: number; k: string | null } | null = null;
  for (;;) {
    const depois: SQL | null = ultimo === null ? null : o ? depoisDe(o, a.id, ultimo) : sql`${a.id} > ${ultimo.id}`;
    const where: SQL = depois ? (filtros.queryChunks.length ? sql`${filtros} and ${depois}` : sql`where ${depois}`) : filtros;
    const order = o ? sql`(${o.chave}) is null, ${o.chave} ${dir(o.direcao)}, ${a.id}` : a.id;
    const r: unknown = await comLimiteDeTempo(db, limiteMs, (tx): Promise<unknown> =>
      tx.execute(sql`select ${select}, ${a.id} as _id, ${o ? sql`(${o.chave})::text` : sql`null`} as _k from ${a.origem} ${where} order by ${order} limit ${tamanho}`),
    );
    const lote: Record<string, ValorBruto>[] = rows<Record<string, ValorBruto>>(r);
    if (lote.length === 0) return;
    yield lote.map((l) => def.campos.map((_, i) => l[`c${i}`] ?? null));
    if (lote.length < tamanho) return;
    const fim: Record<string, ValorBruto> = lote[lote.length - 1]!;
    ultimo = { id: Number(fim._id), k: fim._k === null ? null : String(fim._k) };
  }
}

/** Depois da última linha na ordem `(chave is null), chave asc|desc, id`. */
function depoisDe(o: { chave: SQL; direcao: 'asc' | 'desc' }, id: SQL, u: { id: number; k: string | null }): SQL {
  if (u.k === null) return sql`(${o.chave}) is null and ${id} > ${u.id}`;
  const passa = o.direcao === 'asc' ? sql`(${o.chave}) > ${u.k}` : sql`(${o.chave}) < ${u.k}`;
  return sql`((${o.chave}) is null or ${passa} or ((${o.chave}) = ${u.k} and ${id} > ${u.id}))`;
}
